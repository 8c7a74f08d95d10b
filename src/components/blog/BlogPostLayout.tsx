import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../PageBanner/PageBanner';
import { BlogColumns } from './BlogColumns';
import { BlogSidebar } from './BlogSidebar';
import { ScrollTopButton } from './ScrollTopButton';
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
  const { t } = useTranslation('blog');
  const [query, setQuery] = useState('');
  return (
    <>
      <PageBanner title={bannerTitle} />
      <BlogColumns
        sidebar={
          <BlogSidebar
            query={query}
            onQueryChange={setQuery}
            latestPosts={latestPosts}
            defaultImages={defaultImages}
            announceResults
          />
        }
      >
        {children}
      </BlogColumns>
      <ScrollTopButton label={t('scrollTop')} />
    </>
  );
}
