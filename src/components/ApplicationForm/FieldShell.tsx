import React from 'react';
import * as styles from './ApplicationForm.module.css';

export interface FieldIds {
  field: string;
  control: string;
  hint: string;
  error: string;
}

export function fieldIds(prefix: string, field: string): FieldIds {
  return { field, control: `${prefix}-${field}`, hint: `${prefix}-${field}-hint`, error: `${prefix}-${field}-error` };
}

/** The ids a control's aria-describedby lists: its hint, then its error when there is one. */
export function describedBy(ids: FieldIds, hasHint: boolean, error: string | undefined): string | undefined {
  const parts = [hasHint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

interface Props {
  ids: FieldIds;
  label: string;
  hint?: string;
  error?: string;
  /** A group of checkboxes is labelled by a legend instead of a label. */
  group?: boolean;
  children: React.ReactNode;
}

/** Label, control, hint and the field's error in red, wired together by id. */
export function FieldShell({ ids, label, hint, error, group = false, children }: Props) {
  const hintLine = hint ? (
    <p id={ids.hint} className={styles.hint}>
      {hint}
    </p>
  ) : null;
  const errorLine = error ? (
    <p id={ids.error} className={styles.error} data-testid={`${ids.field}-error`}>
      {error}
    </p>
  ) : null;

  if (group) {
    return (
      <fieldset className={`${styles.field} ${styles.group}`} aria-describedby={describedBy(ids, Boolean(hint), error)}>
        <legend className={styles.label}>{label}</legend>
        {hintLine}
        {children}
        {errorLine}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={ids.control} id={`${ids.control}-label`} className={styles.label}>
        {label}
      </label>
      {children}
      {hintLine}
      {errorLine}
    </div>
  );
}
