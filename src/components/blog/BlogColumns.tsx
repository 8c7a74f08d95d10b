import React, { memo, startTransition, useCallback, useState } from 'react';
import { Slice } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { BlogSearch } from './BlogSearch';
import { FullTextResults } from './FullTextResults';
import { ScrollTopButton } from './ScrollTopButton';
import { HydrationBoundary } from '../HydrationBoundary/HydrationBoundary';
import type { LatestPostsTexts } from './LatestPosts';
import * as styles from './BlogColumns.module.css';

/** What the visitor has typed into the search box, and whether they have started searching. */
export interface BlogSearchState {
  query: string;
  /** The box has had focus, or holds words: the full-text index may load. */
  wanted: boolean;
}

interface Props {
  /**
   * 'list': the blog list, whose main column shows the search's results in place of its cards, with
   * the search box before the posts on phones. 'post': a post, the results under the box, after it.
   */
  kind: 'list' | 'post';
  /** The main column, given the visitor's search. */
  children: (search: BlogSearchState) => React.ReactNode;
}

/** Results the side column shows at first, and adds with each "Show more". */
const SIDE_RESULTS_STEP = 6;

/**
 * The side column's latest posts, narrowed by the search: a hydration boundary of its own inside
 * the columns' one, so it may still wait for its turn (or its code) when the box's code runs and
 * the visitor types. React drops the server HTML of a boundary that an urgent update reaches before
 * it has hydrated (error 421, then renders it anew): memoised, a keystroke's urgent render (the box,
 * the main column's "searching") stops here, and `search` changes in a transition, which React
 * holds until the boundary has hydrated.
 */
const LatestPostsAside = memo(function LatestPostsAside({ search }: { search: string }) {
  const { t } = useTranslation('blog');
  const texts: LatestPostsTexts = { heading: t('latestPosts'), noPosts: t('noPosts'), noMatch: t('noLatestMatch', { query: search.trim() }) };
  return (
    <aside className={`${styles.box} ${styles.latest}`}>
      {/* A literal: Gatsby reads the alias from the source at build time (LATEST_POSTS_SLICE). */}
      <HydrationBoundary>
        <Slice alias="latest-posts" search={search} texts={texts} />
      </HydrationBoundary>
    </aside>
  );
});

/**
 * Every blog page below its banner: the main column, beside it from 1024 px the search box over
 * the latest posts (stacked on phones), and the scroll-to-top button. The latest posts are the
 * page's language's slice (src/slices/latest-posts.tsx), given the search and their words.
 */
export function BlogColumns({ kind, children }: Props) {
  const { t } = useTranslation('blog');
  const [query, setQuery] = useState('');
  // The side column's copy of the words, always set in a transition (LatestPostsAside). Not a
  // deferred value: React counts the kept words' update, made in an effect after a low-priority
  // hydration, as not urgent, and would pass it to the side column at once.
  const [sideSearch, setSideSearch] = useState('');
  const changeQuery = useCallback((next: string) => {
    setQuery(next);
    startTransition(() => setSideSearch(next));
  }, []);
  const [focused, setFocused] = useState(false);
  // Words in the box count too: typed before the page's code ran, they came without a focus event.
  const wanted = focused || query !== '';
  const search = (
    <div className={`${styles.box} ${styles.search}`}>
      <BlogSearch query={query} onQueryChange={changeQuery} onFocus={() => setFocused(true)} />
      {kind === 'post' ? <FullTextResults query={query} wanted={wanted} step={SIDE_RESULTS_STEP} placement="side" /> : null}
    </div>
  );
  const main = <div className={styles.main}>{children({ query, wanted })}</div>;
  return (
    <>
      <section className="section">
        <div className={`container ${styles.columns}`}>
          {kind === 'list' ? search : main}
          {kind === 'list' ? main : search}
          <LatestPostsAside search={sideSearch} />
        </div>
      </section>
      <ScrollTopButton label={t('scrollTop')} />
    </>
  );
}
