import fs from 'fs';
import { localeTexts } from '../../test-support/locale-file';
import path from 'path';
import { LANGUAGES } from '@efe/shared/constants';
import { APPLICATION_NOTICE_FIELDS, CONTACT_NOTICE_FIELDS } from './privacy-notice';

const forms = (language: string) => JSON.parse(fs.readFileSync(path.join(__dirname, `../../locales/${language}/forms.json`), 'utf8')) as Record<string, Record<string, unknown>>;

const text = (messages: Record<string, Record<string, unknown>>, key: string) => {
  const [group, name] = key.split('.');
  return messages[group]?.[name];
};

describe('the fields the privacy notice lists', () => {
  it('are every field of both forms, the CV and photo with their limits', () => {
    expect(CONTACT_NOTICE_FIELDS.map((field) => field.label)).toEqual(['contact.full_name', 'contact.email', 'contact.phone', 'contact.service', 'contact.subject', 'contact.message']);
    expect(APPLICATION_NOTICE_FIELDS.map((field) => field.label)).toEqual([
      'application.name',
      'application.email',
      'application.phone',
      'application.language',
      'application.role',
      'application.ageGroup',
      'application.country',
      'application.quote',
      'application.cv',
      'application.photo',
    ]);
  });

  it.each(LANGUAGES)('have a label (and their hint) in %s', (language) => {
    const messages = forms(language);
    for (const field of [...CONTACT_NOTICE_FIELDS, ...APPLICATION_NOTICE_FIELDS]) {
      expect({ key: field.label, text: typeof text(messages, field.label) }).toEqual({ key: field.label, text: 'string' });
      if (field.hint) expect({ key: field.hint, text: typeof text(messages, field.hint) }).toEqual({ key: field.hint, text: 'string' });
    }
  });
});

describe("the notice's list of what a profile shows", () => {
  /** The rating as each language names it (its stem: Russian and Arabic inflect it). */
  const RATING = { en: /\brating\b/i, ar: /تقييم/, ru: /оценк/i } as const;
  const privacy = (language: keyof typeof RATING) =>
    localeTexts(language, 'privacy', 'profiles');

  it.each(LANGUAGES)('names the rating families see on the card (%s)', (language) => {
    expect(privacy(language).shows).toMatch(RATING[language]);
  });
});
