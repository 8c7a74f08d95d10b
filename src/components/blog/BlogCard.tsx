import React, { useId } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { Picture } from '../Picture/Picture';
import { PostMeta } from './PostMeta';
import { blogPostPath } from '@efe/shared/routes';
import { useTextLanguage } from '../../hooks/use-text-language';
import type { BlogCardPost } from './types';
import * as styles from './BlogCard.module.css';

interface Props {
  post: BlogCardPost;
  defaultImage: IGatsbyImageData | null;
  /** The first cards are near the top of the page; the rest load as they scroll into view. */
  eager?: boolean;
}

export function BlogCard({ post, defaultImage, eager = false }: Props) {
  const { t } = useTranslation('blog');
  const titleId = useId();
  const image = post.image ?? defaultImage;
  const text = useTextLanguage(post.title ? post.textLanguage : null);
  const excerptText = useTextLanguage(post.textLanguage);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="blog-card">
      {image ? (
        <Picture image={image} alt="" className={styles.image} loading={eager ? 'eager' : 'lazy'} />
      ) : (
        <div className={styles.image} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <PostMeta category={post.category} author={post.author} categoryLanguage={post.categoryLanguage} authorLanguage={post.authorLanguage} className={styles.meta} />
        <h2 id={titleId} className={styles.title} {...text}>
          {post.title || t('detail.fallbackTitle')}
        </h2>
        {post.excerpt ? (
          <p className={styles.excerpt} {...excerptText}>
            {post.excerpt}
          </p>
        ) : null}
        <LocalizedLink to={blogPostPath(post.slug)} className={`button ${styles.readMore}`}>
          {t('readMore')}
          <span className="visually-hidden">
            : <span {...text}>{post.title || t('detail.fallbackTitle')}</span>
          </span>
        </LocalizedLink>
      </div>
    </article>
  );
}
