/**
 * The shortlist page's check of what its link answers, apart from answer-checks.ts so that no
 * other page loads it (answer-checks.test.ts holds it to the contract's schema as the others).
 */
import { SHORTLIST_ANSWERS } from './engagement';
import type { PublicShortlist } from './shortlist';
import { listOf, orNull, rating, shaped, text, type Check } from './answer-checks';
import { candidateCardChecks } from './candidate-card-checks';

const answer: Check = (value) => SHORTLIST_ANSWERS.some((one) => one === value);
const shortlistCandidateShape = shaped({
  id: Number.isInteger,
  ...candidateCardChecks,
  rating,
  answer: orNull(answer),
  reason: orNull(text),
});
const publicShortlistShape = shaped({
  family_name: text,
  service: orNull(text),
  candidates: listOf(shortlistCandidateShape),
});
export const isPublicShortlist = (value: unknown): value is PublicShortlist => publicShortlistShape(value);
