/**
 * Rules of the site's own contact form (docs/product-rules.md, Forms): the form validates with this schema and the API
 * runs it again on POST /api/contact (api/src/contact/validate-contact.ts).
 */
import * as yup from 'yup';
import { EMAIL_MAX_LENGTH, emailField, isBlank, oneLineText, phoneField, requiredText, type ValidationTranslate } from './form-rules';
import { isServiceSlug } from './routes';
import { CONTACT_FIELDS, type ContactField, type ContactFormValues } from './form-fields';

export { CONTACT_FIELDS, type ContactField, type ContactFormValues } from './form-fields';

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  full_name: '',
  email: '',
  phone: '',
  service: '',
  subject: '',
  message: '',
};

/** Longest value stored for each field (characters, after trimming). */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  full_name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 32,
  service: 100,
  subject: 200,
  message: 5000,
};

/** What the form sends and the API stores: every value trimmed. */
export function trimContactValues(values: ContactFormValues): ContactFormValues {
  const trimmed = { ...values };
  for (const field of CONTACT_FIELDS) trimmed[field] = values[field].trim();
  return trimmed;
}

/** The service a family asks about, optional: "Not sure yet" is ''; otherwise one of the service pages. */
export const serviceField = (t: ValidationTranslate) =>
  yup
    .string()
    .default('')
    .test('service', t('service.invalid'), (value) => isBlank(value) || isServiceSlug((value ?? '').trim()));

export function createContactSchema(t: ValidationTranslate): yup.ObjectSchema<ContactFormValues> {
  return yup.object({
    full_name: oneLineText(t, 'full_name', CONTACT_MAX_LENGTH.full_name),
    email: emailField(t, CONTACT_MAX_LENGTH.email),
    phone: phoneField(t, CONTACT_MAX_LENGTH.phone),
    service: serviceField(t),
    subject: oneLineText(t, 'subject', CONTACT_MAX_LENGTH.subject),
    message: requiredText(t, 'message', CONTACT_MAX_LENGTH.message),
  });
}
