/**
 * A public form's field sent as another JSON type than text (a number, a list, an object, null,
 * true) is refused as the form's own checks refuse: 400, `{ errors: { field: message } }` in the
 * visitor's language, never the schema's words ("body/start must be string"), and nothing is
 * stored or changed. Driven through the HTTP routes: the booking, its move, the contact form.
 */
import { fc, test } from '@fast-check/jest';
import { LANGUAGES } from '@efe/shared/constants';
import { LEAD_SOURCE_FIELDS } from '@efe/shared/lead-source';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { countRows, queryAll } from './support/database';
import { Booked, freeStarts, OPEN_EVERY_DAY, postJson } from './support/diary';
import { expectedMessage } from './support/messages';
import { serverForTests } from './support/server';

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
const post = (route: string, body: unknown) => postJson(server.baseUrl, route, body);

/** What a field that could not be read is answered with: the form's own message where it has one for the field. */
const MESSAGE_OF_FIELD: Record<string, string> = {
  start: 'slot.invalid',
  meeting: 'meeting.invalid',
  service: 'service.invalid',
  site_language: 'siteLanguage',
  ...Object.fromEntries(LEAD_SOURCE_FIELDS.map((field) => [field, 'leadSource'])),
};
const messageKey = (field: string) => MESSAGE_OF_FIELD[field] ?? 'unreadable';

const FAMILY = { meeting: 'phone', full_name: 'Type Family', phone: '+971 50 123 4567', service: '', message: '' };
const CONTACT = { full_name: 'Type Sender', email: 'types@example.com', phone: '+971 50 123 4567', service: '', subject: 'Hello', message: 'A question.' };
const TEXT_FIELDS = {
  booking: ['start', 'meeting', 'full_name', 'email', 'phone', 'service', 'message', 'time_zone', ...LEAD_SOURCE_FIELDS],
  contact: ['full_name', 'email', 'phone', 'service', 'subject', 'message', ...LEAD_SOURCE_FIELDS],
  move: ['start', 'time_zone'],
};

/** Any JSON value but text. */
const notText = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }),
);
/** Any JSON value but a whole number (a candidate's id). */
const notWholeNumber = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
);
/** Some fields of a form, each given a value of the wrong type. */
const wrongFields = (fields: readonly string[], extra: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc.dictionary(fc.constantFrom(...fields, ...Object.keys(extra)), fc.constant(null), { minKeys: 1, maxKeys: 3 }).chain((chosen) =>
    fc.record(Object.fromEntries(Object.keys(chosen).map((field) => [field, extra[field] ?? notText]))),
  );

/** The refusal a body with these wrong fields must get: each field's message in the page's language. */
function expectedRefusal(wrong: Record<string, unknown>, language: string) {
  return { status: 400, body: { errors: Object.fromEntries(Object.keys(wrong).map((field) => [field, expectedMessage(language, messageKey(field))])) } };
}

/** Fastify's and Ajv's own words: never what a visitor reads. */
const SCHEMA_TEXT = /must (be|have|match|NOT)|body\/|querystring\//;

let starts: string[] = [];
let token = '';
let booked = { starts_at: '', id: 0 };
let families = 0;

beforeAll(async () => {
  expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: { ...OPEN_EVERY_DAY, capacity: 20 } })).status).toBe(200);
  starts = await freeStarts(server.baseUrl);
  const reply = await post('/api/booking', { ...FAMILY, start: starts[0], email: 'moving-types@example.com', site_language: 'en' });
  expect(reply.status).toBe(201);
  const answer = checked(Booked, reply.body);
  token = answer.token;
  booked = answer.data;
});

const events = () => queryAll<{ n: number }>(server.databasePath, 'SELECT COUNT(*) AS n FROM consultation_events')[0].n;

describe('chosen cases: a booking, a move and a site language of the wrong type', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['start: 123', { start: 123 }, 'ru'],
    ['full_name: ["A"]', { full_name: ['A'] }, 'ar'],
    ['time_zone: 5', { time_zone: 5 }, 'en'],
    ['service: 123', { service: 123 }, 'ru'],
    ['message: 42', { message: 42 }, 'ar'],
  ])('a booking with %s is refused in the page\'s language', async (_case, wrong, language) => {
    families += 1;
    const before = countRows(server.databasePath, 'consultations');
    const reply = await post('/api/booking', { ...FAMILY, start: starts[1], email: `example-${families}@example.com`, ...wrong, site_language: language });
    expect(reply).toEqual(expectedRefusal(wrong, language));
    expect(countRows(server.databasePath, 'consultations')).toBe(before);
  });

  it('a move to start: 5 is refused in the page\'s language and moves nothing', async () => {
    const reply = await post('/api/booking/move', { token, start: 5, site_language: 'ru' });
    expect(reply).toEqual(expectedRefusal({ start: 5 }, 'ru'));
    expect(queryAll(server.databasePath, 'SELECT starts_at FROM consultations WHERE id = ?', booked.id)).toEqual([{ starts_at: booked.starts_at }]);
  });

  it('a site_language that is not one of ours is said in English, the language left; on the link, in its one-message shape', async () => {
    for (const site_language of ['fr', 5, ['ru']]) {
      expect(await post('/api/contact', { ...CONTACT, site_language })).toEqual(expectedRefusal({ site_language }, 'en'));
      // The link's routes say it as their other refusals (link-site-language.property.test.ts).
      expect(await post('/api/booking/lookup', { token, site_language })).toEqual({ status: 400, body: { error: expectedMessage('en', 'siteLanguage') } });
    }
  });

  it('a body that is no object is said to be unreadable, in English', async () => {
    for (const route of ['/api/booking', '/api/contact', '/api/booking/move']) {
      for (const body of [['a'], 'text', 42, null]) {
        const reply = await post(route, body);
        expect([route, reply]).toEqual([route, { status: 400, body: { error: expectedMessage('en', 'formUnreadable') } }]);
      }
    }
  });

  it('a body that is no JSON, or JSON with a prototype key, is said to be unreadable in the query\'s language, never in the framework\'s words', async () => {
    for (const route of ['/api/booking', '/api/contact', '/api/booking/lookup']) {
      for (const [body, language] of [['{bad json', 'ar'], ['{"__proto__": {"admin": true}, "site_language": "ru"}', 'ru'], ['', 'en']] as const) {
        const reply = await fetch(`${server.baseUrl}${route}?site_language=${language}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        expect([route, body, reply.status, await reply.json()]).toEqual([route, body, 400, { error: expectedMessage(language, 'formUnreadable') }]);
      }
    }
  });
});

test.prop([fc.constantFrom(...LANGUAGES), wrongFields(TEXT_FIELDS.booking)], { numRuns: 60 })(
  'a booking with fields of the wrong type is refused field by field in the page\'s language, and nothing is booked',
  async (language, wrong) => {
    families += 1;
    const before = countRows(server.databasePath, 'consultations');
    const reply = await post('/api/booking', { ...FAMILY, start: starts[1], email: `wrong-${families}@example.com`, ...wrong, site_language: language });
    expect(JSON.stringify(reply.body)).not.toMatch(SCHEMA_TEXT);
    expect(reply).toEqual(expectedRefusal(wrong, language));
    expect(countRows(server.databasePath, 'consultations')).toBe(before);
  },
  120_000,
);

test.prop([fc.constantFrom(...LANGUAGES), wrongFields(TEXT_FIELDS.contact, { candidate_id: notWholeNumber })], { numRuns: 60 })(
  'a contact message with fields of the wrong type is refused field by field in the page\'s language, and nothing is stored',
  async (language, wrong) => {
    const before = countRows(server.databasePath, 'contact_messages');
    const reply = await post('/api/contact', { ...CONTACT, ...wrong, site_language: language });
    expect(JSON.stringify(reply.body)).not.toMatch(SCHEMA_TEXT);
    expect(reply).toEqual(expectedRefusal(wrong, language));
    expect(countRows(server.databasePath, 'contact_messages')).toBe(before);
  },
  120_000,
);

test.prop([fc.constantFrom(...LANGUAGES), wrongFields(TEXT_FIELDS.move)], { numRuns: 40 })(
  'a move with fields of the wrong type is refused field by field in the page\'s language, and nothing moves',
  async (language, wrong) => {
    const before = events();
    const reply = await post('/api/booking/move', { token, start: starts[2], ...wrong, site_language: language });
    expect(JSON.stringify(reply.body)).not.toMatch(SCHEMA_TEXT);
    expect(reply).toEqual(expectedRefusal(wrong, language));
    expect(queryAll(server.databasePath, 'SELECT starts_at FROM consultations WHERE id = ?', booked.id)).toEqual([{ starts_at: booked.starts_at }]);
    expect(events()).toBe(before);
  },
  120_000,
);
