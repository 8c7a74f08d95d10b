/**
 * An applicant's consent to a profile families may see. The form sends PROFILE_CONSENT_FIELD only
 * when the box is ticked; the API stores the version of the wording the applicant read (the
 * wording itself is `consent:profile.v<version>` in each language, a namespace of its own so the
 * pages that do not show it load none of it, and a changed wording is a
 * new version, the old one kept, so what each applicant agreed to can always be shown).
 */
export const PROFILE_CONSENT_FIELD = 'profile_consent';
/** What the ticked box sends. */
export const PROFILE_CONSENT_GIVEN = 'yes';
/** Every wording there has been, each kept in the locales; the last is the one the form shows now. */
export const PROFILE_CONSENT_VERSIONS = [1] as const;
export type ProfileConsentVersion = (typeof PROFILE_CONSENT_VERSIONS)[number];
export const PROFILE_CONSENT_VERSION: ProfileConsentVersion = PROFILE_CONSENT_VERSIONS[PROFILE_CONSENT_VERSIONS.length - 1];

/** The key of a version's wording in the `consent` namespace. */
export const profileConsentKey = (version: ProfileConsentVersion): `profile.v${ProfileConsentVersion}` => `profile.v${version}`;

/** Whether a profile may be shown on this consent now: given, and not withdrawn since. */
export const consentStands = (consent: { consent_at: string | null; consent_withdrawn_at: string | null }): boolean =>
  consent.consent_at !== null && consent.consent_withdrawn_at === null;
