import React from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CANDIDATE_RATING } from '@efe/shared/constants';
import * as styles from './StarRating.module.css';

interface Props {
  rating: number;
  className?: string;
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg className={filled ? styles.filled : styles.empty} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

/** Five stars drawn, one sentence read: "Rated 4 out of 5". */
export function StarRating({ rating, className }: Props) {
  const { t } = useTranslation('candidates');
  const stars = Array.from({ length: MAX_CANDIDATE_RATING }, (_, index) => index < rating);
  return (
    <span role="img" aria-label={t('card.rating', { rating })} className={`${styles.rating} ${className ?? ''}`}>
      {stars.map((filled, index) => (
        <Star key={index} filled={filled} />
      ))}
    </span>
  );
}
