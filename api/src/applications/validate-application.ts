/**
 * The server's own check of a job application (docs/product-rules.md, Forms); the browser's check is a convenience,
 * this one is the rule. The text fields go through the form's own schema (shared/application-schema.ts);
 * the files are judged by their bytes. Pure: the caller reads the request and detects the file types.
 */
import {
  APPLICATION_MAX_LENGTH,
  FILE_FIELDS,
  FILE_RULES,
  SINGLE_TEXT_FIELDS,
  createApplicationTextSchema,
  offeredOption,
  type FileField,
} from '@efe/shared/application-schema';
import { checkFields, isBlank, type Checked, type FieldErrors, type ValidationTranslate } from '@efe/shared/form-rules';
import type { FilterOptions } from '@efe/shared/contract/candidate';
import type { ApplicationText } from '../db/lead-rows';
import type { DetectedType } from '../uploads/file-type';
import type { ExaminedFile } from './examine-files';
import type { ReceivedFile, ReceivedForm } from './read-multipart-form';
import { isOneOf } from '@efe/shared/one-of';
import { applicationCountries } from '@efe/shared/countries';
import { PROFILE_CONSENT_FIELD, PROFILE_CONSENT_GIVEN, PROFILE_CONSENT_VERSION } from '@efe/shared/profile-consent';

export interface AcceptedFile {
  file: ReceivedFile;
  type: DetectedType;
  /** What is stored: for a photo, the re-encoded image. */
  bytes: Buffer;
}

export interface ValidApplication extends ApplicationText {
  cv: AcceptedFile;
  photo: AcceptedFile;
  /** The version of the consent's wording agreed to; null when the box was left empty. */
  consentVersion: number | null;
}

/**
 * The optional consent: absent or empty is no consent, the ticked box's value is the current
 * wording's; anything else (another value, the field twice) is refused rather than guessed.
 */
function checkConsent(errors: FieldErrors, t: ValidationTranslate, form: ReceivedForm): number | null {
  const sent = form.fields.get(PROFILE_CONSENT_FIELD) ?? [];
  if (sent.length === 0 || (sent.length === 1 && sent[0].trim() === '')) return null;
  if (sent.length === 1 && sent[0].trim() === PROFILE_CONSENT_GIVEN && !form.truncatedFields.has(PROFILE_CONSENT_FIELD)) return PROFILE_CONSENT_VERSION;
  errors[PROFILE_CONSENT_FIELD] = t('profileConsent');
  return null;
}

/** Field names the form may send; `language[]` is what some form libraries call a repeated field. */
const LANGUAGE_FIELDS = ['language', 'language[]'];

/** The languages sent, as repeated fields or comma-separated in one. */
function submittedLanguages(form: ReceivedForm): string[] {
  return LANGUAGE_FIELDS.flatMap((field) => form.fields.get(field) ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * A text field sent more than once cannot be read: which value was meant is not known, so none is
 * taken (the consent's, the page's language and the visit's source fields are refused alike).
 */
function sentTwiceErrors(form: ReceivedForm, t: ValidationTranslate): FieldErrors {
  return Object.fromEntries(SINGLE_TEXT_FIELDS.filter((field) => (form.fields.get(field)?.length ?? 0) > 1).map((field) => [field, t('unreadable')]));
}

/** A value the transport cut off (longer than the form's field size) is too long, whatever remains. */
function truncationErrors(form: ReceivedForm, t: ValidationTranslate): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of SINGLE_TEXT_FIELDS) {
    if (form.truncatedFields.has(field)) errors[field] = t('tooLong', { max: APPLICATION_MAX_LENGTH[field] });
  }
  if (LANGUAGE_FIELDS.some((field) => form.truncatedFields.has(field))) {
    errors.language = t('tooLong', { max: APPLICATION_MAX_LENGTH.language });
  }
  return errors;
}

function checkFile(
  errors: FieldErrors,
  t: ValidationTranslate,
  field: FileField,
  form: ReceivedForm,
  examined: ExaminedFile | undefined,
): AcceptedFile | undefined {
  const file = form.files.get(field);
  if (form.extraFiles.includes(field)) errors[field] = t('tooManyFiles');
  else if (!file || file.size === 0) errors[field] = t(`${field}.required`);
  else if (file.tooLarge) errors[field] = t(`${field}.size`);
  else if (!examined || !FILE_RULES[field].mimeTypes.includes(examined.type.mime)) errors[field] = t(`${field}.type`);
  else if (!examined.bytes) errors[field] = t(`${field}.unreadable`);
  return errors[field] || !file || !examined?.bytes ? undefined : { file, type: examined.type, bytes: examined.bytes };
}

export function validateApplication(
  form: ReceivedForm,
  examined: Partial<Record<FileField, ExaminedFile>>,
  options: FilterOptions,
  t: ValidationTranslate,
): Checked<ValidApplication> {
  const values = {
    ...Object.fromEntries(SINGLE_TEXT_FIELDS.map((field) => [field, form.fields.get(field)?.[0] ?? ''])),
    language: submittedLanguages(form),
  };
  const countries = applicationCountries(options.countries);
  const text = checkFields(createApplicationTextSchema(t, { roles: options.roles, languages: options.languages, countries }), values);
  const errors: FieldErrors = { ...(text.ok ? {} : text.errors), ...truncationErrors(form, t), ...sentTwiceErrors(form, t) };
  const cv = checkFile(errors, t, 'cv', form, examined.cv);
  const photo = checkFile(errors, t, 'photo', form, examined.photo);
  const consentVersion = checkConsent(errors, t, form);
  const unexpected = form.extraFiles.filter((field) => !isOneOf(FILE_FIELDS, field));
  if (unexpected.length > 0) errors.files = t('tooManyFiles');

  if (!text.ok || Object.keys(errors).length > 0 || !cv || !photo) return { ok: false, errors };
  const { name, email, phone, role, ageGroup, country, quote, language } = text.value;
  return {
    ok: true,
    value: {
      name: name.trim(),
      email: email.trim(),
      phone: phone.trim(),
      // The schema accepted only offered options: store their canonical spelling.
      languages: [...new Set(language.map((item) => offeredOption(options.languages, item) ?? item))],
      role: offeredOption(options.roles, role) ?? role,
      ageGroup: ageGroup.trim(),
      // Optional: none, or the offered country in the site's spelling.
      country: isBlank(country) ? null : (offeredOption(countries, country) ?? country.trim()),
      quote: quote.trim(),
      cv,
      photo,
      consentVersion,
    },
  };
}
