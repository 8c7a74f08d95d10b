import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateFilterOptions, CandidateFilters, FilterKey } from '../../lib/candidate-filters';
import { useValueLabels, type ValueGroup } from './use-value-labels';
import * as styles from './CandidateFilterForm.module.css';

interface Props {
  options: CandidateFilterOptions;
  value: CandidateFilters;
  onChange: (filters: CandidateFilters) => void;
  /** "Find more": apply what the selects show. */
  onApply: () => void;
}

interface SelectSpec {
  key: FilterKey;
  group: ValueGroup;
  labelKey: string;
  anyKey: string;
}

const SELECTS: readonly SelectSpec[] = [
  { key: 'language', group: 'languages', labelKey: 'card.languages', anyKey: 'filters.allLanguages' },
  { key: 'role', group: 'roles', labelKey: 'filters.lookingFor', anyKey: 'filters.anyRole' },
  { key: 'country', group: 'countries', labelKey: 'filters.selectCountry', anyKey: 'filters.anyCountry' },
];

/** The three filters of the candidate search; nothing changes in the list until "Find more". */
export function CandidateFilterForm({ options, value, onChange, onApply }: Props) {
  const { t } = useTranslation('candidates');
  const { sortedOptions } = useValueLabels();
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;

  return (
    <form
      role="search"
      aria-labelledby={titleId}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t('filters.title')}
      </h2>
      <div className={styles.controls}>
        {SELECTS.map((spec) => {
          const id = `${idPrefix}-${spec.key}`;
          // A value from the URL that the options do not (yet) contain is still shown as chosen.
          const choices = sortedOptions(spec.group, options[spec.group]);
          const current = value[spec.key];
          const offered = current === '' || choices.some((choice) => choice.value === current);
          return (
            <div key={spec.key} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                {t(spec.labelKey)}
              </label>
              <select
                id={id}
                className={styles.select}
                value={current}
                data-testid={`filter-${spec.key}`}
                onChange={(event) => onChange({ ...value, [spec.key]: event.target.value })}
              >
                <option value="">{t(spec.anyKey)}</option>
                {offered ? null : <option value={current}>{current}</option>}
                {choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <button type="submit" className={`button ${styles.submit}`}>
          {t('filters.findMore')}
        </button>
      </div>
    </form>
  );
}
