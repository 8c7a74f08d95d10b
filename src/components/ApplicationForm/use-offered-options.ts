import { useMemo } from 'react';
import { applicationCountries } from '@efe/shared/countries';
import { useValueLabels } from '../candidates/use-value-labels';

/**
 * The offered roles, languages and countries as choices: labelled in the page's language, sorted by
 * label; roles and languages sent lower-cased, a country in the site's spelling.
 */
export function useOfferedOptions(roles: readonly string[], languages: readonly string[], candidateCountries: readonly string[]) {
  const { sortedOptions } = useValueLabels();
  const countries = useMemo(() => applicationCountries(candidateCountries), [candidateCountries]);
  const options = useMemo(() => {
    const lowerCased = (kind: 'roles' | 'languages', values: readonly string[]) =>
      sortedOptions(kind, values).map((option) => ({ ...option, value: option.value.toLowerCase() }));
    return { roleOptions: lowerCased('roles', roles), languageOptions: lowerCased('languages', languages), countryOptions: sortedOptions('countries', countries) };
  }, [sortedOptions, roles, languages, countries]);
  return { ...options, countries };
}
