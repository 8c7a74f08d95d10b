import React, { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDemand } from '../../hooks/use-on-demand';
import type { FullTextMatchesProps } from './FullTextMatches';
import * as styles from './FullTextResults.module.css';

interface Props {
  query: string;
  /** True once the visitor has focused the search box: only then is the search's code loaded. */
  wanted: boolean;
  /** How many results show at first and how many more each "Show more" adds. */
  step: number;
  /** 'main': the blog list's main column, results in place of the cards; 'side': under the box. */
  placement: 'main' | 'side';
  /** Shown under the message when the search cannot load (the list page's own posts, by title). */
  unavailableFallback?: React.ReactNode;
}

const loadMatches = () => import('./FullTextMatches').then((module) => module.FullTextMatches);

/**
 * The blog search's results: a heading, the live region that announces each count, and the
 * matches (FullTextMatches). Most visitors never search, so the code that searches and lists is
 * fetched at the box's focus, with Pagefind's index, not with the page. The live region is here,
 * present from the start, so the first count is announced as a change; if the code cannot be
 * fetched, it says so and the fallback stands in, and the next word tries again.
 */
export function FullTextResults({ query, wanted, step, placement, unavailableFallback = null }: Props) {
  const { t } = useTranslation('blog');
  const headingId = useId();
  const matches = useOnDemand<FullTextMatchesProps>(loadMatches);
  // What FullTextMatches last said for the live region; null until it has said anything.
  const [reported, setReported] = useState<string | null>(null);
  const trimmed = query.trim();
  const { load } = matches;

  // Each new word asks again: after a failed fetch, that is the retry.
  useEffect(() => {
    if (wanted) load();
  }, [wanted, trimmed, load]);

  const failed = matches.state === 'failed' && trimmed !== '';
  const status =
    trimmed === ''
      ? ''
      : matches.state === 'ready' && reported !== null
        ? reported
        : failed
          ? t(placement === 'main' ? 'fullText.unavailableList' : 'fullText.unavailable')
          : t('fullText.searching');

  return (
    <section aria-labelledby={headingId} className={styles[placement]} hidden={trimmed === ''} data-testid="full-text-results">
      <h2 id={headingId} className={styles.heading}>
        {t('fullText.heading')}
      </h2>
      {/* Present before it changes, so each new count is announced. */}
      <p role="status" className={styles.status} data-testid="full-text-status">
        {status}
      </p>
      {matches.Component ? (
        <matches.Component query={query} step={step} placement={placement} unavailableFallback={unavailableFallback} onStatus={setReported} />
      ) : failed ? (
        unavailableFallback
      ) : null}
    </section>
  );
}
