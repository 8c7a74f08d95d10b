import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './PostMeta.module.css';

interface Props {
  category: string | null;
  author: string | null;
  /** The date as written for the reader, and as an ISO date for machines; the cards show none. */
  publishedOn?: string | null;
  publishedAt?: string | null;
  className?: string;
}

/**
 * A post's category badge, author and date, on its card and on its page. What the post lacks is
 * left out rather than shown as a placeholder (issue 17); with nothing to show, nothing renders.
 */
export function PostMeta({ category, author, publishedOn, publishedAt, className }: Props) {
  const { t } = useTranslation('blog');
  const dated = Boolean(publishedOn && publishedAt);
  if (!category && !author && !dated) return null;
  return (
    <p className={className ? `${styles.meta} ${className}` : styles.meta}>
      {category ? (
        <span className={styles.category} data-testid="post-category">
          {category}
        </span>
      ) : null}
      {author ? <span data-testid="post-author">{t('detail.by', { author })}</span> : null}
      {dated ? (
        <time dateTime={publishedAt ?? undefined} data-testid="post-date">
          {t('detail.publishedOn', { date: publishedOn })}
        </time>
      ) : null}
    </p>
  );
}
