/**
 * The applicant's page's check of what its link answers, apart from answer-checks.ts so that no
 * other page loads it (answer-checks.test.ts holds it to the contract's schema as the others).
 */
import type { ApplicantProfile, PublicApplication } from './applicant';
import { flag, listOf, orNull, rating, shaped, text } from './answer-checks';
import { candidateCardChecks } from './candidate-card-checks';

const applicantProfileShape = shaped(
  { shown: flag, ...candidateCardChecks },
  { rating },
);
const publicApplicationShape = shaped({
  name: text,
  role: text,
  languages: listOf(text),
  age_group: text,
  created_at: text,
  consent_version: orNull(Number.isInteger),
  consent_at: orNull(text),
  consent_withdrawn_at: orNull(text),
  profile: orNull(applicantProfileShape),
});
export const isApplicantProfile = (value: unknown): value is ApplicantProfile => applicantProfileShape(value);
export const isPublicApplication = (value: unknown): value is PublicApplication => publicApplicationShape(value);
