import { useMemo } from 'react';
import { useValueLabels } from '../candidates/use-value-labels';

/** The offered roles and languages as choices: labelled in the page's language, sorted by label, sent lower-cased. */
export function useOfferedOptions(roles: readonly string[], languages: readonly string[]) {
  const { sortedOptions } = useValueLabels();
  return useMemo(() => {
    const lowerCased = (kind: 'roles' | 'languages', values: readonly string[]) =>
      sortedOptions(kind, values).map((option) => ({ ...option, value: option.value.toLowerCase() }));
    return { roleOptions: lowerCased('roles', roles), languageOptions: lowerCased('languages', languages) };
  }, [sortedOptions, roles, languages]);
}
