import React, { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTER_KEYS, NO_FILTERS, type CandidateFilters, type FilterKey, type ShownFilterOptions } from '../../lib/candidate-filters';
import { useValueLabels, type ValueGroup } from './use-value-labels';
import { EARLY_INPUT, takeEarlyInput } from '../../lib/early-actions';
import * as styles from './CandidateFilterForm.module.css';

interface Props {
  options: ShownFilterOptions;
  value: CandidateFilters;
  /** How many candidates the list has for `value`; null while it cannot say (loading, failed). */
  found: number | null;
  /** A select changed: the list follows at once. */
  onChange: (filters: CandidateFilters) => void;
  /** "Find more" (the old site's button, kept): takes the visitor to the results. */
  onSubmit: () => void;
}

interface SelectSpec {
  key: FilterKey;
  group: ValueGroup;
  labelKey: string;
  anyKey: string;
}

// Kept literal, so each label is typed as the text its key names.
const SELECTS = [
  { key: 'language', group: 'languages', labelKey: 'card.languages', anyKey: 'filters.allLanguages' },
  { key: 'role', group: 'roles', labelKey: 'filters.lookingFor', anyKey: 'filters.anyRole' },
  { key: 'country', group: 'countries', labelKey: 'filters.selectCountry', anyKey: 'filters.anyCountry' },
] as const satisfies readonly SelectSpec[];

/** The filters as the selects show them: what the visitor chose, though the code did not see it happen. */
function chosenIn(form: HTMLFormElement): CandidateFilters {
  const chosen = (key: FilterKey) => form.querySelector<HTMLSelectElement>(`select[data-filter="${key}"]`)?.value ?? '';
  const filters = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = chosen(key);
  return filters;
}

/**
 * The three filters of the candidate search. Each choice applies at once: a button labelled
 * "Find more" reads like "load more", and visitors who never pressed it saw nothing change.
 * A choice made before the page's code ran stays in its select, and the list follows it as soon as
 * the code runs (lib/early-actions); meanwhile the list shows that it is working, and so does the
 * select she used (lib/early-candidate-filter marks it busy).
 * On a phone the list may be below the screen while she uses the last select: the field she used
 * says, by its label, that it is searching, then how many candidates the list now has (the list's
 * live region says it to a screen reader). Nothing there takes room: nothing moves as it changes.
 * Drawn again only when its props change: its selects hold every country, and a profile opened or
 * a page turned must not redraw them.
 */
export const CandidateFilterForm = memo(function CandidateFilterForm({ options, value, found, onChange, onSubmit }: Props) {
  const { t } = useTranslation('candidates');
  const { sortedOptions } = useValueLabels();
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const formRef = useRef<HTMLFormElement>(null);
  // The select the visitor used last, whose field shows the list's answer.
  const [used, setUsed] = useState<string | undefined>();

  // Before any later render can set the selects back to what the code knew.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // The early script marked the select she used last as busy.
    setUsed(form.querySelector<HTMLSelectElement>('select[aria-busy]')?.dataset.filter);
    if (takeEarlyInput(Array.from(form.querySelectorAll('select')))) onChange(chosenIn(form));
    // Once, when the code first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={formRef}
      role="search"
      aria-labelledby={titleId}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t('filters.title')}
      </h2>
      {/* On a phone they fill the screen's foot, where the WhatsApp button would float (its CSS). */}
      <div className={styles.controls} data-keep-clear="">
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
              {/* Shown, not heard: the select is busy, and the list's live region says the count. Busy only until the count comes. */}
              <span className={styles.state} aria-hidden="true">
                <span className="working-ring" />
                <span className={styles.searching}>{t('filters.searching')}</span>
                {used === spec.key && found !== null ? t('filters.found', { number: found }) : null}
              </span>
              <select
                id={id}
                className={styles.select}
                value={current}
                data-testid={`filter-${spec.key}`}
                data-filter={spec.key}
                {...{ [EARLY_INPUT]: '' }}
                onChange={(event) => {
                  setUsed(spec.key);
                  onChange({ ...value, [spec.key]: event.target.value });
                }}
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
});
