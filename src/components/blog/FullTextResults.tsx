import React, { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pluralKey } from '@efe/shared/plural';
import { useOnDemand } from '../../hooks/use-on-demand';
import { usePageLanguage } from '../../hooks/use-page-language';
import type { FullTextMatchesProps, SearchOutcome } from './FullTextMatches';
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
 * The blog search's results: a heading, the live region that says in the page's language where the
 * search stands, the matches (FullTextMatches), and the fallback when the search cannot load. Most
 * visitors never search, so the code that searches and lists is fetched at the box's focus, with
 * Pagefind's index, not with the page. The live region is here, present from the start, so the
 * first count is announced as a change; if the code cannot be fetched, it says so, the fallback
 * stands in, and the next word tries again.
 */
export function FullTextResults({ query, wanted, step, placement, unavailableFallback = null }: Props) {
  const { t } = useTranslation('blog');
  const language = usePageLanguage();
  const headingId = useId();
  const matches = useOnDemand<FullTextMatchesProps>(loadMatches);
  // What FullTextMatches last reported; null until it has. Until it reports more than idle, words
  // in the box mean "searching", so the live region never blanks between that and the count.
  const [reported, setReported] = useState<SearchOutcome | null>(null);
  const trimmed = query.trim();
  const { load } = matches;

  // Each new word asks again: after a failed fetch, that is the retry.
  useEffect(() => {
    if (wanted) load();
  }, [wanted, trimmed, load]);

  const outcome: SearchOutcome =
    trimmed === ''
      ? { kind: 'idle' }
      : matches.state === 'failed'
        ? { kind: 'unavailable' }
        : matches.state === 'ready' && reported && reported.kind !== 'idle'
          ? reported
          : { kind: 'searching' };
  const status =
    outcome.kind === 'searching'
      ? t('fullText.searching')
      : outcome.kind === 'unavailable'
        ? t(placement === 'main' ? 'fullText.unavailableList' : 'fullText.unavailable')
        : outcome.kind === 'found'
          ? outcome.total === 0
            ? t('fullText.none', { query: trimmed })
            : t(pluralKey('fullText.count', language, outcome.total), { total: outcome.total })
          : '';

  // The first search of the list, nothing listed yet: in place of the cards, the results hold a
  // screen's height until they come, so what is under them moves nowhere it could be seen (the
  // words may have been typed long before, while the page's code was on its way).
  const awaiting = placement === 'main' && outcome.kind === 'searching' && reported?.kind !== 'found';
  return (
    <section aria-labelledby={headingId} className={awaiting ? `${styles.main} ${styles.awaiting}` : styles[placement]} hidden={trimmed === ''} data-testid="full-text-results">
      <h2 id={headingId} className={styles.heading}>
        {t('fullText.heading')}
      </h2>
      {/* Present before it changes, so each new count is announced. Its words are drawn anew for each
          kind of answer, not moved: in a right-to-left page a longer line's start moves, and that
          counts as a layout shift when the answer comes long after the last key. */}
      <p role="status" className={styles.status} data-testid="full-text-status">
        <span key={outcome.kind}>{status}</span>
      </p>
      {matches.Component ? <matches.Component query={query} step={step} onOutcome={setReported} /> : null}
      {outcome.kind === 'unavailable' ? unavailableFallback : null}
    </section>
  );
}
