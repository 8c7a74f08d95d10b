/**
 * Which plural form a whole number takes in each of the site's languages (CLDR's rules), picked
 * by hand: i18next's `count` option would start Intl.PluralRules while the page hydrates, which
 * costs a phone 110-190 ms (e2e/hydration-cost.spec.ts). plural.test.ts holds these to Intl.
 */
import type { Language } from './constants';

export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

export function pluralForm(language: Language, n: number): PluralForm {
  if (!Number.isSafeInteger(n) || n < 0) return 'other';
  if (language === 'en') return n === 1 ? 'one' : 'other';
  if (language === 'ru') {
    const last = n % 10;
    const lastTwo = n % 100;
    if (last === 1 && lastTwo !== 11) return 'one';
    if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
    return 'many';
  }
  const lastTwo = n % 100;
  if (n === 0) return 'zero';
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'other';
}

/** The locale key of `base`'s form for `n` ("retention.text" → "retention.text_many"). */
export function pluralKey<Base extends string>(base: Base, language: Language, n: number): `${Base}_${PluralForm}` {
  return `${base}_${pluralForm(language, n)}`;
}
