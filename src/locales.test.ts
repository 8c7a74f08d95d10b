/**
 * Every language has every key, with the same array lengths and the same placeholders, so no
 * visitor ever sees a raw key or an English fallback in the middle of Arabic or Russian text. A
 * text that depends on a number (`key_one`, `key_other`, ..., chosen by shared/plural.ts) has
 * exactly the plural forms its language has (Arabic six, Russian four, English two).
 */
import fs from 'fs';
import path from 'path';

const LOCALES_DIR = path.resolve(__dirname, '../locales');
const LANGUAGES = ['en', 'ar', 'ru'];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function flatten(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (Array.isArray(value)) {
    out.set(`${prefix}[length]`, String(value.length));
    value.forEach((item, index) => flatten(item, `${prefix}[${index}]`).forEach((v, k) => out.set(k, v)));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key).forEach((v, k) => out.set(k, v));
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

/** The facts a text names; "{{trialMonthsCounted}}" is "{{trialMonths}}" said with its noun (copyFacts), as Arabic must. */
const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '').replace(/Counted}}$/, '}}')).sort();

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** The keys with their plural forms folded into one ("retention.text_one" → "retention.text_#"). */
const foldPlurals = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.replace(PLURAL_FORM, '_#')))].sort();

/** A plural form may say its number in words ("one day"), so it may leave a placeholder out, never add one. */
const notInEnglish = (text: string, english: string) => placeholders(text).filter((placeholder) => !placeholders(english).includes(placeholder));

const namespaces = fs.readdirSync(path.join(LOCALES_DIR, 'en')).filter((file) => file.endsWith('.json'));

describe('locales', () => {
  it('has the same namespaces in every language', () => {
    for (const language of LANGUAGES) {
      expect(fs.readdirSync(path.join(LOCALES_DIR, language)).filter((f) => f.endsWith('.json')).sort()).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const read = (language: string) => flatten(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, namespace), 'utf8')));
    const english = read('en');

    it.each(['ar', 'ru'])('%s has exactly the English keys, array lengths and placeholders', (language) => {
      const other = read(language);
      expect(foldPlurals(other.keys())).toEqual(foldPlurals(english.keys()));
      for (const [key, text] of english) {
        if (key.endsWith('[length]')) expect(other.get(key)).toBe(text);
        else if (PLURAL_FORM.test(key)) continue;
        else expect({ key, placeholders: placeholders(other.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
      }
      for (const [key, text] of other) {
        if (!PLURAL_FORM.test(key)) continue;
        const englishText = english.get(key.replace(PLURAL_FORM, '_other')) ?? '';
        expect({ key, placeholdersNotInEnglish: notInEnglish(text, englishText) }).toEqual({ key, placeholdersNotInEnglish: [] });
      }
    });

    it.each(LANGUAGES)('%s gives each text that depends on a number exactly the plural forms of its language', (language) => {
      const keys = [...read(language).keys()];
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const base of new Set(keys.filter((key) => PLURAL_FORM.test(key)).map((key) => key.replace(PLURAL_FORM, '')))) {
        const given = keys.filter((key) => key.replace(PLURAL_FORM, '') === base && PLURAL_FORM.test(key)).map((key) => PLURAL_FORM.exec(key)![1]);
        expect({ base, forms: given.sort() }).toEqual({ base, forms: [...forms].sort() });
      }
    });

    it.each(['ar', 'ru'])('%s strings are written in its own script', (language) => {
      const script = language === 'ar' ? /[\u0600-\u06FF]/ : /[\u0400-\u04FF]/;
      for (const [key, text] of read(language)) {
        if (key.endsWith('[length]')) continue;
        const words = text.replace(/{{\s*\w+\s*}}/g, '').replace(/Elite Family Education/g, '');
        // Only strings with at least one word need the script (codes like "AED" or "PDF" alone are fine).
        const latinWords = words.match(/\b[A-Za-z]{2,}\b/g) ?? [];
        if (latinWords.length >= 3) expect({ key, text, hasScript: script.test(words) }).toEqual({ key, text, hasScript: true });
      }
    });
  });

  // components/candidates/use-value-labels.ts sorts the filter and form options by their place here,
  // so the browser need not start Intl to compare labels.
  it.each(LANGUAGES)('%s lists the candidate roles, languages and countries in the order its readers sort their labels', (language) => {
    const { values } = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, 'candidates.json'), 'utf8')) as {
      values: Record<string, Record<string, string>>;
    };
    const collator = new Intl.Collator(language);
    for (const [group, labels] of Object.entries(values)) {
      const listed = Object.values(labels);
      expect({ group, labels: listed }).toEqual({ group, labels: [...listed].sort(collator.compare) });
    }
  });
});
