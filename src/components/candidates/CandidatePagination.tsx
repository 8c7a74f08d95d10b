import React, { memo } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './CandidatePagination.module.css';
import { StepArrow } from '../StepArrow';

interface Props {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/**
 * Previous / next and "Page X of Y", only when there is more than one page. The buttons at
 * either end are marked aria-disabled instead of disabled so keyboard focus is not thrown
 * out of the control when the last page is reached. The arrows point the way
 * each step goes in the page's reading direction (StepArrow).
 */
export const CandidatePagination = memo(function CandidatePagination({ page, totalPages, onChange }: Props) {
  const { t } = useTranslation('candidates');
  if (totalPages <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= totalPages;

  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')} data-testid="candidate-pagination">
      <button
        type="button"
        className="button button--ghost"
        aria-disabled={atStart}
        onClick={() => !atStart && onChange(page - 1)}
      >
        <StepArrow toward="back" />
        {t('pagination.previous')}
      </button>
      <p className={styles.status} aria-live="polite" data-testid="candidate-page-status">
        {t('pagination.pageOf', { page, total: totalPages })}
      </p>
      <button
        type="button"
        className="button button--ghost"
        aria-disabled={atEnd}
        onClick={() => !atEnd && onChange(page + 1)}
      >
        {t('pagination.next')}
        <StepArrow toward="forward" />
      </button>
    </nav>
  );
});
