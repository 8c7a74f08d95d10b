import fs from 'fs';
import path from 'path';
import { BUSINESS, LANGUAGES, copyFacts, countedMonths, formatNumber, type Language } from './constants';

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

describe('countedMonths', () => {
  it('says a number of months as each language does, Arabic one and two by the noun alone', () => {
    expect([1, 2, 6, 12].map((n) => countedMonths(n, 'en'))).toEqual(['1 month', '2 months', '6 months', '12 months']);
    expect([1, 2, 5, 12, 21].map((n) => countedMonths(n, 'ru'))).toEqual(['1 месяц', '2 месяца', '5 месяцев', '12 месяцев', '21 месяц']);
    expect([1, 2, 3, 12, 100].map((n) => countedMonths(n, 'ar'))).toEqual(['شهر واحد', 'شهرين', '3 أشهر', '12 شهرًا', '100 شهر']);
  });

  it('is given to the copy for every number of months, and Arabic copy never writes a bare number before شهر', () => {
    expect(copyFacts('ar')).toMatchObject({ trialMonthsCounted: 'شهر واحد', babyPlanReviewMonthsCounted: 'شهرين', studyAbroadLeadMonthsMaxCounted: '12 شهرًا' });
    const arabic = fs.readdirSync(path.resolve(__dirname, '../locales/ar')).map((file) => fs.readFileSync(path.resolve(__dirname, '../locales/ar', file), 'utf8'));
    expect(arabic.join('\n').match(/\{\{\w+\}\} (شهر|أشهر|شهرًا|شهرين)/g)).toBeNull();
  });
});
