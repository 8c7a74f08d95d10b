import type { Language } from '@shared/constants';
import type { ApplicationValues } from '@shared/application-schema';

/**
 * The multipart body of POST /api/teachers/create (docs/product-rules.md, The content API). Languages go as one `language`
 * part each; roles and languages are lower-cased as the API expects; site_language is the
 * page's language.
 */
export function applicationFormData(values: ApplicationValues, siteLanguage: Language): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('email', values.email.trim());
  form.append('phone', values.phone.trim());
  for (const language of values.language) form.append('language', language.trim().toLowerCase());
  form.append('role', values.role.trim().toLowerCase());
  form.append('ageGroup', values.ageGroup);
  form.append('quote', values.quote.trim());
  form.append('site_language', siteLanguage);
  if (values.cv) form.append('cv', values.cv, values.cv.name);
  if (values.photo) form.append('photo', values.photo, values.photo.name);
  return form;
}
