import { BUSINESS, LANGUAGES, formatNumber, type Language } from './constants';

// What the site wrote with Intl.NumberFormat before formatNumber spelled the separators out.
const INTL_LOCALES: Record<Language, string> = { en: 'en', ar: 'ar-AE-u-nu-latn', ru: 'ru' };

describe('formatNumber', () => {
  const values = [...Object.values(BUSINESS), 0, 7, 999, 1000, 2000, 12_000, 999_999, 1_234_567, Number.MAX_SAFE_INTEGER];

  for (const language of LANGUAGES) {
    it(`writes whole numbers as Intl.NumberFormat does (${language})`, () => {
      const intl = new Intl.NumberFormat(INTL_LOCALES[language]);
      for (const value of values) expect(formatNumber(value, language)).toBe(intl.format(value));
    });
  }

  it('refuses what it cannot write the same way', () => {
    expect(() => formatNumber(2.5, 'en')).toThrow(RangeError);
    expect(() => formatNumber(-1, 'ru')).toThrow(RangeError);
  });
});
