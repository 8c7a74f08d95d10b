import { brokenStorage } from '../../test-support/broken-storage';
import { applicationDraft, contactDraft, inquiryDraft } from './form-draft';
import { EMPTY_APPLICATION, type ApplicationValues } from '@efe/shared/application-schema';
import { EMPTY_CONTACT_FORM } from '@efe/shared/contact-schema';

const filled: ApplicationValues = {
  name: 'Olga Ivanova',
  email: 'olga@example.com',
  phone: '79161234567',
  language: ['russian', 'english'],
  role: 'governess',
  ageGroup: '6-12',
  country: 'Russia',
  quote: 'Governess with a teaching degree.',
  cv: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
  photo: new File(['png'], 'me.png', { type: 'image/png' }),
};

beforeEach(() => window.sessionStorage.clear());

describe('form drafts', () => {
  it('saves the text answers to sessionStorage and never the files', () => {
    applicationDraft.save(filled);
    const stored = JSON.parse(window.sessionStorage.getItem(applicationDraft.key) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['ageGroup', 'country', 'email', 'language', 'name', 'phone', 'quote', 'role']);
    expect(stored).not.toHaveProperty('cv');
    expect(stored).not.toHaveProperty('photo');
  });

  it('restores what was saved, files aside', () => {
    applicationDraft.save(filled);
    const { cv: _cv, photo: _photo, ...answers } = filled;
    expect(applicationDraft.load()).toEqual(answers);
  });

  it('removes the draft when the form is emptied and when cleared', () => {
    applicationDraft.save(filled);
    applicationDraft.save(EMPTY_APPLICATION);
    expect(window.sessionStorage.getItem(applicationDraft.key)).toBeNull();
    applicationDraft.save(filled);
    applicationDraft.clear();
    expect(applicationDraft.load()).toBeNull();
  });

  it('ignores corrupt or foreign data', () => {
    expect(applicationDraft.parse('not json')).toBeNull();
    expect(applicationDraft.parse('[1,2]')).toBeNull();
    expect(applicationDraft.parse('{"name":""}')).toBeNull();
    expect(applicationDraft.parse('{"name":42,"email":"a@b.c","language":["english",7]}')).toEqual({
      name: '',
      email: 'a@b.c',
      phone: '',
      language: ['english'],
      role: '',
      ageGroup: '',
      country: '',
      quote: '',
    });
  });

  it('keeps working when storage throws', () => {
    const broken = brokenStorage;
    expect(() => applicationDraft.save(filled, broken)).not.toThrow();
    expect(applicationDraft.load(broken)).toBeNull();
    expect(() => applicationDraft.clear(broken)).not.toThrow();
  });

  it('keeps each form under its own key', () => {
    applicationDraft.save(filled);
    contactDraft.save({ ...EMPTY_CONTACT_FORM, message: 'We need a nanny from March.' });
    expect(contactDraft.load()).toEqual({ ...EMPTY_CONTACT_FORM, message: 'We need a nanny from March.' });
    expect(applicationDraft.load()?.name).toBe('Olga Ivanova');
    contactDraft.clear();
    expect(applicationDraft.load()).not.toBeNull();
  });

  it('keeps a chosen service with a message, but makes no draft of a service alone (a service page chose it)', () => {
    contactDraft.save({ ...EMPTY_CONTACT_FORM, service: 'premier-nanny' });
    expect(contactDraft.load()).toBeNull();
    contactDraft.save({ ...EMPTY_CONTACT_FORM, service: 'premier-nanny', message: 'From March.' });
    expect(contactDraft.load()).toEqual({ ...EMPTY_CONTACT_FORM, service: 'premier-nanny', message: 'From March.' });
    contactDraft.clear();
  });

  it('keeps a question about a candidate only once it differs from the text it starts with, per candidate', () => {
    const start = { ...EMPTY_CONTACT_FORM, subject: 'About Maria Santos', message: 'I would like to know more about Maria Santos.' };
    const maria = inquiryDraft(1, start);
    maria.save({ ...start, message: `  ${start.message} ` });
    expect(maria.load()).toBeNull();
    maria.save({ ...start, full_name: 'Layla' });
    expect(maria.load()).toEqual({ ...start, full_name: 'Layla' });
    expect(inquiryDraft(2, start).load()).toBeNull();
    maria.clear();
  });
});
