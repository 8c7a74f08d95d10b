import React, { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { loadPagefind, type PagefindResultData, type PagefindSearch } from '../../lib/pagefind-client';
import { searchPosts } from '../../lib/post-search';
import { excerptParts, resultPath } from '../../lib/search-excerpt';
import * as styles from './FullTextResults.module.css';

/** Where a search stands, for the live region FullTextResults holds and words in the page's language. */
export type SearchOutcome = { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; total: number } | { kind: 'unavailable' };

export interface FullTextMatchesProps {
  query: string;
  /** How many results show at first and how many more each "Show more" adds. */
  step: number;
  /** Told each change of where the search stands. */
  onOutcome: (outcome: SearchOutcome) => void;
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
 * The blog search's working part, loaded once the visitor starts searching (FullTextResults):
 * every post in the page's language whose title or text matches, from Pagefind's index, as links
 * with the matching passage. The total it reports is the number of posts the list reaches: "Show
 * more" adds the next ones until all are listed.
 */
export function FullTextMatches({ query, step, onOutcome }: FullTextMatchesProps) {
  const { t } = useTranslation('blog');
  const [state, setState] = useState<State>({ kind: 'idle' });
  // The first link "Show more" added: focus goes there, so keyboard users continue where the new results start.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // Each search's number: data that arrives for an older search is dropped.
  const searchNumber = useRef(0);
  const trimmed = query.trim();

  useEffect(() => {
    // Mounted at the box's focus: the index loads now, to be there by the time a word is typed.
    void loadPagefind().catch(() => undefined);
  }, []);

  useEffect(() => {
    const number = ++searchNumber.current;
    if (trimmed === '') {
      setState({ kind: 'idle' });
      return;
    }
    setState((previous) => (previous.kind === 'found' ? previous : { kind: 'searching' }));
    loadPagefind()
      .then((pagefind) => searchPosts(pagefind, trimmed))
      .then(async (search) => {
        if (!search || number !== searchNumber.current) return; // a newer query replaced this one
        const results = await Promise.all(search.results.slice(0, step).map((result) => result.data()));
        if (number === searchNumber.current) setState({ kind: 'found', matches: search.results, results });
      })
      .catch(() => {
        if (number === searchNumber.current) setState({ kind: 'unavailable' });
      });
  }, [trimmed, step]);

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

  const total = state.kind === 'found' ? state.matches.length : 0;
  useEffect(() => onOutcome(state.kind === 'found' ? { kind: 'found', total } : { kind: state.kind }), [onOutcome, state.kind, total]);

  return (
    <>
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
    </>
  );
}
