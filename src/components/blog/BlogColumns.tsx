import React, { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlogSidebar } from './BlogSidebar';
import { ScrollTopButton } from './ScrollTopButton';
import type { BlogDefaultImages, LatestPost } from './types';
import * as styles from './BlogColumns.module.css';

interface Props {
  latestPosts: readonly LatestPost[];
  defaultImages: BlogDefaultImages;
  /** Whether the side column announces its matches (on the list page the cards' count does). */
  announceResults: boolean;
  /** The main column, given the visitor's search (the list narrows its cards by it). */
  children: (query: string) => React.ReactNode;
}

/**
 * Every blog page below its banner: the main column, the side column with its title search
 * (stacked below on phones, beside from 1024 px), and the scroll-to-top button.
 */
export function BlogColumns({ latestPosts, defaultImages, announceResults, children }: Props) {
  const { t } = useTranslation('blog');
  const [query, setQuery] = useState('');
  return (
    <>
      <section className="section">
        <div className={`container ${styles.columns}`}>
          <div className={styles.main}>{children(query)}</div>
          <aside className={styles.aside}>
            <BlogSidebar
              query={query}
              onQueryChange={setQuery}
              latestPosts={latestPosts}
              defaultImages={defaultImages}
              announceResults={announceResults}
            />
          </aside>
        </div>
      </section>
      <ScrollTopButton label={t('scrollTop')} />
    </>
  );
}
