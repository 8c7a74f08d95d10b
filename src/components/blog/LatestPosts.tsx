import React from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../Picture/Picture';
import { blogPostPath } from '@efe/shared/routes';
import { localizePath, textLanguageAttributes } from '@efe/shared/language';
import type { Language } from '@efe/shared/constants';
import { filterByTitle } from '../../lib/blog-search';
import type { LatestPost } from './types';
import * as styles from './LatestPosts.module.css';

/** The side column's words, translated by the page that shows it (a type, not an interface: slice props must be indexable). */
export type LatestPostsTexts = {
  heading: string;
  noPosts: string;
  /** Said when no latest title has the search's words. */
  noMatch: string;
};

export interface LatestPostsProps {
  posts: readonly LatestPost[];
  /** A post without a picture of its own shows the blog's default thumbnail. */
  defaultThumb: IGatsbyImageData | null;
  language: Language;
  /** What the visitor has typed into the blog's search box. */
  search: string;
  texts: LatestPostsTexts;
}

/** The heading's id: the side column is on a page once, and a slice cannot take a `useId` from the page. */
const HEADING_ID = 'latest-posts-heading';

/**
 * The side column's image-and-title links to the newest posts, narrowed by the search's words in
 * their titles. The search's results (the count a screen reader hears) are in FullTextResults, so
 * an empty list here says only that no latest title has the words, not that no post does.
 *
 * Rendered as a Gatsby Slice (src/slices/latest-posts.tsx), once per language instead of into
 * every blog page, so it reads nothing from the page's i18next: language and words come as props.
 */
export function LatestPosts({ posts, defaultThumb, language, search, texts }: LatestPostsProps) {
  const shown = filterByTitle(posts, search);
  const message = posts.length === 0 ? texts.noPosts : shown.length === 0 ? texts.noMatch : null;

  return (
    <section aria-labelledby={HEADING_ID} className={styles.section} data-testid="latest-posts">
      <h2 id={HEADING_ID} className={styles.heading}>
        {texts.heading}
      </h2>
      {shown.length > 0 ? (
        <ul className={styles.list}>
          {shown.map((post) => {
            const image = post.image ?? defaultThumb;
            return (
              <li key={post.slug}>
                <Link to={localizePath(blogPostPath(post.slug), language)} className={styles.link}>
                  {image ? (
                    <Picture image={image} alt="" className={styles.thumb} />
                  ) : (
                    <span className={styles.thumb} aria-hidden="true" />
                  )}
                  <span className={styles.title} {...textLanguageAttributes(post.textLanguage, language)}>
                    {post.title}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {message ? <p className={styles.message}>{message}</p> : null}
    </section>
  );
}
