import React from 'react';
import { PageBanner } from '../PageBanner/PageBanner';
import { BlogColumns } from './BlogColumns';
import type { BlogDefaultImages, LatestPost } from './types';

interface Props {
  /** The banner heading (the post's title, or a status such as 'Blog not found'). */
  bannerTitle: string;
  latestPosts: readonly LatestPost[];
  defaultImages: BlogDefaultImages;
  children: React.ReactNode;
}

/** A post page's frame: title banner, the main column and the side column with its own search. */
export function BlogPostLayout({ bannerTitle, latestPosts, defaultImages, children }: Props) {
  return (
    <>
      <PageBanner title={bannerTitle} />
      <BlogColumns latestPosts={latestPosts} defaultImages={defaultImages} announceResults>
        {() => children}
      </BlogColumns>
    </>
  );
}
