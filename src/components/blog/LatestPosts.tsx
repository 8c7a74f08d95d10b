import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { Picture } from '../Picture/Picture';
import { blogPostPath } from '../../lib/routes';
import { filterByTitle } from '../../lib/blog-search';
import { textLanguageAttributes } from '../../lib/language';
import { usePageLanguage } from '../../hooks/use-page-language';
import type { LatestPost, BlogDefaultImages } from './types';
import * as styles from './LatestPosts.module.css';

interface Props {
  posts: readonly LatestPost[];
  query: string;
  defaultImages: BlogDefaultImages;
  /** Speak 'No posts found.' when the search empties the list (pages without a card list). */
  announceResults: boolean;
}

/** The side column's image-and-title links to the newest posts, narrowed by the search. */
export function LatestPosts({ posts, query, defaultImages, announceResults }: Props) {
  const { t } = useTranslation('blog');
  const language = usePageLanguage();
  const headingId = useId();
  const shown = filterByTitle(posts, query);
  const message = posts.length === 0 ? t('noPosts') : shown.length === 0 ? t('noPostsFound') : null;

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
      {/* The live region exists before it changes, so screen readers announce the change. */}
      <div role={announceResults ? 'status' : undefined} className={styles.message}>
        {message ? <p>{message}</p> : null}
      </div>
    </section>
  );
}
