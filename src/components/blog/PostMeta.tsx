import React from 'react';
import { useTranslation } from 'react-i18next';
import { useTextLanguage } from '../../hooks/use-text-language';
import type { Language } from '@efe/shared/constants';
import * as styles from './PostMeta.module.css';

interface Props {
  category: string | null;
  author: string | null;
  /** The languages the category and the author's name are written in, when known: each may be English on an Arabic page. */
  categoryLanguage?: Language | null;
  authorLanguage?: Language | null;
  /** The date as written for the reader, and as an ISO date for machines; the cards show none. */
  publishedOn?: string | null;
  publishedAt?: string | null;
  className?: string;
}

/**
 * A post's category badge, author and date, on its card and on its page. What the post lacks is
 * left out rather than shown as a placeholder ("Category", "By Unknown Author" tell a family nothing
 * and look like a fault); with nothing to show, nothing renders.
 */
/** "By {{author}}" in the page's language, the name itself marked with its own language. */
function Byline({ author, text }: { author: string; text: ReturnType<typeof useTextLanguage> }) {
  const { t } = useTranslation('blog');
  if (!text.lang) return <span data-testid="post-author">{t('detail.by', { author })}</span>;
  const PLACE = '\u0000';
  const [before, after = ''] = t('detail.by', { author: PLACE }).split(PLACE);
  return (
    <span data-testid="post-author">
      {before}
      <span {...text}>{author}</span>
      {after}
    </span>
  );
}

export function PostMeta({ category, author, categoryLanguage = null, authorLanguage = null, publishedOn, publishedAt, className }: Props) {
  const { t } = useTranslation('blog');
  const categoryText = useTextLanguage(categoryLanguage);
  const authorText = useTextLanguage(authorLanguage);
  const dated = Boolean(publishedOn && publishedAt);
  if (!category && !author && !dated) return null;
  return (
    <p className={className ? `${styles.meta} ${className}` : styles.meta}>
      {category ? (
        <span className={styles.category} data-testid="post-category" {...categoryText}>
          {category}
        </span>
      ) : null}
      {author ? <Byline author={author} text={authorText} /> : null}
      {dated ? (
        <time dateTime={publishedAt ?? undefined} data-testid="post-date">
          {t('detail.publishedOn', { date: publishedOn })}
        </time>
      ) : null}
    </p>
  );
}
