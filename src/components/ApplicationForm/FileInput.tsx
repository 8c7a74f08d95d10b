import React from 'react';
import { describedBy, type FieldIds } from '../form/field-ids';
import * as styles from './ApplicationForm.module.css';

interface Props {
  ids: FieldIds;
  accept: string;
  file: File | null;
  error?: string;
  hasHint: boolean;
  chooseLabel: string;
  noFileLabel: string;
  inputRef: React.RefObject<HTMLInputElement>;
  onSelect: (file: File | null, input: HTMLInputElement) => void;
}

/**
 * A file picker that speaks the page's language: the native input stays in the page (focusable,
 * labelled, usable by tests and assistive technology) but is drawn as a "Choose file" button
 * followed by the chosen file's name or "No file chosen".
 */
export function FileInput({ ids, accept, file, error, hasHint, chooseLabel, noFileLabel, inputRef, onSelect }: Props) {
  return (
    <div className={styles.fileRow}>
      <input
        ref={inputRef}
        id={ids.control}
        name={ids.field}
        type="file"
        accept={accept}
        className={`visually-hidden ${styles.fileInput}`}
        aria-labelledby={`${ids.control}-label`}
        aria-describedby={[`${ids.control}-name`, describedBy(ids, hasHint, error)].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onSelect(event.currentTarget.files?.[0] ?? null, event.currentTarget)}
      />
      {/* A second label: clicking it opens the picker, with no script. The input's name is still the
          field label's (aria-labelledby wins over labels); HTML forbids aria-hidden on a label of a control. */}
      <label htmlFor={ids.control} className={`button button--ghost ${styles.fileButton}`}>
        {chooseLabel}
      </label>
      <span id={`${ids.control}-name`} className={styles.fileName} data-testid={`${ids.field}-file-name`}>
        {file ? file.name : noFileLabel}
      </span>
    </div>
  );
}
