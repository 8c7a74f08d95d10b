import React from 'react';
import { BlogColumns } from './BlogColumns';
import { BlogCardList } from './BlogCardList';
import { FullTextResults } from './FullTextResults';
import type { BlogCardPost, BlogDefaultImages } from './types';

interface Props {
  posts: readonly BlogCardPost[];
  defaultImages: BlogDefaultImages;
  /** Links to the other list pages, under the cards. */
  pagination?: React.ReactNode;
}

/** Results the main column shows at first, and adds with each "Show more". */
const RESULTS_STEP = 10;

/**
 * The blog list below its banner. While the visitor searches, the main column shows every post
 * that matches (title or text, in all pages of the list) in place of this page's cards and their
 * pagination; clearing the box brings them back. If the full-text index cannot load, this page's
 * cards narrowed by title stand in.
 */
export function BlogIndex({ posts, defaultImages, pagination }: Props) {
  return (
    <BlogColumns kind="list">
      {({ query, wanted }) => (
        <>
          <FullTextResults
            query={query}
            wanted={wanted}
            step={RESULTS_STEP}
            placement="main"
            unavailableFallback={<BlogCardList posts={posts} query={query} defaultImages={defaultImages} />}
          />
          {query.trim() === '' ? (
            <>
              <BlogCardList posts={posts} query="" defaultImages={defaultImages} />
              {pagination}
            </>
          ) : null}
        </>
      )}
    </BlogColumns>
  );
}
