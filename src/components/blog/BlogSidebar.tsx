import React, { useState } from 'react';
import { BlogSearch } from './BlogSearch';
import { FullTextResults } from './FullTextResults';
import { LatestPosts } from './LatestPosts';
import type { BlogDefaultImages, LatestPost } from './types';
import * as styles from './BlogSidebar.module.css';

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  latestPosts: readonly LatestPost[];
  defaultImages: BlogDefaultImages;
  announceResults: boolean;
}

/**
 * The side column of the blog pages: the search (titles of the latest posts as the visitor
 * types, and under the box every post whose text matches) and the latest posts.
 */
export function BlogSidebar({ query, onQueryChange, latestPosts, defaultImages, announceResults }: Props) {
  const [searching, setSearching] = useState(false);
  return (
    <div className={styles.sidebar}>
      <div className={styles.box}>
        <BlogSearch query={query} onQueryChange={onQueryChange} onFocus={() => setSearching(true)} />
        <FullTextResults query={query} wanted={searching} />
      </div>
      <div className={styles.box}>
        <LatestPosts posts={latestPosts} query={query} defaultImages={defaultImages} announceResults={announceResults} />
      </div>
    </div>
  );
}
