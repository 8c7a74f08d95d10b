import { ValidationError } from 'yup';
import { validationTranslate } from '../test-support/validation-translate';
import { yupToFormErrors } from 'formik';
import {
  APPLICATION_FIELDS,
  APPLICATION_MAX_LENGTH,
  EMPTY_APPLICATION,
  acceptAttribute,
  createApplicationSchema,
  fileMessage,
  fileProblem,
  phoneDigits,
  type ApplicationValues,
} from './application-schema';
import { CV_MAX_BYTES, PHONE_MAX_DIGITS, PHOTO_MAX_BYTES } from './constants';
import { isEmailAddress } from './form-rules';

const tEn = validationTranslate('en');
const tAr = validationTranslate('ar');

const options = { roles: ['Nanny', 'Governess', 'Tutor'], languages: ['English', 'Arabic', 'Russian'], countries: ['Philippines', 'Kenya'] };
const schema = createApplicationSchema(tEn, options);

/** A file of exactly `size` bytes. */
const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const pdf = (size = 1024) => fileOf('cv.pdf', 'application/pdf', size);
const png = (size = 1024) => fileOf('photo.png', 'image/png', size);

const valid: ApplicationValues = {
  name: 'Maria Santos',
  email: 'maria.santos@example.com',
  phone: '971501234567',
  language: ['english', 'arabic'],
  role: 'nanny',
  ageGroup: '3-5',
  country: '',
  quote: 'Eight years caring for toddlers in Dubai and Manila, trained in first aid.',
  cv: pdf(),
  photo: png(),
};

async function errorsOf(values: ApplicationValues, withSchema = schema): Promise<Partial<Record<keyof ApplicationValues, string>>> {
  try {
    await withSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // What the form shows: Formik keeps the first message of each field.
    return yupToFormErrors(error) as Partial<Record<keyof ApplicationValues, string>>;
  }
}

describe('application schema: required fields', () => {
  it('accepts a complete application', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('gives all nine required messages for an empty form, in English, and none for the optional country', async () => {
    expect(await errorsOf(EMPTY_APPLICATION)).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone number is required.',
      language: 'Language is required.',
      role: 'Role is required.',
      ageGroup: 'Age group is required.',
      quote: 'Quote is required.',
      cv: 'CV is required.',
      photo: 'Photo is required.',
    });
    expect(APPLICATION_FIELDS).toHaveLength(10);
  });

  it('speaks the language of the t it is given', async () => {
    const errors = await errorsOf(EMPTY_APPLICATION, createApplicationSchema(tAr, options));
    expect(errors.name).toBe('الاسم مطلوب.');
    expect(errors.cv).toBe('السيرة الذاتية مطلوبة.');
  });

  it('treats whitespace as empty', async () => {
    const errors = await errorsOf({ ...valid, name: '   ', quote: '\n\t' });
    expect(errors).toEqual({ name: 'Name is required.', quote: 'Quote is required.' });
  });
});

describe('application schema: phone', () => {
  it(`accepts 1 and ${PHONE_MAX_DIGITS} digits and refuses ${PHONE_MAX_DIGITS + 1}`, async () => {
    expect(await errorsOf({ ...valid, phone: '7' })).toEqual({});
    expect(await errorsOf({ ...valid, phone: '1'.repeat(PHONE_MAX_DIGITS) })).toEqual({});
    expect(await errorsOf({ ...valid, phone: '1'.repeat(PHONE_MAX_DIGITS + 1) })).toEqual({
      phone: `Phone number must be 1 to ${PHONE_MAX_DIGITS} digits.`,
    });
  });

  it('refuses letters; separators are not counted (the input keeps only digits as typed)', async () => {
    expect((await errorsOf({ ...valid, phone: 'call me' })).phone).toBe(`Phone number must be 1 to ${PHONE_MAX_DIGITS} digits.`);
    expect(await errorsOf({ ...valid, phone: '+971 50' })).toEqual({});
  });

  it('strips non-digits as typed and stops at the maximum', () => {
    expect(phoneDigits('+971 (50) 123-4567')).toBe('971501234567');
    expect(phoneDigits('abc')).toBe('');
    expect(phoneDigits('1234567890123456789')).toBe('123456789012345');
    expect(phoneDigits('1234567890123456789')).toHaveLength(PHONE_MAX_DIGITS);
  });
});

describe('application schema: email, choices and lengths', () => {
  it('refuses an address the API would refuse, with the same syntax rule', async () => {
    for (const email of ['maria', 'maria@', 'maria@@example.com', 'maria santos@example.com']) {
      expect(isEmailAddress(email)).toBe(false);
      expect((await errorsOf({ ...valid, email })).email).toBe('Please enter a valid email address.');
    }
    expect(isEmailAddress('maria@example')).toBe(true);
    expect(await errorsOf({ ...valid, email: 'maria@example' })).toEqual({});
  });

  it('refuses languages and roles that are not offered, ignoring case', async () => {
    expect(await errorsOf({ ...valid, language: ['ENGLISH'], role: 'GOVERNESS' })).toEqual({});
    expect(await errorsOf({ ...valid, language: ['english', 'klingon'], role: 'astronaut' })).toEqual({
      language: 'Please choose languages from the list.',
      role: 'Please choose a role from the list.',
    });
  });

  it('takes no country or an offered one (any case), and refuses any other in the language of its t', async () => {
    for (const country of ['', '  ', 'Philippines', 'kenya']) expect(await errorsOf({ ...valid, country })).toEqual({});
    expect((await errorsOf({ ...valid, country: 'Atlantis' })).country).toBe('Please choose a country from the list, or leave it empty.');
    expect((await errorsOf({ ...valid, country: 'Kenya\u202e' })).country).toBe('Please choose a country from the list, or leave it empty.');
    expect((await errorsOf({ ...valid, country: 'Ken\u0000ya' })).country).toBe('This field holds invisible control characters. Please type it again.');
    expect((await errorsOf({ ...valid, country: 'a'.repeat(APPLICATION_MAX_LENGTH.country + 1) })).country).toBe(
      `This field is too long (at most ${APPLICATION_MAX_LENGTH.country} characters).`,
    );
    expect((await errorsOf({ ...valid, country: 'Atlantis' }, createApplicationSchema(tAr, options))).country).toBe('يُرجى اختيار دولة من القائمة، أو ترك الحقل فارغًا.');
  });

  it('accepts only the three age groups', async () => {
    for (const ageGroup of ['0-2', '3-5', '6-12']) expect(await errorsOf({ ...valid, ageGroup })).toEqual({});
    expect((await errorsOf({ ...valid, ageGroup: '13-17' })).ageGroup).toBe('Please choose an age group from the list.');
  });

  it('stops text at the lengths stored', async () => {
    expect(await errorsOf({ ...valid, quote: 'a'.repeat(APPLICATION_MAX_LENGTH.quote) })).toEqual({});
    expect((await errorsOf({ ...valid, quote: 'a'.repeat(APPLICATION_MAX_LENGTH.quote + 1) })).quote).toBe(
      `This field is too long (at most ${APPLICATION_MAX_LENGTH.quote} characters).`,
    );
  });
});

describe('application schema: CV', () => {
  it('accepts exactly 2 MiB and refuses one byte more', async () => {
    expect(CV_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(await errorsOf({ ...valid, cv: pdf(CV_MAX_BYTES) })).toEqual({});
    expect(await errorsOf({ ...valid, cv: pdf(CV_MAX_BYTES + 1) })).toEqual({ cv: 'File size should not exceed 2MB.' });
  });

  it('accepts PDF and DOCX, including a DOCX the browser has no type for', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(await errorsOf({ ...valid, cv: fileOf('cv.docx', docx, 10) })).toEqual({});
    expect(await errorsOf({ ...valid, cv: fileOf('CV.DOCX', '', 10) })).toEqual({});
    expect(await errorsOf({ ...valid, cv: fileOf('cv.pdf', 'application/octet-stream', 10) })).toEqual({});
  });

  it('refuses other types, reporting the type before the size', async () => {
    const message = { cv: 'Only PDF and DOCX files are allowed.' };
    expect(await errorsOf({ ...valid, cv: fileOf('cv.doc', 'application/msword', 10) })).toEqual(message);
    expect(await errorsOf({ ...valid, cv: fileOf('cv.txt', 'text/plain', 10) })).toEqual(message);
    expect(await errorsOf({ ...valid, cv: fileOf('cv.pdf', 'text/plain', 10) })).toEqual(message);
    expect(await errorsOf({ ...valid, cv: fileOf('cv.png', 'image/png', CV_MAX_BYTES + 1) })).toEqual(message);
  });
});

describe('application schema: photo', () => {
  it('accepts exactly 200 KiB and refuses one byte more', async () => {
    expect(PHOTO_MAX_BYTES).toBe(200 * 1024);
    expect(await errorsOf({ ...valid, photo: png(PHOTO_MAX_BYTES) })).toEqual({});
    expect(await errorsOf({ ...valid, photo: png(PHOTO_MAX_BYTES + 1) })).toEqual({
      photo: 'File size should not exceed 200KB.',
    });
  });

  it('accepts JPG and PNG and refuses other images', async () => {
    expect(await errorsOf({ ...valid, photo: fileOf('me.jpg', 'image/jpeg', 10) })).toEqual({});
    expect(await errorsOf({ ...valid, photo: fileOf('me.jpeg', 'image/jpeg', 10) })).toEqual({});
    for (const photo of [fileOf('me.gif', 'image/gif', 10), fileOf('me.webp', 'image/webp', 10), pdf(10)]) {
      expect(await errorsOf({ ...valid, photo })).toEqual({ photo: 'Only JPG and PNG files are allowed.' });
    }
  });
});

describe('file helpers', () => {
  it('give the pickers the accepted extensions', () => {
    expect(acceptAttribute('cv')).toBe('.pdf,.docx');
    expect(acceptAttribute('photo')).toBe('.jpg,.jpeg,.png');
  });

  it('name the first problem of a chosen file and its message', () => {
    expect(fileProblem('photo', null)).toBe('required');
    expect(fileProblem('photo', png(PHOTO_MAX_BYTES + 1))).toBe('size');
    expect(fileProblem('photo', png())).toBeNull();
    expect(fileMessage('cv', fileOf('notes.txt', 'text/plain', 3), tEn)).toBe('Only PDF and DOCX files are allowed.');
    expect(fileMessage('cv', pdf(), tEn)).toBeNull();
  });
});
