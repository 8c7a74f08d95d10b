/** Rules of the contact form: every field required, a valid e-mail, a 1-15 digit phone. */
import type { Translate } from '../i18n/locale-messages';
import { checkEmail, checkPhone, requiredText, type Checked, type FieldErrors } from '../validation/field-rules';

export interface ContactBody {
  full_name?: string;
  email?: string;
  phone?: string;
  subject?: string;
  message?: string;
}

export type ValidContactMessage = Required<ContactBody>;

export const CONTACT_MAX_LENGTH = {
  full_name: 100,
  email: 254,
  phone: 32,
  subject: 200,
  message: 5000,
} as const;

export function validateContactMessage(body: ContactBody, t: Translate): Checked<ValidContactMessage> {
  const errors: FieldErrors = {};
  const text = (field: keyof typeof CONTACT_MAX_LENGTH) => requiredText(errors, t, field, body[field], CONTACT_MAX_LENGTH[field]);
  const value: ValidContactMessage = {
    full_name: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message'),
  };
  checkEmail(errors, t, value.email);
  checkPhone(errors, t, value.phone);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
