/**
 * What a family's shortlist link shows (POST /api/shortlist/lookup, answer): the candidates sent
 * to it, as the site's card shows each, and the family's answer to each. Nothing of other
 * families, nothing of the candidates' applications.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SHORTLIST_ANSWERS, type ShortlistAnswer } from './engagement';
import { ApplicantProfile } from './applicant';
import { NullableRating, NullableString } from './schema-parts';

export const ShortlistCandidate = Type.Object({
  id: Type.Integer(),
  /** As the card shows her (`has_cv`: whether a CV opens through the link, POST /api/shortlist/cv). */
  ...Type.Omit(ApplicantProfile, ['shown']).properties,
  /** The recruiters' rating, as the site's card shows it (null: none given, and no stars are shown). */
  rating: NullableRating,
  answer: Type.Unsafe<ShortlistAnswer | null>({ type: ['string', 'null'], enum: [...SHORTLIST_ANSWERS, null] }),
  reason: NullableString(),
});
export type ShortlistCandidate = Static<typeof ShortlistCandidate>;

export const PublicShortlist = Type.Object({
  family_name: Type.String(),
  /** The service page's slug the search is for; null for "not sure yet". */
  service: NullableString(),
  candidates: Type.Array(ShortlistCandidate),
});
export type PublicShortlist = Static<typeof PublicShortlist>;
