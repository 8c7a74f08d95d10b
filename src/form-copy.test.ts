/**
 * The career form's copy agrees with itself: a message names the field as its label does, and
 * sizes are written the way each language writes them ("2 MB", "2 МБ", never "2MB" or "200kb").
 */
import en from '../locales/en/forms.json';
import enValidation from '../locales/en/validation.json';
import ar from '../locales/ar/forms.json';
import ru from '../locales/ru/forms.json';

const FIELDS = ['name', 'email', 'phone', 'language', 'role', 'ageGroup', 'quote', 'cv', 'photo'] as const;

describe('career form copy', () => {
  it.each(FIELDS)('the English "%s is required" message names a word of its label', (field) => {
    const message = enValidation[field].required;
    const subject = message.replace(/ is required\.$/, '').toLowerCase();
    const label = en.application[field].toLowerCase();
    // "Language" for "Languages you speak", "Name" for "Full name": the label holds the message's subject.
    expect({ field, label, subject, agrees: label.includes(subject) }).toEqual({ field, label, subject, agrees: true });
  });

  it.each([
    ['en', en],
    ['ar', ar],
    ['ru', ru],
  ])('%s hints write a file size with a space before its unit', (_language, forms) => {
    for (const text of [forms.application.cvHint, forms.application.photoHint]) {
      expect(text).not.toMatch(/\d(?:kb|mb|кб|мб)/i);
      expect(text).toMatch(/\d (?:KB|MB|КБ|МБ|كيلوبايت|ميغابايت)/);
    }
  });
});
