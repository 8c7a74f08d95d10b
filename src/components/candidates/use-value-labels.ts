import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../hooks/use-page-language';
import { listSeparator } from '../../lib/list-format';

export type ValueGroup = 'roles' | 'languages' | 'countries';

/** Lower-cased value -> label, in the order of the locale file. */
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
      const map: LabelMap = new Map();
      for (const [value, label] of Object.entries(t(`values.${group}`, { returnObjects: true }))) {
        if (label) map.set(value.toLowerCase(), label);
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

  /**
   * Options sorted by their label in the page's language, so Arabic and Russian lists read in order.
   * The locale files list each group in that order already (src/locales.test.ts holds them to it),
   * so known values keep the file's order: comparing labels would start Intl in the browser, 100-200 ms
   * of a phone's CPU while the candidates page hydrates. Only a value the files do not name yet is
   * compared by its text.
   */
  const sortedOptions = useCallback(
    (group: ValueGroup, values: readonly string[]) => {
      const ranks = new Map([...maps[group].keys()].map((value, index) => [value, index]));
      const options = values.map((value) => ({ value, label: label(group, value) }));
      const rank = (option: { value: string }) => ranks.get(option.value.trim().toLowerCase()) ?? Infinity;
      if (options.every((option) => rank(option) !== Infinity)) return options.sort((a, b) => rank(a) - rank(b));
      return options.sort((a, b) => a.label.localeCompare(b.label, language));
    },
    [maps, label, language],
  );

  return { label, list, sortedOptions };
}
