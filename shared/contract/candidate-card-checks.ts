/** The fields of a candidate's card (the API's content-store/candidate-card.ts), as the applicant's page and the shortlist check them; a module of its own so each page loads only its own checks. */
import { flag, listOf, orNull, text } from './answer-checks';

export const candidateCardChecks = {
  first_name: text,
  last_name: text,
  roles: listOf(text),
  languages: listOf(text),
  experience_with_ages: orNull(text),
  country: orNull(text),
  photo_url: orNull(text),
  has_cv: flag,
  description: orNull(text),
};
