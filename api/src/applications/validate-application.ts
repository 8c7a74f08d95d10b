/**
 * The server's own check of a job application (SPEC 5); the browser's check is a convenience,
 * this one is the rule. Pure: the caller reads the request and detects the file types.
 */
import { AGE_GROUPS, CV_MIME_TYPES, PHOTO_MIME_TYPES } from '../../../src/lib/constants';
import type { FilterOptions } from '../content/filter-options';
import type { Translate } from '../i18n/locale-messages';
import type { DetectedType } from '../uploads/file-type';
import type { ExaminedFile } from './examine-files';
import { checkEmail, checkPhone, requiredText, type Checked, type FieldErrors } from '../validation/field-rules';
import type { ReceivedFile, ReceivedForm } from './read-multipart-form';

/** Longest accepted value per text field, in characters. */
export const APPLICATION_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 32,
  language: 100,
  role: 100,
  ageGroup: 10,
  quote: 2000,
} as const;

export const FILE_FIELDS = ['cv', 'photo'] as const;
export type FileField = (typeof FILE_FIELDS)[number];

export const ACCEPTED_MIME: Record<FileField, readonly string[]> = { cv: CV_MIME_TYPES, photo: PHOTO_MIME_TYPES };

export interface AcceptedFile {
  file: ReceivedFile;
  type: DetectedType;
  /** What is stored: for a photo, the re-encoded image. */
  bytes: Buffer;
}

export interface ValidApplication {
  name: string;
  email: string;
  phone: string;
  /** Canonical spellings from the filter options. */
  languages: string[];
  role: string;
  ageGroup: string;
  quote: string;
  cv: AcceptedFile;
  photo: AcceptedFile;
}

/** Field names the form may send; `language[]` is what some form libraries call a repeated field. */
const LANGUAGE_FIELDS = ['language', 'language[]'];

function first(form: ReceivedForm, field: string): string | undefined {
  return form.fields.get(field)?.[0];
}

/** Matches a submitted value against the offered options, ignoring case. */
function optionMatching(options: readonly string[], value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

function checkLanguages(errors: FieldErrors, t: Translate, form: ReceivedForm, options: readonly string[]): string[] {
  const submitted = LANGUAGE_FIELDS.flatMap((field) => form.fields.get(field) ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  if (submitted.length === 0) {
    errors.language = t('language.required');
    return [];
  }
  if (
    LANGUAGE_FIELDS.some((field) => form.truncatedFields.has(field)) ||
    submitted.some((value) => value.length > APPLICATION_MAX_LENGTH.language)
  ) {
    errors.language = t('tooLong', { max: APPLICATION_MAX_LENGTH.language });
    return [];
  }
  const matched = submitted.map((value) => optionMatching(options, value));
  if (matched.some((option) => option === undefined)) {
    errors.language = t('language.invalid');
    return [];
  }
  return [...new Set(matched as string[])];
}

function checkFile(
  errors: FieldErrors,
  t: Translate,
  field: FileField,
  form: ReceivedForm,
  examined: ExaminedFile | undefined,
): AcceptedFile | undefined {
  const file = form.files.get(field);
  if (form.extraFiles.includes(field)) errors[field] = t('tooManyFiles');
  else if (!file || file.size === 0) errors[field] = t(`${field}.required`);
  else if (file.tooLarge) errors[field] = t(`${field}.size`);
  else if (!examined || !ACCEPTED_MIME[field].includes(examined.type.mime)) errors[field] = t(`${field}.type`);
  else if (!examined.bytes) errors[field] = t(`${field}.unreadable`);
  return errors[field] || !file || !examined?.bytes ? undefined : { file, type: examined.type, bytes: examined.bytes };
}

export function validateApplication(
  form: ReceivedForm,
  examined: Partial<Record<FileField, ExaminedFile>>,
  options: FilterOptions,
  t: Translate,
): Checked<ValidApplication> {
  const errors: FieldErrors = {};
  const text = (field: keyof typeof APPLICATION_MAX_LENGTH) =>
    requiredText(errors, t, field, first(form, field), APPLICATION_MAX_LENGTH[field], form.truncatedFields.has(field));

  const name = text('name');
  const email = text('email');
  checkEmail(errors, t, email);
  const phone = text('phone');
  checkPhone(errors, t, phone);
  const languages = checkLanguages(errors, t, form, options.languages);

  const roleValue = text('role');
  const role = errors.role ? undefined : optionMatching(options.roles, roleValue);
  if (!errors.role && role === undefined) errors.role = t('role.invalid');

  const ageGroup = text('ageGroup');
  if (!errors.ageGroup && !(AGE_GROUPS as readonly string[]).includes(ageGroup)) errors.ageGroup = t('ageGroup.invalid');

  const quote = text('quote');
  const cv = checkFile(errors, t, 'cv', form, examined.cv);
  const photo = checkFile(errors, t, 'photo', form, examined.photo);
  const unexpected = form.extraFiles.filter((field) => !(FILE_FIELDS as readonly string[]).includes(field));
  if (unexpected.length > 0) errors.files = t('tooManyFiles');

  if (Object.keys(errors).length > 0 || !cv || !photo || role === undefined) return { ok: false, errors };
  return { ok: true, value: { name, email, phone, languages, role, ageGroup, quote, cv, photo } };
}
