/** What an applicant's private link shows (POST /api/applicant/lookup, withdraw): their own application, and the profile made from it. */
import { Type, type Static } from '@sinclair/typebox';
import { NullableInteger, NullableRating, NullableString } from './schema-parts';

/** The profile families see, or would see once published: what the site's card shows. */
export const ApplicantProfile = Type.Object({
  /** Whether the site shows it now (a draft, or one taken off, is not shown). */
  shown: Type.Boolean(),
  first_name: Type.String(),
  last_name: Type.String(),
  roles: Type.Array(Type.String()),
  languages: Type.Array(Type.String()),
  experience_with_ages: NullableString(),
  country: NullableString(),
  photo_url: NullableString(),
  /** Whether families are sent the CV privately: the CV itself is not on the profile's page. */
  has_cv: Type.Boolean(),
  description: NullableString(),
  /**
   * The recruiters' rating, which the site's card and profile show (null: none given, and no stars
   * are shown). Optional: an API that leaves it out says nothing of it, and nothing is shown.
   */
  rating: Type.Optional(NullableRating),
});
export type ApplicantProfile = Static<typeof ApplicantProfile>;

export const PublicApplication = Type.Object({
  name: Type.String(),
  role: Type.String(),
  languages: Type.Array(Type.String()),
  age_group: Type.String(),
  created_at: Type.String(),
  /** The consent: the wording's version agreed to (shared/profile-consent.ts) and when; null: not given. */
  consent_version: NullableInteger(),
  consent_at: NullableString(),
  consent_withdrawn_at: NullableString(),
  profile: Type.Union([ApplicantProfile, Type.Null()]),
});
export type PublicApplication = Static<typeof PublicApplication>;
