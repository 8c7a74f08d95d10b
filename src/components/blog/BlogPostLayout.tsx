import React from 'react';
import { PageBanner } from '../PageBanner/PageBanner';
import { BlogColumns } from './BlogColumns';
import type { Language } from '@efe/shared/constants';

interface Props {
  /** The banner heading (the post's title, or a status such as 'Blog not found'). */
  bannerTitle: string;
  /** The title's language when it is the post's own and not the page's. */
  bannerTitleLanguage?: Language | null;
  children: React.ReactNode;
}

/** A post page's frame: title banner, the main column and the side column with its own search. */
export function BlogPostLayout({ bannerTitle, bannerTitleLanguage = null, children }: Props) {
  return (
    <>
      <PageBanner title={bannerTitle} titleLanguage={bannerTitleLanguage} />
      <BlogColumns kind="post">
        {() => children}
      </BlogColumns>
    </>
  );
}
