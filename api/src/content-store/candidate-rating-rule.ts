/**
 * A candidate families see carries the recruiters' rating: families compare the candidates by
 * their stars, and the site draws none where no rating was given (never a default no one chose).
 * So publishing without one is refused with the reason; a draft may wait for its rating. The seed
 * files follow the same rule (api/src/seed/seed-format.ts).
 */
import type { CandidateInput, CandidateRecord } from '@efe/shared/contract/candidate';
import { MAX_CANDIDATE_RATING } from '@efe/shared/constants';
import { FieldErrors } from '../http/errors';

export const UNRATED_REFUSAL = `Not published: a profile families see needs a rating (1 to ${MAX_CANDIDATE_RATING} stars), which families compare candidates by; without one the site shows no stars. Choose a rating, or switch Published off to keep it a draft.`;

/** Whether the write would show a candidate without a rating; `stored`: what she is now (undefined for a new one). */
export function publishesUnrated(input: CandidateInput, stored: CandidateRecord | undefined): boolean {
  const published = input.published ?? stored?.published ?? true;
  return published && (input.rating ?? null) === null;
}

/** Throws 409 with the reason when the write would show a candidate without a rating. */
export function refusePublishingUnrated(input: CandidateInput, stored: CandidateRecord | undefined): void {
  if (publishesUnrated(input, stored)) throw new FieldErrors({ rating: UNRATED_REFUSAL }, 409);
}
