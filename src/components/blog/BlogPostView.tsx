import React from 'react';
import { useTranslation } from 'react-i18next';
import type { BlogPostContent } from '../../lib/blog-post';
import { BlogPostArticle } from './BlogPostArticle';
import { BlogPostLayout } from './BlogPostLayout';
import type { BlogDefaultImages, PostImage } from './types';

interface Props {
  post: BlogPostContent;
  image: PostImage;
  defaultImages: BlogDefaultImages;
  /** Built at build time, so in the blog search's index (not the browser's fallback for newer posts). */
  searchable?: boolean;
}

/** The blog post page's content, the same for built posts and for posts fetched in the browser. */
export function BlogPostView({ post, image, defaultImages, searchable = false }: Props) {
  const { t } = useTranslation('blog');
  return (
    <BlogPostLayout
      bannerTitle={post.title || t('detail.fallbackTitle')}
      bannerTitleLanguage={post.title ? post.textLanguage : null}
    >
      <BlogPostArticle post={post} image={image} defaultImage={defaultImages.hero} searchable={searchable} />
    </BlogPostLayout>
  );
}
