import React from 'react';
import { FormField } from '../form/FormField';
import { controlProps, type FieldIds } from '../form/field-ids';
import { FileInput } from './FileInput';
import * as styles from './ApplicationForm.module.css';

interface FieldProps {
  ids: FieldIds;
  label: string;
  error: string | undefined;
}

interface LineKind {
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  /** Addresses and numbers read left to right in Arabic too; a name follows its own letters. */
  dir: 'auto' | 'ltr';
  inputMode?: 'numeric';
}

const LINE_KINDS: Record<'name' | 'email' | 'phone', LineKind> = {
  name: { type: 'text', autoComplete: 'name', dir: 'auto' },
  email: { type: 'email', autoComplete: 'email', dir: 'ltr' },
  phone: { type: 'tel', autoComplete: 'tel', dir: 'ltr', inputMode: 'numeric' },
};

interface LineProps extends FieldProps {
  kind: keyof typeof LINE_KINDS;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A one-line answer: the applicant's name, e-mail or phone. */
export function LineControl({ ids, label, error, kind, hint, value, onChange }: LineProps) {
  const { type, autoComplete, dir, inputMode } = LINE_KINDS[kind];
  return (
    <FormField ids={ids} label={label} hint={hint} error={error}>
      <input
        {...controlProps(ids, Boolean(hint), error)}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        dir={dir}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormField>
  );
}

interface ChoiceProps extends FieldProps {
  hint?: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/** One choice from a list (the role, the age group, the country), with a placeholder that is not an answer. */
export function ChoiceControl({ ids, label, error, hint, placeholder, options, value, onChange }: ChoiceProps) {
  return (
    <FormField ids={ids} label={label} hint={hint} error={error}>
      <select {...controlProps(ids, Boolean(hint), error)} className={styles.input} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

interface FileProps extends FieldProps {
  hint: string;
  accept: string;
  file: File | null;
  chooseLabel: string;
  noFileLabel: string;
  inputRef: React.RefObject<HTMLInputElement>;
  onSelect: (file: File | null, input: HTMLInputElement) => void;
}

/** A file to attach (the CV, the photo), with what it may be as its hint. */
export function FileControl({ ids, label, error, hint, ...picker }: FileProps) {
  return (
    <FormField ids={ids} label={label} hint={hint} error={error}>
      <FileInput ids={ids} error={error} hasHint {...picker} />
    </FormField>
  );
}
