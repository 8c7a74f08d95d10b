/**
 * A candidate as the site's card shows her, in one language: what an applicant's link shows of the
 * profile made from the application, and what a family's shortlist shows of each candidate.
 */
import { DEFAULT_LANGUAGE, type Language } from '@efe/shared/constants';
import type { ApplicantProfile } from '@efe/shared/contract/applicant';
import type { CandidateRecord } from '@efe/shared/contract/candidate';
import { parseList } from '@efe/shared/candidate';
import type { MediaUrl } from '../http/media-url';

/** The rating always comes with a card (null: none given); only another API's answer may leave it out. */
export type CandidateCard = Omit<ApplicantProfile, 'shown' | 'rating'> & { rating: number | null };

/** `photoUrl`: where the page gets her photo (its public address, or the applicant's own copy while /media withholds it). */
export function candidateCard(candidate: CandidateRecord, language: Language, photoUrl: MediaUrl): CandidateCard {
  return {
    first_name: candidate.first_name,
    last_name: candidate.last_name,
    roles: parseList(candidate.roles),
    languages: parseList(candidate.language),
    experience_with_ages: candidate.experience_with_ages,
    country: candidate.country,
    photo_url: photoUrl(candidate.image),
    has_cv: candidate.attach_cv !== null,
    description: candidate.descriptions[language] ?? candidate.descriptions[DEFAULT_LANGUAGE] ?? null,
    rating: candidate.rating,
  };
}
