/**
 * A name (and every one-line field) is one line wherever it is shown: a line break typed into it
 * cannot write lines of its own into the staff's mail ("Bcc: …", "In the admin: https://evil…"),
 * the calendar file or the admin. NUL, BEL, ESC and DEL are refused; a name of invisible characters
 * alone is no name; bidi overrides, embeddings and isolates go. Read the way the staff read it: the mail through mailparser, the .ics through
 * ical.js, the row through the admin API.
 */
import path from 'node:path';
import { fc, test } from '@fast-check/jest';
import { Type } from '@sinclair/typebox';
import { CONTACT_MAX_LENGTH } from '@efe/shared/contact-schema';
import { FreeSlots } from '@efe/shared/contract/booking';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { parsedInvitation } from './support/calendar';
import { checked } from './support/checked';
import { Booked, OPEN_EVERY_DAY, postJson } from './support/diary';
import { expectedMessage } from './support/messages';
import { mailsMatching, type ReadMail } from './support/outbox-mails';
import { serverForTests } from './support/server';

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
const OPEN_ALL_DAY = { ...OPEN_EVERY_DAY, weekly: OPEN_EVERY_DAY.weekly.map((hours) => ({ ...hours, from: '00:00', to: '24:00' })), slot_minutes: 15, capacity: 20, horizon_days: 60 };
const Refused = Type.Object({ errors: Type.Record(Type.String(), Type.String()) });
const INJECTED = 'Eve\r\nBcc: victim@example.com\nIn the admin: https://evil.example/\u2028Reply-To: thief@example.com';

let starts: string[] = [];
let families = 0;
beforeAll(async () => {
  expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: OPEN_ALL_DAY })).status).toBe(200);
  const { data } = checked(Type.Object({ data: Type.Object({ slots: FreeSlots }) }), await (await fetch(`${server.baseUrl}/api/booking/slots`)).json());
  starts = data.slots.map((slot) => slot.start).reverse();
});

const post = (route: string, body: unknown) => postJson(server.baseUrl, route, body);

/** Books as a new family (its own address and time), with this name. */
function book(fullName: string, language = 'en') {
  families += 1;
  const email = `one-line-${families}@example.com`;
  return { email, reply: post('/api/booking', { start: starts[families], meeting: 'video', full_name: fullName, email, phone: '+971 50 123 4567', site_language: language }) };
}

const staffMailAbout = async (email: string): Promise<ReadMail> =>
  (await mailsMatching(path.join(server.dataDir, 'outbox'), (mail) => mail.to.includes('staff@example.com') && mail.parsed.replyTo?.value[0]?.address === email))[0];

/** The staff mail's lines from "Name:" on: the name's own, then the next field's. */
function nameAndNextLine(mail: ReadMail): [string, string] {
  const lines = (mail.parsed.text ?? '').split('\n');
  const at = lines.findIndex((line) => line.startsWith('Name: '));
  return [lines[at], lines[at + 1]];
}

it('keeps a name with line breaks on one line in the staff mail, the calendar and the admin', async () => {
  const { email, reply } = book(INJECTED);
  const booked = await reply;
  expect(booked.status).toBe(201);
  const mail = await staffMailAbout(email);
  const oneLine = 'Eve Bcc: victim@example.com In the admin: https://evil.example/ Reply-To: thief@example.com';
  expect(nameAndNextLine(mail)).toEqual([`Name: ${oneLine}`, `E-mail: ${email}`]);
  const lines = (mail.parsed.text ?? '').split('\n');
  expect(lines.filter((line) => /^(Bcc|Reply-To):/.test(line) || line.startsWith('In the admin: https://evil'))).toEqual([]);
  expect(mail.parsed.bcc).toBeUndefined();
  expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual([email]);
  expect(parsedInvitation(mail.calendar ?? '').summary).toBe(`Free consultation: ${oneLine}`);
  const { id } = checked(Booked, booked.body).data;
  expect((await adminCall<{ data: { full_name: string } }>(server.baseUrl, 'GET', `/api/admin/consultations/${id}`)).body.data.full_name).toBe(oneLine);
});

it('drops the bidi overrides, embeddings and isolates of a name wherever it is shown, and keeps its marks', async () => {
  const { email, reply } = book('Mallory \u202eliam.exe\u202c \u2067فاطمة\u2069 \u200fAl\u202d');
  const booked = await reply;
  expect(booked.status).toBe(201);
  const shown = 'Mallory liam.exe فاطمة \u200fAl';
  const mail = await staffMailAbout(email);
  expect(nameAndNextLine(mail)[0]).toBe(`Name: ${shown}`);
  expect(parsedInvitation(mail.calendar ?? '').summary).toBe(`Free consultation: ${shown}`);
  const { id } = checked(Booked, booked.body).data;
  expect((await adminCall<{ data: { full_name: string } }>(server.baseUrl, 'GET', `/api/admin/consultations/${id}`)).body.data.full_name).toBe(shown);
});

it('keeps the contact form\'s name and subject on one line in the staff mail', async () => {
  const email = 'one-line-contact@example.com';
  const sent = await post('/api/contact', { full_name: INJECTED, email, phone: '+971 50 123 4567', service: '', subject: 'Hello\nIn the admin: https://evil.example/', message: 'Two\nlines are fine here.', site_language: 'en' });
  expect(sent.status).toBe(201);
  const mail = await staffMailAbout(email);
  const lines = (mail.parsed.text ?? '').split('\n');
  expect(lines).toContain('Subject: Hello In the admin: https://evil.example/');
  expect(lines.filter((line) => /^(Bcc|Reply-To):/.test(line) || line.startsWith('In the admin: https://evil'))).toEqual([]);
  // The message may hold several lines: each is quoted as theirs (staff-mail-quotes.property.test.ts).
  expect(lines).toContain('> lines are fine here.');
});

it.each([
  ['NUL', 'Fatima\u0000Al Suwaidi'],
  ['BEL', 'Fatima\u0007'],
  ['ESC', '\u001b[31mFatima'],
  ['DEL', 'Fati\u007fma'],
])('refuses a name holding %s, in the visitor\'s language, and stores nothing', async (_name, fullName) => {
  const { reply } = book(fullName, 'ar');
  const refused = await reply;
  expect([refused.status, checked(Refused, refused.body).errors.full_name]).toEqual([400, expectedMessage('ar', 'controlCharacters')]);
  const contact = await post('/api/contact', { full_name: 'Fatima', email: 'control@example.com', phone: '+971 50 123 4567', service: '', subject: 'Hi', message: `Text${fullName}`, site_language: 'ru' });
  expect([contact.status, checked(Refused, contact.body).errors.message]).toEqual([400, expectedMessage('ru', 'controlCharacters')]);
});

it.each([
  ['zero-width spaces and joiners', '\u200b\u200c\u200d\u2060'],
  ['bidi marks', '\u200f\u202e\u2066'],
  ['Hangul fillers', '\u3164\u3164'],
  ['a Braille blank', '\u2800'],
  ['a lone combining mark between spaces', ' \u0301 '],
])('takes a name of %s alone for no name', async (_kind, fullName) => {
  const { reply } = book(fullName, 'ru');
  const refused = await reply;
  expect([refused.status, checked(Refused, refused.body).errors.full_name]).toEqual([400, expectedMessage('ru', 'full_name.required')]);
});

const LINE_BREAKS = ['\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\t'];
const REFUSED_CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f'];
const INVISIBLE = ['\u200b', '\u200f', '\u202e', '\u202b', '\u2066', '\u2069', '\u3164', '\u2800', '\u0301', ' '];
const namePiece = fc.oneof(
  { arbitrary: fc.constantFrom('Fatima', 'Al Suwaidi', 'فاطمة', 'Ольга', "O'Neil-Smith", 'Bcc: a@example.com', 'In the admin: https://evil.example/'), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }), weight: 3 },
  { arbitrary: fc.constantFrom(...LINE_BREAKS), weight: 3 },
  { arbitrary: fc.constantFrom(...INVISIBLE), weight: 2 },
  { arbitrary: fc.constantFrom(...REFUSED_CONTROLS), weight: 1 },
);

/** What the API must do with a name: refuse it, and why, or keep it as this one line. */
function expected(name: string): { refused: string } | { line: string } {
  const visible = /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]/u;
  if (!visible.test(name)) return { refused: expectedMessage('en', 'full_name.required') };
  if (REFUSED_CONTROLS.some((control) => name.includes(control))) return { refused: expectedMessage('en', 'controlCharacters') };
  const line = name
    .replace(/[\t\r\n\u0085\u2028\u2029]+/g, ' ')
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  if (line.length > CONTACT_MAX_LENGTH.full_name) return { refused: expectedMessage('en', 'tooLong', { max: CONTACT_MAX_LENGTH.full_name }) };
  return { line };
}

test.prop([fc.array(namePiece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(''))], { numRuns: 40 })(
  'any name is refused with its reason or shown as one line in the staff mail, the next field on the next line',
  async (name) => {
    const { email, reply } = book(name);
    const answer = await reply;
    const wanted = expected(name);
    if ('refused' in wanted) {
      expect([answer.status, checked(Refused, answer.body).errors.full_name]).toEqual([400, wanted.refused]);
      return;
    }
    expect(answer.status).toBe(201);
    expect(nameAndNextLine(await staffMailAbout(email))).toEqual([`Name: ${wanted.line}`, `E-mail: ${email}`]);
  },
  120_000,
);
