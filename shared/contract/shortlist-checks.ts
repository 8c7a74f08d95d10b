/**
 * The shortlist page's check of what its link answers, apart from answer-checks.ts so that no
 * other page loads it (answer-checks.test.ts holds it to the contract's schema as the others).
 */
import { SHORTLIST_ANSWERS } from './engagement';
import type { PublicShortlist } from './shortlist';
import { listOf, orNull, rating, shaped, text, type Check } from './answer-checks';

const flag: Check = (value) => typeof value === 'boolean';
const answer: Check = (value) => SHORTLIST_ANSWERS.some((one) => one === value);
const shortlistCandidateShape = shaped({
  id: Number.isInteger,
  first_name: text,
  last_name: text,
  roles: listOf(text),
  languages: listOf(text),
  experience_with_ages: orNull(text),
  country: orNull(text),
  rating,
  photo_url: orNull(text),
  description: orNull(text),
  has_cv: flag,
  answer: orNull(answer),
  reason: orNull(text),
});
const publicShortlistShape = shaped({
  family_name: text,
  service: orNull(text),
  candidates: listOf(shortlistCandidateShape),
});
export const isPublicShortlist = (value: unknown): value is PublicShortlist => publicShortlistShape(value);
