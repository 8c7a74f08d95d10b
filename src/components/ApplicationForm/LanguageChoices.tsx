import React from 'react';
import type { FieldIds } from '../form/field-ids';
import * as styles from './ApplicationForm.module.css';

interface Props {
  ids: FieldIds;
  options: { value: string; label: string }[];
  selected: readonly string[];
  invalid: boolean;
  onChange: (selected: string[]) => void;
}

/**
 * Languages as a group of checkboxes rather than a <select multiple>: on a phone every option is
 * a large tap target that shows its state at a glance, and on a desktop no Ctrl/Cmd-click is
 * needed to pick a second language without losing the first.
 */
export function LanguageChoices({ ids, options, selected, invalid, onChange }: Props) {
  // The result follows the order of the list, not the order of clicks.
  const toggle = (value: string, checked: boolean) =>
    onChange(
      options
        .map((option) => option.value)
        .filter((item) => (item === value ? checked : selected.includes(item))),
    );

  return (
    <ul className={styles.choices}>
      {options.map((option, index) => {
        const id = `${ids.control}-${index}`;
        return (
          <li key={option.value}>
            <input
              id={id}
              type="checkbox"
              name={ids.field}
              value={option.value}
              checked={selected.includes(option.value)}
              aria-invalid={invalid || undefined}
              className={styles.checkbox}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            <label htmlFor={id}>{option.label}</label>
          </li>
        );
      })}
    </ul>
  );
}
