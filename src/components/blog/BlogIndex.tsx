import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlogColumns } from './BlogColumns';
import { BlogCardList } from './BlogCardList';
import { BlogSidebar } from './BlogSidebar';
import { ScrollTopButton } from './ScrollTopButton';
import type { BlogCardPost, BlogDefaultImages, LatestPost } from './types';

interface Props {
  posts: readonly BlogCardPost[];
  latestPosts: readonly LatestPost[];
  defaultImages: BlogDefaultImages;
}

/**
 * The blog list below its banner. One search query narrows both the cards and the side column's
 * latest posts by title (SPEC asks for the latter; a visitor searching a blog expects the former).
 */
export function BlogIndex({ posts, latestPosts, defaultImages }: Props) {
  const { t } = useTranslation('blog');
  const [query, setQuery] = useState('');
  return (
    <>
      <BlogColumns
        sidebar={
          <BlogSidebar
            query={query}
            onQueryChange={setQuery}
            latestPosts={latestPosts}
            defaultImages={defaultImages}
            announceResults={false}
          />
        }
      >
        <BlogCardList posts={posts} query={query} defaultImages={defaultImages} />
      </BlogColumns>
      <ScrollTopButton label={t('scrollTop')} />
    </>
  );
}
