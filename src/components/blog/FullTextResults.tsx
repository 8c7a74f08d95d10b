import React, { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../hooks/use-page-language';
import { loadPagefind, type PagefindResultData, type PagefindSearch } from '../../lib/pagefind-client';
import { pluralKey } from '@shared/plural';
import { excerptParts, resultPath } from '../../lib/search-excerpt';
import * as styles from './FullTextResults.module.css';

interface Props {
  query: string;
  /** True once the visitor has focused the search box: only then is Pagefind loaded. */
  wanted: boolean;
  /** How many results show at first and how many more each "Show more" adds. */
  step: number;
  /** 'main': the blog list's main column, results in place of the cards; 'side': under the box. */
  placement: 'main' | 'side';
  /** Shown under the message when Pagefind cannot load (the list page's own posts, by title). */
  unavailableFallback?: React.ReactNode;
}

type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; matches: PagefindSearch['results']; results: PagefindResultData[] }
  | { kind: 'unavailable' };

function Excerpt({ html }: { html: string }) {
  return (
    <p className={styles.excerpt}>
      {excerptParts(html).map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>))}
    </p>
  );
}

/**
 * The blog search's results: every post in the page's language whose title or text matches, from
 * Pagefind's index, as links with the matching passage. The count is announced and is the number
 * of posts the list reaches: "Show more" adds the next ones until all are listed.
 */
export function FullTextResults({ query, wanted, step, placement, unavailableFallback = null }: Props) {
  const { t } = useTranslation('blog');
  const language = usePageLanguage();
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  // The first link "Show more" added: focus goes there, so keyboard users continue where the new results start.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // Each search's number: data that arrives for an older search is dropped.
  const searchNumber = useRef(0);
  const trimmed = query.trim();

  useEffect(() => {
    if (!wanted) return;
    // Loading starts at focus, so the index is there by the time the first word is typed.
    void loadPagefind().catch(() => undefined);
  }, [wanted]);

  useEffect(() => {
    const number = ++searchNumber.current;
    if (!wanted || trimmed === '') {
      setState({ kind: 'idle' });
      return;
    }
    setState((previous) => (previous.kind === 'found' ? previous : { kind: 'searching' }));
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(trimmed))
      .then(async (search) => {
        if (!search || number !== searchNumber.current) return; // a newer query replaced this one
        const results = await Promise.all(search.results.slice(0, step).map((result) => result.data()));
        if (number === searchNumber.current) setState({ kind: 'found', matches: search.results, results });
      })
      .catch(() => {
        if (number === searchNumber.current) setState({ kind: 'unavailable' });
      });
  }, [wanted, trimmed, step]);

  useEffect(() => {
    if (focusIndex === null) return;
    list.current?.querySelectorAll('a').item(focusIndex)?.focus();
    setFocusIndex(null);
  }, [focusIndex, state]);

  async function showMore(shown: PagefindResultData[], matches: PagefindSearch['results']) {
    const number = searchNumber.current;
    try {
      const more = await Promise.all(matches.slice(shown.length, shown.length + step).map((result) => result.data()));
      if (number !== searchNumber.current) return;
      setState({ kind: 'found', matches, results: [...shown, ...more] });
      setFocusIndex(shown.length);
    } catch {
      if (number === searchNumber.current) setState({ kind: 'unavailable' });
    }
  }

  const status =
    state.kind === 'searching'
      ? t('fullText.searching')
      : state.kind === 'unavailable'
        ? t(placement === 'main' ? 'fullText.unavailableList' : 'fullText.unavailable')
        : state.kind === 'found'
          ? state.matches.length === 0
            ? t('fullText.none', { query: trimmed })
            : t(pluralKey('fullText.count', language, state.matches.length), { total: state.matches.length })
          : '';

  return (
    <section aria-labelledby={headingId} className={styles[placement]} hidden={trimmed === ''} data-testid="full-text-results">
      <h2 id={headingId} className={styles.heading}>
        {t('fullText.heading')}
      </h2>
      {/* Present before it changes, so each new count is announced. */}
      <p role="status" className={styles.status} data-testid="full-text-status">
        {status}
      </p>
      {state.kind === 'found' && state.results.length > 0 ? (
        <>
          <ol className={styles.list} ref={list}>
            {state.results.map((result) => (
              <li key={result.url} className={styles.item}>
                <Link to={resultPath(result.url)} className={styles.link}>
                  {result.meta.title ?? resultPath(result.url)}
                </Link>
                <Excerpt html={result.excerpt} />
              </li>
            ))}
          </ol>
          {state.results.length < state.matches.length ? (
            <button type="button" className={`button button--ghost ${styles.more}`} onClick={() => void showMore(state.results, state.matches)} data-testid="full-text-more">
              {t('fullText.showMore')}
            </button>
          ) : null}
        </>
      ) : null}
      {state.kind === 'unavailable' ? unavailableFallback : null}
    </section>
  );
}
