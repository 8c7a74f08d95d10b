import React from 'react';
import { useTranslation } from 'react-i18next';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { CandidatePhoto } from './CandidatePhoto';
import { StarRating } from './StarRating';
import { useValueLabels } from './use-value-labels';
import type { CandidateView } from './candidate-view';
import * as styles from './CandidateCard.module.css';

interface Props {
  candidate: CandidateView;
  placeholder: IGatsbyImageData | null;
  onOpen: (candidate: CandidateView, opener: HTMLElement) => void;
}

/**
 * One candidate in the grid. The name is a button that opens the profile; its click area is
 * stretched over the whole card, so the card is one big target with one accessible name.
 */
export function CandidateCard({ candidate, placeholder, onOpen }: Props) {
  const { t } = useTranslation('candidates');
  const { label, list } = useValueLabels();
  const languages = candidate.languages.length > 0 ? list('languages', candidate.languages) : t('defaults.languages');

  return (
    <article className={styles.card} data-testid="candidate-card" data-candidate-id={candidate.id}>
      <CandidatePhoto candidate={candidate} placeholder={placeholder} className={styles.photo} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <button
            type="button"
            className={styles.open}
            aria-label={t('card.viewProfile', { name: candidate.name })}
            aria-haspopup="dialog"
            onClick={(event) => onOpen(candidate, event.currentTarget)}
          >
            {candidate.name}
          </button>
        </h3>
        <StarRating rating={candidate.rating} />
        <dl className={styles.facts}>
          <div>
            <dt>{t('card.languages')}</dt>
            <dd>{languages}</dd>
          </div>
          {candidate.country ? (
            <div>
              <dt>{t('card.nationality')}</dt>
              <dd>{label('countries', candidate.country)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
