/**
 * The candidate search: which candidates match the chosen language, role and country, and how
 * that choice is written to and read from the URL query (?language=&role=&country=) so a
 * filtered list can be shared and survives the language switch.
 * Values are the API's canonical English spellings in every site language; only their labels
 * are translated.
 */
import type { Candidate } from '@efe/shared/candidate';
import type { FilterOptions } from '@efe/shared/contract/candidate';

export const FILTER_KEYS = ['language', 'role', 'country'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The chosen value of each filter; '' means "any". */
export type CandidateFilters = Record<FilterKey, string>;

export const NO_FILTERS: CandidateFilters = { language: '', role: '', country: '' };

/**
 * The cards show these when a candidate has no roles or languages (docs/product-rules.md, Candidates). Matching uses them too, so
 * what a card says is what the filter finds.
 */
export const DEFAULT_CANDIDATE_ROLES = ['Nanny', 'Nanny-housekeeper', 'Part Time Nanny'] as const;
export const DEFAULT_CANDIDATE_LANGUAGES = ['English', 'Arabic'] as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function hasFilters(filters: CandidateFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

export function effectiveRoles(candidate: Pick<Candidate, 'roles'>): readonly string[] {
  return candidate.roles.length > 0 ? candidate.roles : DEFAULT_CANDIDATE_ROLES;
}

export function effectiveLanguages(candidate: Pick<Candidate, 'languages'>): readonly string[] {
  return candidate.languages.length > 0 ? candidate.languages : DEFAULT_CANDIDATE_LANGUAGES;
}

/** What each filter compares: a candidate's values as one spelling (trimmed, lower case). */
export type CandidateFacets = Record<FilterKey, string[]>;

const facetOf = (value: string) => value.trim().toLowerCase();

/**
 * A candidate's values each filter tests. A card carries them (FACETS_ATTRIBUTE), so the page's
 * inline script can filter the cards it holds before the page's code runs, by the same rule.
 */
export function candidateFacets(candidate: Pick<Candidate, 'roles' | 'languages' | 'country'>): CandidateFacets {
  return {
    language: effectiveLanguages(candidate).map(facetOf),
    role: effectiveRoles(candidate).map(facetOf),
    country: candidate.country ? [facetOf(candidate.country)] : [],
  };
}

/** The attribute of a card's list item holding its facets, as JSON. */
export const FACETS_ATTRIBUTE = 'data-facets';

export function facetsMatch(facets: CandidateFacets, filters: CandidateFilters): boolean {
  return FILTER_KEYS.every((key) => !filters[key] || facets[key].includes(facetOf(filters[key])));
}

export function matchesFilters(
  candidate: Pick<Candidate, 'roles' | 'languages' | 'country'>,
  filters: CandidateFilters,
): boolean {
  return facetsMatch(candidateFacets(candidate), filters);
}

export function applyFilters<T extends Pick<Candidate, 'roles' | 'languages' | 'country'>>(
  candidates: readonly T[],
  filters: CandidateFilters,
): T[] {
  return hasFilters(filters) ? candidates.filter((candidate) => matchesFilters(candidate, filters)) : [...candidates];
}

/** Reads the filters from a query string ("?language=Arabic&role=Nanny"); unknown keys are ignored. */
export function filtersFromSearch(search: string): CandidateFilters {
  const params = new URLSearchParams(search);
  const filters = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = (params.get(key) ?? '').trim();
  return filters;
}

/**
 * The query string with the filters written in and every other parameter kept; empty filters
 * are removed rather than left as "language=". Returns '' or a string starting with '?'.
 */
export function searchWithFilters(search: string, filters: CandidateFilters): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Options as the page holds them (the build's are read-only): never changed in place. */
export type ShownFilterOptions = { readonly [Key in keyof FilterOptions]: readonly string[] };

const OPTIONS_BY_KEY: Record<FilterKey, keyof FilterOptions> = {
  language: 'languages',
  role: 'roles',
  country: 'countries',
};

/**
 * Maps values from a URL onto the offered options' spelling ("arabic" -> "Arabic") so the
 * selects show them; a value that is not offered is dropped instead of silently matching nothing.
 * With no options known yet (an empty list) the value is kept as it is.
 */
export function normalizeFilters(filters: CandidateFilters, options: ShownFilterOptions): CandidateFilters {
  const normalized = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    const offered = options[OPTIONS_BY_KEY[key]];
    if (!value) continue;
    if (offered.length === 0) normalized[key] = value;
    else normalized[key] = offered.find((option) => same(option, value)) ?? '';
  }
  return normalized;
}
