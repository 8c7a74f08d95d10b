import React from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { blogListPath, GAP, pageLinks } from '../../lib/blog-pages';
import * as styles from './BlogPagination.module.css';
import { StepArrow } from '../StepArrow';

interface Props {
  page: number;
  count: number;
}

/**
 * The blog list pages as links: previous, the numbered pages (the current one marked for screen
 * readers with aria-current) and next. Plain links to static pages, so they work before the
 * JavaScript arrives and every page has its own address. The arrows point the way
 * each step goes in the page's reading direction (StepArrow).
 */
export function BlogPagination({ page, count }: Props) {
  const { t } = useTranslation('blog');
  if (count <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')} data-testid="blog-pagination">
      {page > 1 ? (
        <LocalizedLink to={blogListPath(page - 1)} className={`button button--ghost ${styles.step}`} rel="prev" data-testid="blog-page-previous">
          <StepArrow toward="back" />
          {t('pagination.previous')}
        </LocalizedLink>
      ) : null}
      <ol className={styles.pages}>
        {pageLinks(page, count).map((link, index) =>
          link === GAP ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              <LocalizedLink
                to={blogListPath(link)}
                className={styles.number}
                aria-current={link === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: link })}
              >
                {link}
              </LocalizedLink>
            </li>
          ),
        )}
      </ol>
      {page < count ? (
        <LocalizedLink to={blogListPath(page + 1)} className={`button button--ghost ${styles.step}`} rel="next" data-testid="blog-page-next">
          {t('pagination.next')}
          <StepArrow toward="forward" />
        </LocalizedLink>
      ) : null}
    </nav>
  );
}
