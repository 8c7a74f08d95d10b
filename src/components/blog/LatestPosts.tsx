import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { Picture } from '../Picture/Picture';
import { blogPostPath } from '@shared/routes';
import { filterByTitle } from '../../lib/blog-search';
import { textLanguageAttributes } from '@shared/language';
import { usePageLanguage } from '../../hooks/use-page-language';
import type { LatestPost, BlogDefaultImages } from './types';
import * as styles from './LatestPosts.module.css';

interface Props {
  posts: readonly LatestPost[];
  query: string;
  defaultImages: BlogDefaultImages;
}

/**
 * The side column's image-and-title links to the newest posts, narrowed by the search's words in
 * their titles. The search's results (the count a screen reader hears) are in FullTextResults, so
 * an empty list here says only that no latest title has the words, not that no post does.
 */
export function LatestPosts({ posts, query, defaultImages }: Props) {
  const { t } = useTranslation('blog');
  const language = usePageLanguage();
  const headingId = useId();
  const shown = filterByTitle(posts, query);
  const message = posts.length === 0 ? t('noPosts') : shown.length === 0 ? t('noLatestMatch', { query: query.trim() }) : null;

  return (
    <section aria-labelledby={headingId} className={styles.section} data-testid="latest-posts">
      <h2 id={headingId} className={styles.heading}>
        {t('latestPosts')}
      </h2>
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((post) => {
            const image = post.image ?? defaultImages.thumb;
            return (
              <li key={post.slug}>
                <LocalizedLink to={blogPostPath(post.slug)} className={styles.link}>
                  {image ? (
                    <Picture image={image} alt="" className={styles.thumb} />
                  ) : (
                    <span className={styles.thumb} aria-hidden="true" />
                  )}
                  <span className={styles.title} {...textLanguageAttributes(post.textLanguage, language)}>
                    {post.title}
                  </span>
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
      ) : null}
      {message ? <p className={styles.message}>{message}</p> : null}
    </section>
  );
}
