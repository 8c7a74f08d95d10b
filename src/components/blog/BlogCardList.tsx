import React from 'react';
import { useTranslation } from 'react-i18next';
import { filterByTitle } from '../../lib/blog-search';
import { BlogCard } from './BlogCard';
import type { BlogCardPost, BlogDefaultImages } from './types';
import * as styles from './BlogCardList.module.css';

interface Props {
  posts: readonly BlogCardPost[];
  query: string;
  defaultImages: BlogDefaultImages;
}

const EAGER_CARDS = 2;

/** One list page's posts as cards; narrowed by title only when the full-text search cannot load (BlogIndex). */
export function BlogCardList({ posts, query, defaultImages }: Props) {
  const { t } = useTranslation('blog');
  const shown = filterByTitle(posts, query);
  const message = posts.length === 0 ? t('noBlogs') : shown.length === 0 ? t('noPostsFound') : null;
  return (
    <>
      {shown.length > 0 ? (
        <ul className={styles.grid} data-testid="blog-cards">
          {shown.map((post, index) => (
            <li key={post.slug}>
              <BlogCard post={post} defaultImage={defaultImages.card} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Present from the first render, so the change to 'No posts found.' is announced. */}
      <div role="status" className={styles.message} data-testid="blog-cards-status">
        {message ? <p>{message}</p> : null}
      </div>
    </>
  );
}
