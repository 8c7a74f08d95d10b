/**
 * Rules of the career application form (SPEC 5) as a Yup schema for Formik. Messages come from
 * the `validation` namespace through the `t` passed in, so one schema serves every language and
 * tests can check the exact wording. Limits come from constants.ts; text lengths mirror the API
 * (api/src/applications/validate-application.ts) so the browser never sends what it refuses.
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

export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  /** Several languages may be chosen; each is sent lower-cased. */
  language: string[];
  role: string;
  ageGroup: string;
  quote: string;
  cv: File | null;
  photo: File | null;
}

export type ApplicationField = keyof ApplicationValues;
export type FileField = 'cv' | 'photo';
export type TextField = Exclude<ApplicationField, FileField>;

/** Field order on screen: focus goes to the first invalid field in this order. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = [
  'name',
  'email',
  'phone',
  'language',
  'role',
  'ageGroup',
  'quote',
  'cv',
  'photo',
];

export const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  language: [],
  role: '',
  ageGroup: '',
  quote: '',
  cv: null,
  photo: null,
};

/** Longest value the API stores per text field (characters, after trimming). */
export const APPLICATION_MAX_LENGTH = {
  name: 100,
  email: 254,
  language: 100,
  role: 100,
  quote: 2000,
} as const;

/** A `t` bound to the `validation` namespace (react-i18next's TFunction fits). */
export type ValidationTranslate = (key: string, values?: Record<string, string | number>) => string;

/** The address syntax of `<input type="email">` (WHATWG HTML), the pattern the API checks too. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const PHONE_PATTERN = new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`);

/** What the phone input keeps of what is typed or pasted: digits only, at most PHONE_MAX_DIGITS. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
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
  /** Offered roles and languages; when known, a value outside them is refused. */
  roles?: readonly string[];
  languages?: readonly string[];
}

const isBlank = (value: string | undefined | null) => (value ?? '').trim() === '';
const offeredIn = (options: readonly string[] | undefined, value: string) =>
  !options || options.length === 0 || options.some((option) => option.toLowerCase() === value.trim().toLowerCase());

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

export function createApplicationSchema(
  t: ValidationTranslate,
  options: ApplicationOptions = {},
): yup.ObjectSchema<ApplicationValues> {
  // One message per field: every later rule passes on a blank value, which "required" reports.
  const requiredText = (field: TextField, maxLength?: number) => {
    let schema = yup
      .string()
      .default('')
      .test('required', t(`${field}.required`), (value) => !isBlank(value));
    if (maxLength !== undefined) {
      schema = schema.test('max-length', t('tooLong', { max: maxLength }), (value) => (value ?? '').trim().length <= maxLength);
    }
    return schema;
  };
  const file = (field: FileField) =>
    yup
      .mixed<File>()
      .nullable()
      .default(null)
      .test('required', t(`${field}.required`), (value) => isFile(value))
      .test('type', t(`${field}.type`), (value) => !isFile(value) || fileProblem(field, value) !== 'type')
      .test('size', t(`${field}.size`), (value) => !isFile(value) || fileProblem(field, value) !== 'size');

  return yup.object({
    name: requiredText('name', APPLICATION_MAX_LENGTH.name),
    email: requiredText('email', APPLICATION_MAX_LENGTH.email).test(
      'email',
      t('email.invalid'),
      (value) => isBlank(value) || EMAIL_PATTERN.test((value ?? '').trim()),
    ),
    phone: requiredText('phone').test(
      'phone',
      t('phone.invalid', { max: PHONE_MAX_DIGITS }),
      (value) => isBlank(value) || PHONE_PATTERN.test((value ?? '').trim()),
    ),
    language: yup
      .array(yup.string().defined())
      .defined()
      .default([])
      .test('required', t('language.required'), (value) => (value ?? []).some((item) => !isBlank(item)))
      .test('offered', t('language.invalid'), (value) =>
        (value ?? []).every((item) => isBlank(item) || offeredIn(options.languages, item)),
      ),
    role: requiredText('role', APPLICATION_MAX_LENGTH.role).test(
      'offered',
      t('role.invalid'),
      (value) => isBlank(value) || offeredIn(options.roles, value ?? ''),
    ),
    ageGroup: requiredText('ageGroup').test(
      'offered',
      t('ageGroup.invalid'),
      (value) => isBlank(value) || (AGE_GROUPS as readonly string[]).includes((value ?? '').trim()),
    ),
    quote: requiredText('quote', APPLICATION_MAX_LENGTH.quote),
    cv: file('cv'),
    photo: file('photo'),
  });
}
