/** The blog's slices as the component tests render them (Gatsby renders them from their own queries). */
import React from 'react';
import type { Language } from '@efe/shared/constants';
import { registerSlice } from '../../../test-support/gatsby-mock';
import { LATEST_POSTS_SLICE } from '../../lib/latest-posts-slice';
import { LatestPosts, type LatestPostsTexts } from './LatestPosts';
import { fakeImage, latest } from './test-data';
import type { LatestPost } from './types';

export const defaultThumb = fakeImage('/static/default-thumb.jpg');

function isTexts(value: unknown): value is LatestPostsTexts {
  if (typeof value !== 'object' || value === null) return false;
  return ['heading', 'noPosts', 'noMatch'].every((key) => typeof Object.getOwnPropertyDescriptor(value, key)?.value === 'string');
}

/**
 * The side column's slice in `language` over `posts`, as src/slices/latest-posts.tsx renders it
 * from its query, with the props the page gives it (checked: a page that passes the wrong ones fails here).
 */
export function latestPostsSlice(language: Language = 'en', posts: readonly LatestPost[] = latest): React.ComponentType<Record<string, unknown>> {
  return function LatestPostsSlice({ search, texts }: Record<string, unknown>) {
    if (typeof search !== 'string' || !isTexts(texts)) throw new Error('The page gave the latest posts slice no search or no texts');
    return <LatestPosts posts={posts} defaultThumb={defaultThumb} language={language} search={search} texts={texts} />;
  };
}

/** Has the page's `<Slice alias="latest-posts">` render it (test-support/gatsby-mock). */
export function registerLatestPostsSlice(language: Language = 'en', posts: readonly LatestPost[] = latest): void {
  registerSlice(LATEST_POSTS_SLICE, latestPostsSlice(language, posts));
}
