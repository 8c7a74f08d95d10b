import { useCallback, useEffect, useState } from 'react';
import {
  NO_FILTERS,
  filtersFromSearch,
  normalizeFilters,
  searchWithFilters,
  type CandidateFilters,
  type ShownFilterOptions,
} from '../../lib/candidate-filters';

/** Rewrites the query string in place: no new history entry, no navigation, hash kept. */
function writeToUrl(filters: CandidateFilters): void {
  const { pathname, search, hash } = window.location;
  const next = searchWithFilters(search, filters);
  if (next === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}

export interface FilterQuery {
  /** Filters the list is showing, and the selects too. */
  applied: CandidateFilters;
  /** Shows the list for these filters at once and writes them to the URL. */
  choose: (filters: CandidateFilters) => void;
  clear: () => void;
}

/**
 * Filter state kept in the URL (?language=&role=&country=): read when the page opens, written
 * whenever a filter is chosen or cleared. The language switcher keeps the query string, so the
 * filtered list survives a change of language.
 */
export function useFilterQuery(options: ShownFilterOptions): FilterQuery {
  const [applied, setApplied] = useState<CandidateFilters>(NO_FILTERS);

  // Read once after hydration: the static HTML is the unfiltered list, whatever the URL says.
  useEffect(() => {
    const fromUrl = normalizeFilters(filtersFromSearch(window.location.search), options);
    setApplied(fromUrl);
    writeToUrl(fromUrl);
    // Deliberately once: later option refreshes must not override what the visitor chose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = useCallback((filters: CandidateFilters) => {
    setApplied(filters);
    writeToUrl(filters);
  }, []);

  const clear = useCallback(() => choose(NO_FILTERS), [choose]);

  return { applied, choose, clear };
}
