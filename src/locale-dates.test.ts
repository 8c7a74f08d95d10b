/**
 * A Russian date the site writes ends in "г." ("28 ноября 2026 г."): a message that ends its
 * sentence right after the date would print "г..". Every Russian message that takes a {{date}},
 * rendered by i18next with the dates the site writes (on the visitor's calendar and on the
 * office's), for any day, never doubles the point.
 */
import { localeFile } from '../test-support/locale-file';
import fs from 'fs';
import path from 'path';
import i18next, { type ResourceLanguage } from 'i18next';
import { fc, test } from '@fast-check/jest';
import { formatPublishedDate } from './lib/blog-date';
import { visitorDate } from './lib/visitor-clock';

const RUSSIAN = path.resolve(__dirname, '../locales/ru');

/** Every text of a namespace by its key ("booking.subject.booked"). */
function texts(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${prefix}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, prefix ? `${prefix}.${key}` : key));
  return [];
}

const namespaces: ResourceLanguage = Object.fromEntries(
  fs
    .readdirSync(RUSSIAN)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), localeFile('ru', file.replace(/\.json$/, ''))]),
);
const withDate = Object.entries(namespaces).flatMap(([namespace, messages]) =>
  texts(messages)
    .filter(([, text]) => text.includes('{{date}}'))
    .map(([key, text]) => ({ key: `${namespace}:${key}`, placeholders: [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]) })),
);

const i18n = i18next.createInstance();
void i18n.init({ lng: 'ru', resources: { ru: namespaces }, ns: Object.keys(namespaces), initImmediate: false, interpolation: { escapeValue: false } });

it('finds the Russian messages that take a date (the applicant page, the blog)', () => {
  expect(withDate.map((message) => message.key)).toEqual(expect.arrayContaining(['applicant:consentWithdrawn', 'applicant:consentGiven', 'blog:detail.publishedOn']));
});

const instants = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 11, 31) }).map((ms) => new Date(ms).toISOString());
const zones = fc.constantFrom('Asia/Dubai', 'America/Los_Angeles', 'Europe/Moscow', 'Pacific/Auckland');

test.prop([instants, zones], { numRuns: 30 })('no Russian message puts a full stop after a date that ends in "г."', (instant, zone) => {
  for (const date of [visitorDate(instant, 'ru', zone), formatPublishedDate(instant, 'ru')]) {
    expect(date).toMatch(/г\.$/);
    for (const { key, placeholders } of withDate) {
      const values = Object.fromEntries(placeholders.map((name) => [name, name === 'date' ? date : 'x']));
      // A key as a plain string, as validation-translate.ts gives one: i18next types `t` by the English files' keys.
      const rendered = i18n.t(key, { replace: values, defaultValue: key });
      expect({ key, rendered, doubled: /г\.\s*[.…]/.test(rendered) }).toEqual({ key, rendered, doubled: false });
    }
  }
});
