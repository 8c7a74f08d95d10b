import React, { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EARLY_INPUT, takeEarlyInput } from '../../lib/early-actions';
import * as styles from './BlogSearch.module.css';

interface Props {
  query: string;
  onQueryChange: (query: string) => void;
  /** The visitor is about to search (the box got focus): time to load the full-text index. */
  onFocus: () => void;
}

/**
 * The blog's search box. Results follow as the visitor types; there is nothing to submit. Words
 * typed before the page's code ran stay in the box, which says it is searching, and are searched
 * as soon as the code runs (lib/early-actions).
 */
export function BlogSearch({ query, onQueryChange, onFocus }: Props) {
  const { t } = useTranslation('blog');
  const inputId = useId();
  const placeholder: string = t('searchPlaceholder');
  const inputRef = useRef<HTMLInputElement>(null);

  // Before any later render could set the box back to what the code knew.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    takeEarlyInput([input]);
    // Just after this effect, not in it: React gives an update made in an effect the priority of
    // the render that ran it, here the page's low-priority hydration (idle), and an idle update
    // waits behind any transition that waits (the side column's search, until it has hydrated),
    // so the box's words would not show as searched, nor the page say it is searching, until then.
    // No keystroke comes between (a microtask), and the box's value is read when applied.
    queueMicrotask(() => {
      if (input.value !== query) onQueryChange(input.value);
    });
    // Once, when the code first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
        <span className="working-ring" aria-hidden="true" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="blog-search"
          {...{ [EARLY_INPUT]: '' }}
          onChange={(event) => onQueryChange(event.target.value)}
          onFocus={onFocus}
        />
        <p className={styles.working} aria-hidden="true">
          {t('fullText.searching')}
        </p>
      </div>
    </form>
  );
}
