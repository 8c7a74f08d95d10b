import { LANGUAGES } from './constants';
import { pluralForm, pluralKey } from './plural';

describe('pluralForm', () => {
  it.each(LANGUAGES)('picks the form Intl.PluralRules picks for every whole number up to 10,000 (%s)', (language) => {
    const rules = new Intl.PluralRules(language);
    const differing: string[] = [];
    for (let n = 0; n <= 10_000; n += 1) if (pluralForm(language, n) !== rules.select(n)) differing.push(`${n}: ${pluralForm(language, n)} ≠ ${rules.select(n)}`);
    expect(differing).toEqual([]);
  });

  it('names the key of that form', () => {
    expect(pluralKey('retention.text', 'ru', 365)).toBe('retention.text_many');
    expect(pluralKey('retention.text', 'ar', 365)).toBe('retention.text_many');
    expect(pluralKey('retention.text', 'ar', 100)).toBe('retention.text_other');
    expect(pluralKey('retention.text', 'en', 1)).toBe('retention.text_one');
  });
});
