import { useCallback, useEffect, useState } from 'react';
import {
  NO_FILTERS,
  filtersFromSearch,
  normalizeFilters,
  searchWithFilters,
  type CandidateFilterOptions,
  type CandidateFilters,
} from '../../lib/candidate-filters';

/** Rewrites the query string in place: no new history entry, no navigation, hash kept. */
function writeToUrl(filters: CandidateFilters): void {
  const { pathname, search, hash } = window.location;
  const next = searchWithFilters(search, filters);
  if (next === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}

export interface FilterQuery {
  /** Filters the list is showing. */
  applied: CandidateFilters;
  /** What the selects show; applied by `apply` ("Find more"). */
  draft: CandidateFilters;
  setDraft: (filters: CandidateFilters) => void;
  apply: () => CandidateFilters;
  clear: () => void;
}

/**
 * Filter state kept in the URL (?language=&role=&country=): read when the page opens, written
 * when filters are applied or cleared. The language switcher keeps the query string, so the
 * filtered list survives a change of language.
 */
export function useFilterQuery(options: CandidateFilterOptions): FilterQuery {
  const [applied, setApplied] = useState<CandidateFilters>(NO_FILTERS);
  const [draft, setDraft] = useState<CandidateFilters>(NO_FILTERS);

  // Read once after hydration: the static HTML is the unfiltered list, whatever the URL says.
  useEffect(() => {
    const fromUrl = normalizeFilters(filtersFromSearch(window.location.search), options);
    setApplied(fromUrl);
    setDraft(fromUrl);
    writeToUrl(fromUrl);
    // Deliberately once: later option refreshes must not override what the visitor chose.
  }, []);

  const apply = useCallback(() => {
    setApplied(draft);
    writeToUrl(draft);
    return draft;
  }, [draft]);

  const clear = useCallback(() => {
    setApplied(NO_FILTERS);
    setDraft(NO_FILTERS);
    writeToUrl(NO_FILTERS);
  }, []);

  return { applied, draft, setDraft, apply, clear };
}
