/**
 * How the site writes, checked over every English text: British spelling (the site says
 * "personalised", so never "conceptualization"), list items that start as sentences, and the
 * privacy notice's file fields said as short facts, not as the form's hint sentence.
 */
import fs from 'fs';
import path from 'path';
import { LANGUAGES } from '@efe/shared/constants';
import { APPLICATION_NOTICE_FIELDS } from './lib/privacy-notice';

const LOCALES = path.resolve(__dirname, '../locales');

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

function namespace(language: string, name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${name}.json`), 'utf8'));
}

/** The text at a dotted key ("application.cv"), or undefined. */
function valueAt(source: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => (typeof value === 'object' && value !== null ? Object.entries(value).find(([name]) => name === part)?.[1] : undefined), source);
}

const englishTexts = fs.readdirSync(path.join(LOCALES, 'en')).flatMap((file) => texts(namespace('en', file.replace(/\.json$/, ''))));

/** -ize, -ization, -yze and the American -or, -er and -og spellings; product names and words that are spelt so in Britain too stay. */
const AMERICAN = /\b(\w+(?:iz(?:e|es|ed|ing|ation|ations)|yz(?:e|es|ed|ing))|colou?r(?<!colour)\w*|favor\w*|behavior\w*|honor\w*|neighbor\w*|labor|center|centers|catalog|programs?)\b/gi;
const BRITISH_TOO = new Set(['size', 'sizes', 'sized', 'prize', 'prizes', 'seize', 'capsize']);
/** Proper names, spelt as the service is named (its route: /university-pathway-program). */
const PROPER_NAMES = ['University Pathway Program'];

describe('copy style', () => {
  it('writes British English in every English text', () => {
    const american = englishTexts.flatMap((text) => {
      const withoutNames = PROPER_NAMES.reduce((result, name) => result.split(name).join(''), text);
      return [...withoutNames.matchAll(AMERICAN)].map(([word]) => word).filter((word) => !BRITISH_TOO.has(word.toLowerCase()));
    });
    expect(american).toEqual([]);
  });

  it.each(LANGUAGES)('%s: the privacy notice lists what it collects as items that start with a capital letter', (language) => {
    if (language === 'ar') return; // Arabic has no letter case.
    const forms = namespace(language, 'forms');
    const privacy = namespace(language, 'privacy');
    const items = [...APPLICATION_NOTICE_FIELDS.map((field) => valueAt(forms, field.label)), valueAt(privacy, 'collect.siteLanguage')];
    for (const item of items) expect(String(item)).toMatch(/^\p{Lu}/u);
  });

  it.each(LANGUAGES)("%s: the notice says what a file field takes as a short fact, not the form's hint sentence", (language) => {
    const forms = namespace(language, 'forms');
    for (const key of APPLICATION_NOTICE_FIELDS.flatMap((item) => (item.hint ? [item.hint] : []))) {
      const hint = valueAt(forms, key);
      expect(typeof hint).toBe('string');
      expect(String(hint)).not.toMatch(/[.。]$/);
      expect(String(hint)).toMatch(/\d/);
    }
  });
});
