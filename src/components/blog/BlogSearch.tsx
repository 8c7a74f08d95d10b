import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './BlogSearch.module.css';

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  /** The visitor is about to search (the box got focus): time to load the full-text index. */
  onFocus: () => void;
}

/** The blog's search box. Results follow as the visitor types; there is nothing to submit. */
export function BlogSearch({ query, onQueryChange, onFocus }: Props) {
  const { t } = useTranslation('blog');
  const inputId = useId();
  const placeholder: string = t('searchPlaceholder');
  return (
    // Enter in a form's only text field submits it even without a button: that must do nothing.
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className={styles.label}>
        {t('searchLabel')}
      </label>
      <div className={styles.field}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="blog-search"
          onChange={(event) => onQueryChange(event.target.value)}
          onFocus={onFocus}
        />
      </div>
    </form>
  );
}
