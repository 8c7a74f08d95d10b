import React from 'react';
import { describedBy, type FieldIds } from './field-ids';
import { RequiredMark } from './RequiredMark';
import * as styles from './FormField.module.css';

interface Props {
  ids: FieldIds;
  label: string;
  hint?: string;
  error?: string;
  /** Marks the label with a red asterisk (the form explains it once, above its fields). */
  required?: boolean;
  /** A group of checkboxes is labelled by a legend instead of a label. */
  group?: boolean;
  className?: string;
  children: React.ReactNode;
}

function classes(...names: string[]): string {
  return names.filter(Boolean).join(' ');
}

/** Label, control, hint and the field's error in red, wired together by id: one for both forms. */
export function FormField({ ids, label, hint, error, required = false, group = false, className = '', children }: Props) {
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
      <fieldset className={classes(styles.field, styles.group, className)} aria-describedby={describedBy(ids, Boolean(hint), error)}>
        <legend className={styles.label}>{label}</legend>
        {hintLine}
        {children}
        {errorLine}
      </fieldset>
    );
  }
  return (
    <div className={classes(styles.field, className)}>
      <label htmlFor={ids.control} id={`${ids.control}-label`} className={styles.label}>
        {label}
        {required ? <RequiredMark text=" *" /> : null}
      </label>
      {children}
      {hintLine}
      {errorLine}
    </div>
  );
}
