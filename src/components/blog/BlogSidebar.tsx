import React from 'react';
import { BlogSearch } from './BlogSearch';
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

/** The side column of the blog pages: the title search and the latest posts. */
export function BlogSidebar({ query, onQueryChange, latestPosts, defaultImages, announceResults }: Props) {
  return (
    <div className={styles.sidebar}>
      <div className={styles.box}>
        <BlogSearch query={query} onQueryChange={onQueryChange} />
      </div>
      <div className={styles.box}>
        <LatestPosts posts={latestPosts} query={query} defaultImages={defaultImages} announceResults={announceResults} />
      </div>
    </div>
  );
}
