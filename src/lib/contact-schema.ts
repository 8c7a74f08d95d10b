/**
 * Rules of the site's own contact form (Formik + Yup). They mirror the API's checks for
 * POST /api/contact (api/src/contact/validate-contact.ts) so the browser never lets through a
 * message the server refuses; contact-schema.test.ts fails when the two drift apart.
 */
import * as yup from 'yup';
import { PHONE_MAX_DIGITS } from './constants';

export interface ContactFormValues {
  full_name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;

/** Field order on screen: focus goes to the first invalid field in this order. */
export const CONTACT_FIELDS: readonly ContactField[] = ['full_name', 'email', 'phone', 'subject', 'message'];

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  full_name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** Longest value the API stores for each field (characters, after trimming). */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  full_name: 100,
  email: 254,
  phone: 32,
  subject: 200,
  message: 5000,
};

/** The address syntax of `<input type="email">` (WHATWG HTML), the same pattern the API uses. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Separators people type in phone numbers ("+971 (50) 420-7718"); they are not counted as digits. */
const PHONE_SEPARATORS = /[\s+\-()[\]]/g;
const PHONE_DIGITS = new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`);

export function isContactEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** True when, once spaces, "+", "-" and brackets are removed, 1 to PHONE_MAX_DIGITS digits remain. */
export function isContactPhone(value: string): boolean {
  return PHONE_DIGITS.test(value.trim().replace(PHONE_SEPARATORS, ''));
}

/** What the form sends: every value trimmed, as the API would store it. */
export function trimContactValues(values: ContactFormValues): ContactFormValues {
  return {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

/** A `t` bound to the `validation` namespace (react-i18next's TFunction fits). */
export type ValidationTranslate = (key: string, values?: Record<string, string | number>) => string;

export function createContactSchema(t: ValidationTranslate): yup.ObjectSchema<ContactFormValues> {
  const requiredText = (field: ContactField) =>
    yup
      .string()
      .default('')
      .test('required', t(`${field}.required`), (value) => (value ?? '').trim() !== '')
      .test('max-length', t('tooLong', { max: CONTACT_MAX_LENGTH[field] }), (value) => {
        return (value ?? '').trim().length <= CONTACT_MAX_LENGTH[field];
      });

  return yup.object({
    full_name: requiredText('full_name'),
    email: requiredText('email').test('email', t('email.invalid'), (value) => {
      // An empty value already has its "required" message; one message per field.
      return (value ?? '').trim() === '' || isContactEmail(value ?? '');
    }),
    phone: requiredText('phone').test('phone', t('phone.invalid', { max: PHONE_MAX_DIGITS }), (value) => {
      return (value ?? '').trim() === '' || isContactPhone(value ?? '');
    }),
    subject: requiredText('subject'),
    message: requiredText('message'),
  });
}
