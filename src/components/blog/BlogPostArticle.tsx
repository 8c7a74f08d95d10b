import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { BLOG_BASE_PATH } from '@efe/shared/routes';
import type { BlogPostContent } from '../../lib/blog-post';
import { PostHeroImage } from './PostHeroImage';
import { PostMeta } from './PostMeta';
import { useTextLanguage } from '../../hooks/use-text-language';
import type { PostImage } from './types';
import * as styles from './BlogPostArticle.module.css';

interface Props {
  post: BlogPostContent;
  image: PostImage;
  defaultImage: IGatsbyImageData | null;
  /** A built post is what the blog search indexes (Pagefind reads these attributes after the build). */
  searchable?: boolean;
}

/** The post itself: picture, category, author, date and the sanitized content. */
export function BlogPostArticle({ post, image, defaultImage, searchable = false }: Props) {
  const { t } = useTranslation('blog');
  const text = useTextLanguage(post.textLanguage);
  const indexed = searchable ? { 'data-pagefind-body': '', 'data-pagefind-meta': `title:${post.title || t('detail.fallbackTitle')}` } : {};
  return (
    <article className={styles.article} data-testid="blog-post" {...indexed}>
      <PostHeroImage image={image} defaultImage={defaultImage} />
      <PostMeta category={post.category} author={post.author} categoryLanguage={post.categoryLanguage} authorLanguage={post.authorLanguage} publishedOn={post.publishedOn} publishedAt={post.publishedAt} />
      {/* contentHtml went through src/lib/sanitize.ts: at build time, or in the browser for the fallback. */}
      <div className={`prose ${styles.content}`} data-testid="post-content" {...text} dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
      <p className={styles.back} data-pagefind-ignore="">
        <LocalizedLink to={BLOG_BASE_PATH} className="button button--ghost">
          <span aria-hidden="true" className={styles.backArrow}>
            ←
          </span>
          {t('detail.backToBlog')}
        </LocalizedLink>
      </p>
    </article>
  );
}
