import React, { useEffect, useId, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../hooks/use-page-language';
import { loadPagefind, type PagefindResultData } from '../../lib/pagefind-client';
import { pluralKey } from '../../lib/plural';
import { excerptParts, resultPath } from '../../lib/search-excerpt';
import * as styles from './FullTextResults.module.css';

interface Props {
  query: string;
  /** True once the visitor has focused the search box: only then is Pagefind loaded. */
  wanted: boolean;
}

/** Results shown at most; the count says how many there are in all. */
const SHOWN = 6;

type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; total: number; results: PagefindResultData[] }
  | { kind: 'unavailable' };

function Excerpt({ html }: { html: string }) {
  return (
    <p className={styles.excerpt}>
      {excerptParts(html).map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>))}
    </p>
  );
}

/**
 * Under the title search: the posts whose text matches, from Pagefind's index of every post in
 * the page's language, as links with the matching passage. The count is announced.
 */
export function FullTextResults({ query, wanted }: Props) {
  const { t } = useTranslation('blog');
  const language = usePageLanguage();
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const trimmed = query.trim();

  useEffect(() => {
    if (!wanted) return;
    // Loading starts at focus, so the index is there by the time the first word is typed.
    void loadPagefind().catch(() => undefined);
  }, [wanted]);

  useEffect(() => {
    if (!wanted || trimmed === '') {
      setState({ kind: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => (previous.kind === 'found' ? previous : { kind: 'searching' }));
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(trimmed))
      .then(async (search) => {
        if (!search || !current) return; // a newer query replaced this one
        const results = await Promise.all(search.results.slice(0, SHOWN).map((result) => result.data()));
        if (current) setState({ kind: 'found', total: search.results.length, results });
      })
      .catch(() => {
        if (current) setState({ kind: 'unavailable' });
      });
    return () => {
      current = false;
    };
  }, [wanted, trimmed]);

  const status =
    state.kind === 'searching'
      ? t('fullText.searching')
      : state.kind === 'unavailable'
        ? t('fullText.unavailable')
        : state.kind === 'found'
          ? state.total === 0
            ? t('fullText.none', { query: trimmed })
            : t(pluralKey('fullText.count', language, state.total), { total: state.total })
          : '';

  return (
    <section aria-labelledby={headingId} className={styles.section} hidden={trimmed === ''} data-testid="full-text-results">
      <h2 id={headingId} className={styles.heading}>
        {t('fullText.heading')}
      </h2>
      {/* Present before it changes, so each new count is announced. */}
      <p role="status" className={styles.status} data-testid="full-text-status">
        {status}
      </p>
      {state.kind === 'found' && state.results.length > 0 ? (
        <ol className={styles.list}>
          {state.results.map((result) => (
            <li key={result.url}>
              <Link to={resultPath(result.url)} className={styles.link}>
                {result.meta.title ?? resultPath(result.url)}
              </Link>
              <Excerpt html={result.excerpt} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
