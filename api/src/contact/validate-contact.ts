/** The API's check of a contact message: the contact form's own schema, run again on what arrived. */
import { createContactSchema, trimContactValues, type ContactFormValues } from '@efe/shared/contact-schema';
import { checkFields, type Checked, type ValidationTranslate } from '@efe/shared/form-rules';

export type ContactBody = Partial<ContactFormValues>;

export function validateContactMessage(body: ContactBody, t: ValidationTranslate): Checked<ContactFormValues> {
  const checked = checkFields(createContactSchema(t), body);
  return checked.ok ? { ok: true, value: trimContactValues(checked.value) } : checked;
}
