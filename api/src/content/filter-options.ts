/**
 * Filter options of the candidate search, which are also the only roles and languages an
 * application may name (the form offers exactly these, lower-cased).
 */
import { parseList } from '@efe/shared/candidate';
import type { CandidateRecord, FilterOptions } from '@efe/shared/contract/candidate';

/** Roles the form must always offer, even before any candidate with that role is listed. */
export const BASE_ROLES = ['Nanny', 'Governess', 'Tutor', 'Teacher'] as const;

type CandidateFacets = Pick<CandidateRecord, 'roles' | 'language' | 'country'>;

/** Distinct values ignoring case (first spelling wins), sorted alphabetically. */
function distinctSorted(values: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const raw of values) {
    const value = raw.trim();
    if (value && !byKey.has(value.toLowerCase())) byKey.set(value.toLowerCase(), value);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

export function filterOptionsOf(candidates: readonly CandidateFacets[]): FilterOptions {
  return {
    roles: distinctSorted([...BASE_ROLES, ...candidates.flatMap((candidate) => parseList(candidate.roles))]),
    countries: distinctSorted(candidates.flatMap((candidate) => (candidate.country ? [candidate.country] : []))),
    languages: distinctSorted(candidates.flatMap((candidate) => parseList(candidate.language))),
  };
}
