import React from 'react';
import { useField } from 'formik';
import type { ContactField as ContactFieldName } from '../../lib/contact-schema';
import * as styles from './ContactForm.module.css';

interface Props {
  name: ContactFieldName;
  label: string;
  /** Id prefix shared by the form, so ids stay unique when two forms are on one page. */
  idPrefix: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  multiline?: boolean;
  wide?: boolean;
}

export function contactFieldId(idPrefix: string, name: ContactFieldName): string {
  return `${idPrefix}-${name}`;
}

/** One labelled control with its error in red under it, linked by aria-describedby. */
export function ContactField({ name, label, idPrefix, type = 'text', autoComplete, multiline = false, wide = false }: Props) {
  const [field, meta] = useField<string>(name);
  const id = contactFieldId(idPrefix, name);
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const controlProps = {
    ...field,
    id,
    autoComplete,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${styles.control} ${error ? styles.controlInvalid : ''}`,
  };

  return (
    <div className={`${styles.field} ${wide ? styles.fieldWide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.requiredMark} aria-hidden="true">
          {' *'}
        </span>
      </label>
      {multiline ? (
        <textarea {...controlProps} rows={6} />
      ) : (
        <input {...controlProps} type={type} inputMode={type === 'tel' ? 'tel' : undefined} dir={type === 'text' ? undefined : 'ltr'} />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
