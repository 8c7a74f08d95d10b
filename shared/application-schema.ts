/**
 * Rules of the career application form (docs/product-rules.md, Forms) as a Yup schema: Formik validates with it, and the
 * API runs it again on the text fields it receives (api/src/applications/validate-application.ts),
 * then checks the files' bytes. Messages come from the `validation` namespace through `t`.
 */
import * as yup from 'yup';
import {
  AGE_GROUPS,
  CV_EXTENSIONS,
  CV_MAX_BYTES,
  CV_MIME_TYPES,
  PHONE_MAX_DIGITS,
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
} from './constants';
import { EMAIL_MAX_LENGTH, emailField, isBlank, oneLineText, optionalText, phoneField, requiredText, westernDigits, type ValidationTranslate } from './form-rules';
import type { ApplicationValues, FileField } from './form-fields';
import { isOneOf } from './one-of';

export {
  APPLICATION_FIELDS,
  FILE_FIELDS,
  SINGLE_TEXT_FIELDS,
  type ApplicationField,
  type ApplicationValues,
  type FileField,
  type SingleTextField,
  type TextField,
} from './form-fields';

export const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  language: [],
  role: '',
  ageGroup: '',
  country: '',
  quote: '',
  cv: null,
  photo: null,
};

/** Longest value stored per text field (characters, after trimming; `language` per language). */
export const APPLICATION_MAX_LENGTH = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 32,
  language: 100,
  role: 100,
  ageGroup: 10,
  country: 100,
  quote: 2000,
} as const;

/** What the phone input keeps of what is typed or pasted: digits only (Western, whichever were typed), at most PHONE_MAX_DIGITS. */
export function phoneDigits(input: string): string {
  return westernDigits(input).replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

interface FileRule {
  extensions: readonly string[];
  mimeTypes: readonly string[];
  maxBytes: number;
}

export const FILE_RULES: Readonly<Record<FileField, FileRule>> = {
  cv: { extensions: CV_EXTENSIONS, mimeTypes: CV_MIME_TYPES, maxBytes: CV_MAX_BYTES },
  photo: { extensions: PHOTO_EXTENSIONS, mimeTypes: PHOTO_MIME_TYPES, maxBytes: PHOTO_MAX_BYTES },
};

/** The `accept` attribute of each file picker: ".pdf,.docx" and ".jpg,.jpeg,.png". */
export function acceptAttribute(field: FileField): string {
  return FILE_RULES[field].extensions.join(',');
}

/**
 * Browsers that do not know a type (a .docx on a machine without Word) report '' or a generic
 * binary type; the name decides then. A specific wrong type ("text/plain" named .pdf) is refused.
 * The server checks the bytes themselves.
 */
const UNKNOWN_MIME_TYPES = ['', 'application/octet-stream'];

export type FileProblem = 'required' | 'type' | 'size';

/** The first thing wrong with a chosen file, in the order the messages are shown; null when fine. */
export function fileProblem(field: FileField, file: File | null | undefined): FileProblem | null {
  if (!file) return 'required';
  const rule = FILE_RULES[field];
  const name = file.name.toLowerCase();
  const knownExtension = rule.extensions.some((extension) => name.endsWith(extension));
  const type = file.type.toLowerCase();
  const knownType = UNKNOWN_MIME_TYPES.includes(type) || rule.mimeTypes.includes(type);
  if (!knownExtension || !knownType) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/** The translated message for a chosen file, or null when the file is acceptable. */
export function fileMessage(field: FileField, file: File | null | undefined, t: ValidationTranslate): string | null {
  const problem = fileProblem(field, file);
  return problem ? t(`${field}.${problem}`) : null;
}

export interface ApplicationOptions {
  /** Offered roles, languages and countries; when given, a value outside them is refused (ignoring case). */
  roles?: readonly string[];
  languages?: readonly string[];
  countries?: readonly string[];
}

/** The offered option a value names, ignoring case and spaces around it. */
export function offeredOption(options: readonly string[], value: string): string | undefined {
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

const offeredIn = (options: readonly string[] | undefined, value: string) => !options || offeredOption(options, value) !== undefined;

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

/** The text fields' rules: the API runs these alone and checks the files by their bytes. */
export function createApplicationTextSchema(t: ValidationTranslate, options: ApplicationOptions = {}) {
  const languageMax = APPLICATION_MAX_LENGTH.language;
  return yup.object({
    name: oneLineText(t, 'name', APPLICATION_MAX_LENGTH.name),
    email: emailField(t, APPLICATION_MAX_LENGTH.email),
    phone: phoneField(t, APPLICATION_MAX_LENGTH.phone),
    language: yup
      .array(yup.string().defined())
      .defined()
      .default([])
      .test('required', t('language.required'), (value) => (value ?? []).some((item) => !isBlank(item)))
      .test('max-length', t('tooLong', { max: languageMax }), (value) => (value ?? []).every((item) => item.trim().length <= languageMax))
      .test('offered', t('language.invalid'), (value) =>
        (value ?? []).every((item) => isBlank(item) || offeredIn(options.languages, item)),
      ),
    role: requiredText(t, 'role', APPLICATION_MAX_LENGTH.role).test(
      'offered',
      t('role.invalid'),
      (value) => isBlank(value) || offeredIn(options.roles, value ?? ''),
    ),
    ageGroup: requiredText(t, 'ageGroup', APPLICATION_MAX_LENGTH.ageGroup).test(
      'offered',
      t('ageGroup.invalid'),
      (value) => isBlank(value) || isOneOf(AGE_GROUPS, (value ?? '').trim()),
    ),
    // Optional: none, or one of the offered countries (shared/countries.ts).
    country: optionalText(t, APPLICATION_MAX_LENGTH.country).test(
      'offered',
      t('country.invalid'),
      (value) => isBlank(value) || offeredIn(options.countries, value ?? ''),
    ),
    quote: requiredText(t, 'quote', APPLICATION_MAX_LENGTH.quote),
  });
}

export function createApplicationSchema(
  t: ValidationTranslate,
  options: ApplicationOptions = {},
): yup.ObjectSchema<ApplicationValues> {
  const file = (field: FileField) =>
    yup
      .mixed<File>()
      .nullable()
      .default(null)
      .test('required', t(`${field}.required`), (value) => isFile(value))
      .test('type', t(`${field}.type`), (value) => !isFile(value) || fileProblem(field, value) !== 'type')
      .test('size', t(`${field}.size`), (value) => !isFile(value) || fileProblem(field, value) !== 'size');
  return createApplicationTextSchema(t, options).shape({ cv: file('cv'), photo: file('photo') });
}
