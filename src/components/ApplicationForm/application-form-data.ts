import type { Language } from '@efe/shared/constants';
import type { ApplicationValues } from '@efe/shared/application-schema';
import { PROFILE_CONSENT_FIELD, PROFILE_CONSENT_GIVEN } from '@efe/shared/profile-consent';

/**
 * The multipart body of POST /api/teachers/create (docs/product-rules.md, The content API). Languages go as one `language`
 * part each; roles and languages are lower-cased as the API expects; site_language is the
 * page's language; the country and the consent to a profile go only when given.
 */
export function applicationFormData(values: ApplicationValues, siteLanguage: Language, profileConsent = false): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('email', values.email.trim());
  form.append('phone', values.phone.trim());
  for (const language of values.language) form.append('language', language.trim().toLowerCase());
  form.append('role', values.role.trim().toLowerCase());
  form.append('ageGroup', values.ageGroup);
  if (values.country.trim()) form.append('country', values.country.trim());
  form.append('quote', values.quote.trim());
  form.append('site_language', siteLanguage);
  if (profileConsent) form.append(PROFILE_CONSENT_FIELD, PROFILE_CONSENT_GIVEN);
  if (values.cv) form.append('cv', values.cv, values.cv.name);
  if (values.photo) form.append('photo', values.photo, values.photo.name);
  return form;
}
