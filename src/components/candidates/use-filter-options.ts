import { startTransition, useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import type { ShownFilterOptions } from '../../lib/candidate-filters';
import { isFilterOptions } from '@efe/shared/contract/answer-checks';
import { propertyOf } from '@efe/shared/read-unknown';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);
const sameOptions = (a: ShownFilterOptions, b: ShownFilterOptions) =>
  sameList(a.roles, b.roles) && sameList(a.countries, b.countries) && sameList(a.languages, b.languages);

/**
 * The search and application options (roles, countries, languages): the build's copy first,
 * then the API's current one, so a role added since the last deploy can be chosen.
 */
export function useFilterOptions(built: ShownFilterOptions): ShownFilterOptions {
  const [options, setOptions] = useState<ShownFilterOptions>(built);

  useEffect(() => {
    let current = true;
    void api.filterOptions().then((result) => {
      if (!current || !result.ok) return;
      const fresh = propertyOf(result.data, 'data');
      if (isFilterOptions(fresh)) {
        const next = { roles: fresh.roles, countries: fresh.countries, languages: fresh.languages };
        // Usually nothing changed since the build: keep the same object, so the page does not render again.
        // A transition: the answer may come while parts of the page still wait to hydrate, and the
        // page's template holds these options, above every part; an urgent update would make React
        // drop those parts' server HTML (error 421), a transition waits for them.
        startTransition(() => setOptions((current) => (sameOptions(current, next) ? current : next)));
      }
    });
    return () => {
      current = false;
    };
  }, []);

  return options;
}
