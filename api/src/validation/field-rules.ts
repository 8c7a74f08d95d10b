/** Field rules shared by the application and contact forms (SPEC 5). */
import { PHONE_MAX_DIGITS } from '../../../src/lib/constants';
import type { Translate } from '../i18n/locale-messages';

export type FieldErrors = Record<string, string>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * The address syntax browsers accept in an `<input type="email">` (WHATWG HTML), so the server
 * never refuses an address the form let through.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Separators people type in phone numbers; what remains must be 1 to 15 digits. */
const PHONE_SEPARATORS = /[\s+\-()[\]]/g;
const PHONE_DIGITS = new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`);

export function isPhoneNumber(value: string): boolean {
  return PHONE_DIGITS.test(value.replace(PHONE_SEPARATORS, ''));
}

/**
 * Checks one required text field and records at most one error for it.
 * `truncated` means the transport already cut the value off, which is "too long" too.
 */
export function requiredText(
  errors: FieldErrors,
  t: Translate,
  field: string,
  raw: string | undefined,
  maxLength: number,
  truncated = false,
): string {
  const value = (raw ?? '').trim();
  if (value === '') errors[field] = t(`${field}.required`);
  else if (truncated || value.length > maxLength) errors[field] = t('tooLong', { max: maxLength });
  return value;
}

export function checkEmail(errors: FieldErrors, t: Translate, value: string): void {
  if (!errors.email && !isEmailAddress(value)) errors.email = t('email.invalid');
}

export function checkPhone(errors: FieldErrors, t: Translate, value: string): void {
  if (!errors.phone && !isPhoneNumber(value)) errors.phone = t('phone.invalid', { max: PHONE_MAX_DIGITS });
}
