/**
 * A candidate families see carries the recruiters' rating: the site's card shows stars, and an
 * answer without a rating is drawn with the old site's default of five, which no one gave her.
 * So publishing without one is refused with the reason; a draft may wait for its rating.
 */
import type { CandidateInput, CandidateRecord } from '@shared/contract/candidate';
import { MAX_CANDIDATE_RATING } from '@shared/constants';
import { FieldErrors } from '../http/errors';

export const UNRATED_REFUSAL = `Not published: a profile families see needs a rating (1 to ${MAX_CANDIDATE_RATING} stars), or the site would show ${MAX_CANDIDATE_RATING} stars no one gave. Choose a rating, or switch Published off to keep it a draft.`;

/** Throws 409 with the reason when the write would show a candidate without a rating; `stored`: what she is now (undefined for a new one). */
export function refusePublishingUnrated(input: CandidateInput, stored: CandidateRecord | undefined): void {
  const published = input.published ?? stored?.published ?? true;
  if (published && (input.rating ?? null) === null) throw new FieldErrors({ rating: UNRATED_REFUSAL }, 409);
}
