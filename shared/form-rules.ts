/**
 * The field rules of both forms (docs/product-rules.md, Forms), written once as Yup schemas: the browser runs them in
 * Formik and the API runs the same schemas again on what it receives, with messages from
 * `locales/{language}/validation.json` through the `t` passed in.
 */
import * as yup from 'yup';
import { PHONE_MAX_DIGITS } from './constants';

/** A `t` bound to the `validation` namespace (react-i18next's TFunction and the API's fit). */
export type ValidationTranslate = (key: string, values?: Record<string, string | number>) => string;

export type FieldErrors = Record<string, string>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The longest address mail can carry (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The address syntax browsers accept in an `<input type="email">` (WHATWG HTML), so the server
 * never refuses an address the form let through.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Separators people type in phone numbers ("+971 (50) 420-7718"); what remains must be 1 to 15 digits. */
const PHONE_SEPARATORS = /[\s+\-()[\]]/g;
const PHONE_DIGITS = new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`);
/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits, as Arabic and Persian keyboards type them; each code point ends in its digit's value. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** The invisible direction marks a number copied from Arabic text carries. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** The same text with Western digits in place of Arabic-Indic and Persian ones ("٠٥٠" is "050"). */
export function westernDigits(value: string): string {
  return value.replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) % 16));
}

/** A phone number as it is checked and kept: Western digits, no direction marks. */
export function phoneAsKept(value: string): string {
  return westernDigits(value).replace(DIRECTION_MARKS, '');
}

/**
 * Characters no one types into a form field: the C0 controls but tab and the line breaks (NUL,
 * BEL, ESC…), DEL, and the C1 controls but NEL. A value holding one is refused, never stored.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/;
/** Line and paragraph breaks however written, and tabs: what a one-line field must not hold. */
const BREAKS_AND_TABS = /[\t\r\n\u0085\u2028\u2029]+/g;
/**
 * A value that shows nothing: white space, controls, format characters (zero-width spaces and
 * joiners, bidi marks), combining marks with nothing to sit on, and the fillers fonts draw blank.
 */
const NOTHING_VISIBLE = /^[\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]*$/u;

/** Nothing a reader would see: empty, spaces, or invisible characters alone (a name of zero-width spaces is no name). */
export const isBlank = (value: string | undefined | null): boolean => NOTHING_VISIBLE.test(value ?? '');

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTER.test(value);

/**
 * Bidi embeddings, overrides and isolates. In a one-line value they reorder what follows them
 * where it is shown (the staff mail's "Name:" line, a calendar's title), as "cv\u202Efdp.exe" reads
 * "cvexe.pdf". The marks (LRM, RLM) stay: they reorder nothing, and names mixing scripts use them.
 */
const DIRECTION_FORMATTING = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * The value on one line: each run of line breaks and tabs becomes one space, and bidi formatting
 * goes (names, subjects: they are shown in mail headers' lines, calendar titles and one-line cells).
 */
export const asOneLine = (value: string): string => value.replace(BREAKS_AND_TABS, ' ').replace(DIRECTION_FORMATTING, '');

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isPhoneNumber(value: string): boolean {
  return PHONE_DIGITS.test(value.trim().replace(PHONE_SEPARATORS, ''));
}

/**
 * A required text field. One message per field: every later rule passes on a blank value, which
 * "required" reports, and lengths count the trimmed value, as it is stored.
 */
export function requiredText(t: ValidationTranslate, field: string, maxLength?: number) {
  const schema = yup
    .string()
    .default('')
    .test('required', t(`${field}.required`), (value) => !isBlank(value))
    .test('control', t('controlCharacters'), (value) => !hasControlCharacters(value ?? ''));
  if (maxLength === undefined) return schema;
  return schema.test('max-length', t('tooLong', { max: maxLength }), (value) => (value ?? '').trim().length <= maxLength);
}

/** A required field of one line (a name, a subject): line breaks and tabs in what arrives become spaces. */
export function oneLineText(t: ValidationTranslate, field: string, maxLength?: number) {
  return requiredText(t, field, maxLength).transform((value: unknown) => (typeof value === 'string' ? asOneLine(value) : value));
}

/** An optional text that may hold several lines (a message): control characters are refused all the same. */
export function optionalText(t: ValidationTranslate, maxLength: number) {
  return yup
    .string()
    .default('')
    .test('control', t('controlCharacters'), (value) => !hasControlCharacters(value ?? ''))
    .test('max-length', t('tooLong', { max: maxLength }), (value) => (value ?? '').trim().length <= maxLength);
}

export function emailField(t: ValidationTranslate, maxLength: number) {
  return requiredText(t, 'email', maxLength).test('email', t('email.invalid'), (value) => isBlank(value) || isEmailAddress(value ?? ''));
}

/** A phone number in any of the digits people type it in, kept with Western digits (stored so, mailed so). */
export function phoneField(t: ValidationTranslate, maxLength: number) {
  return requiredText(t, 'phone', maxLength)
    .transform((value: unknown) => (typeof value === 'string' ? phoneAsKept(value) : value))
    .test('phone', t('phone.invalid', { max: PHONE_MAX_DIGITS }), (value) => isBlank(value) || isPhoneNumber(value ?? ''));
}

/** Runs a schema as the API does: every field checked, the first failed rule's message per field. */
export function checkFields<T>(schema: yup.Schema<T>, values: unknown): Checked<T> {
  try {
    return { ok: true, value: schema.validateSync(values, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const item of error.inner.length > 0 ? error.inner : [error]) {
      const field = (item.path ?? '').split(/[.[]/)[0];
      if (field && !errors[field]) errors[field] = item.message;
    }
    return { ok: false, errors };
  }
}
