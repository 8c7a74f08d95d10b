import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../hooks/use-page-language';
import { listSeparator } from '../../lib/list-format';

export type ValueGroup = 'roles' | 'languages' | 'countries';

type LabelMap = Map<string, string>;

/**
 * Translated labels of the API's role, language and country values (`candidates:values.*`),
 * matched ignoring case; a value without a translation is shown as the API sent it.
 */
export function useValueLabels() {
  const { t } = useTranslation('candidates');
  const language = usePageLanguage();

  const maps = useMemo(() => {
    const read = (group: ValueGroup): LabelMap => {
      const entries = t(`values.${group}`, { returnObjects: true }) as unknown;
      const map: LabelMap = new Map();
      if (entries && typeof entries === 'object') {
        for (const [value, label] of Object.entries(entries as Record<string, unknown>)) {
          if (typeof label === 'string' && label) map.set(value.toLowerCase(), label);
        }
      }
      return map;
    };
    return { roles: read('roles'), languages: read('languages'), countries: read('countries') };
  }, [t]);

  const label = useCallback(
    (group: ValueGroup, value: string) => maps[group].get(value.trim().toLowerCase()) ?? value,
    [maps],
  );

  /** Labels joined the way the language writes lists ("English, Arabic" / "الإنجليزية، العربية"). */
  const list = useCallback(
    (group: ValueGroup, values: readonly string[]) =>
      values.map((value) => label(group, value)).join(listSeparator(language)),
    [label, language],
  );

  /** Options sorted by their label in the page's language, so Arabic and Russian lists read in order. */
  const sortedOptions = useCallback(
    (group: ValueGroup, values: readonly string[]) =>
      values
        .map((value) => ({ value, label: label(group, value) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [label, language],
  );

  return { label, list, sortedOptions };
}
