import { ValidationError } from 'yup';
import { validationTranslate } from '../test-support/validation-translate';
import {
  CONTACT_MAX_LENGTH,
  EMPTY_CONTACT_FORM,
  createContactSchema,
  trimContactValues,
  type ContactFormValues,
} from './contact-schema';
import { PHONE_MAX_DIGITS } from './constants';
import { checkFields, isEmailAddress, isPhoneNumber } from './form-rules';

const t = validationTranslate('en');

const schema = createContactSchema(t);

const valid: ContactFormValues = {
  full_name: 'Layla Haddad',
  email: 'layla@example.ae',
  phone: '+971 (50) 123-4567',
  service: '',
  subject: 'Governess for two children',
  message: 'We are looking for a governess for our daughters, aged 7 and 10.',
};

async function errorsOf(values: ContactFormValues): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    // Formik keeps the first message of each field; so does this helper.
    for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}

describe('contact form schema', () => {
  it('accepts a complete message', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('gives the required message of every empty field', async () => {
    expect(await errorsOf(EMPTY_CONTACT_FORM)).toEqual({
      full_name: 'Full name is required.',
      email: 'Email is required.',
      phone: 'Phone number is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
  });

  it('treats whitespace-only values as empty', async () => {
    const errors = await errorsOf({ ...valid, full_name: '   ', message: '\n\t' });
    expect(errors).toEqual({ full_name: 'Full name is required.', message: 'Message is required.' });
  });

  it('refuses an invalid e-mail address', async () => {
    expect(await errorsOf({ ...valid, email: 'layla@' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(await errorsOf({ ...valid, email: 'layla example.ae' })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it('counts phone digits after removing spaces, plus, dashes and brackets', async () => {
    expect(await errorsOf({ ...valid, phone: '+971 50 123 4567' })).toEqual({});
    expect(await errorsOf({ ...valid, phone: '1' })).toEqual({});
    expect(await errorsOf({ ...valid, phone: '1'.repeat(PHONE_MAX_DIGITS) })).toEqual({});
    const tooMany = await errorsOf({ ...valid, phone: '1'.repeat(PHONE_MAX_DIGITS + 1) });
    expect(tooMany).toEqual({ phone: `Phone number must be 1 to ${PHONE_MAX_DIGITS} digits.` });
    expect(await errorsOf({ ...valid, phone: '050-abc-1234' })).toHaveProperty('phone');
    expect(await errorsOf({ ...valid, phone: '+ ( ) -' })).toHaveProperty('phone');
  });

  it('refuses values longer than the API stores', async () => {
    const errors = await errorsOf({ ...valid, subject: 'a'.repeat(CONTACT_MAX_LENGTH.subject + 1) });
    expect(errors).toEqual({ subject: `This field is too long (at most ${CONTACT_MAX_LENGTH.subject} characters).` });
    expect(await errorsOf({ ...valid, subject: 'a'.repeat(CONTACT_MAX_LENGTH.subject) })).toEqual({});
  });

  it('trims what it sends', () => {
    expect(trimContactValues({ ...valid, full_name: '  Layla Haddad ', email: ' layla@example.ae\n' })).toEqual(valid);
  });
});

describe('e-mail and phone rules', () => {
  it.each([
    ['layla@example.ae', true],
    ['first.last+tag@sub.example.com', true],
    ['a@b', true],
    ['layla@', false],
    ['@example.ae', false],
    ['layla example@example.ae', false],
    ['layla@exa_mple.ae', false],
    ['layla@-example.ae', false],
  ])('judges the e-mail %p as <input type="email"> does: %p', (email, expected) => {
    expect(isEmailAddress(email)).toBe(expected);
  });

  it.each([
    ['+971 50 123 4567', true],
    ['(04) 331-0914', true],
    ['[050] 1234567', true],
    ['1', true],
    ['1234567890123456', false],
    ['050.123.4567', false],
    ['', false],
    ['+', false],
  ])('judges the phone %p: %p', (phone, expected) => {
    expect(isPhoneNumber(phone)).toBe(expected);
  });
});

describe('the API run of the schema', () => {
  it('gives the first failed rule of each field, and the values on success', () => {
    expect(checkFields(schema, { ...valid, email: 'x'.repeat(300) })).toEqual({
      ok: false,
      errors: { email: `This field is too long (at most ${CONTACT_MAX_LENGTH.email} characters).` },
    });
    expect(checkFields(schema, { ...valid, extra: 'dropped' })).toEqual({ ok: true, value: valid });
  });
});

describe('the service', () => {
  it('may be left as "Not sure yet", or be one of the service pages', async () => {
    expect(await errorsOf({ ...valid, service: '' })).toEqual({});
    expect(await errorsOf({ ...valid, service: 'elite-governess' })).toEqual({});
  });

  it('refuses anything else with its message', async () => {
    expect(await errorsOf({ ...valid, service: 'rocket-science' })).toEqual({ service: t('service.invalid') });
  });

  it('is "Not sure yet" when an older page does not send it', () => {
    const { service: _, ...withoutService } = valid;
    expect(checkFields(schema, withoutService)).toEqual({ ok: true, value: { ...valid, service: '' } });
  });
});
