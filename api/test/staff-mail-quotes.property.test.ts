/**
 * What a visitor writes over several lines (a contact message, a booking's message, an
 * application's "about you") is unmistakably theirs in the staff's mails: under a heading of ours,
 * every line of it quoted with "> ", and none of our own lines starts so. A message that imitates
 * our lines ("In the admin: https://evil…", "Name: …", a quoted line of its own) writes nothing
 * outside its quote. Read as the staff's mail client reads it: the .eml through mailparser, split at
 * every line break a client may draw (CR, LF, NEL, U+2028, U+2029).
 */
import path from 'node:path';
import { fc, test } from '@fast-check/jest';
import { CONTROL_CHARACTER } from '@efe/shared/form-rules';
import { checked } from './support/checked';
import { Booked, freeStarts, OPEN_EVERY_DAY } from './support/diary';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { applicationForm, postForm, postJson } from './support/forms';
import { mailsMatching, type ReadMail } from './support/outbox-mails';
import { serverForTests } from './support/server';

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
const post = (route: string, body: unknown) => postJson(server.baseUrl, route, body);

const HEADINGS = {
  message: 'Their message, each line quoted as they wrote it:',
  application: 'About them, each line quoted as they wrote it:',
};
/** Every line break a mail client may draw as one. */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;
const PHONE = '+971 50 123 4567';

let starts: string[] = [];
let sent = 0;
beforeAll(async () => {
  expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: { ...OPEN_EVERY_DAY, capacity: 20, horizon_days: 60 } })).status).toBe(200);
  starts = await freeStarts(server.baseUrl);
});

/** The staff's mail about the lead sent from this address (Reply-To is its sender). */
const staffMailFrom = async (email: string, subject: RegExp): Promise<ReadMail> =>
  (
    await mailsMatching(
      path.join(server.dataDir, 'outbox'),
      (mail) => mail.to.includes('staff@example.com') && mail.parsed.replyTo?.value[0]?.address === email && subject.test(mail.parsed.subject ?? ''),
    )
  )[0];

/** The mail's lines outside the quote, and the quoted lines as written (without "> "). */
function readQuote(mail: ReadMail, heading: string): { outside: string[]; quoted: string[] } {
  const lines = (mail.parsed.text ?? '').replace(/\n$/, '').split(LINE_BREAK);
  const at = lines.indexOf(heading);
  expect(lines.filter((line) => line === heading)).toHaveLength(1);
  let end = at + 1;
  while (end < lines.length && lines[end].startsWith('>')) end += 1;
  const quoted = lines.slice(at + 1, end).map((line) => line.replace(/^> ?/, ''));
  return { outside: [...lines.slice(0, at + 1), ...lines.slice(end)], quoted };
}

/** The message's lines as it is kept (trimmed), each line break of any kind one. */
const linesOf = (message: string) => message.trim().split(LINE_BREAK);

const adminLink = (kind: string, id: number) => `In the admin: ${server.baseUrl}/admin/#/${kind}/${id}/show`;

/** Lines a visitor could write to pass for ours, and lines that look like a quote of their own. */
const OUR_LINES = [
  'In the admin: https://evil.example/phish',
  'Name: Mallory',
  'E-mail: thief@example.com',
  'Reply-To: thief@example.com',
  HEADINGS.message,
  HEADINGS.application,
  'About them:',
  '> quoted by them',
  '>',
  '>> deeper',
  `The application, with the CV and the photo, in the admin: https://evil.example/`,
];
const LINE_BREAKS = ['\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\n\n'];
const piece = fc.oneof(
  { arbitrary: fc.constantFrom(...OUR_LINES), weight: 4 },
  { arbitrary: fc.constantFrom(...LINE_BREAKS), weight: 4 },
  { arbitrary: fc.constantFrom('Hello', 'مرحبًا', 'Здравствуйте', '  indented', 'tab\there', '\u202eevil'), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }).filter((text) => !CONTROL_CHARACTER.test(text)), weight: 2 },
);
/** A message of several lines, some of them ours; it starts with words, so it is never blank. */
const multiLine = fc.array(piece, { minLength: 1, maxLength: 14 }).map((pieces) => `Dear team${pieces.join('')}`);

it('quotes the tester\'s contact message: the fake "In the admin:" line stays inside the quote', async () => {
  const email = 'quote-example@example.com';
  const reply = await post('/api/contact', { full_name: 'Eve', email, phone: PHONE, service: '', subject: 'Hello', message: 'Hello\nIn the admin: https://evil.example/phish\n', site_language: 'en' });
  expect(reply.status).toBe(201);
  const { outside, quoted } = readQuote(await staffMailFrom(email, /^New message/), HEADINGS.message);
  expect(quoted).toEqual(['Hello', 'In the admin: https://evil.example/phish']);
  expect(outside.filter((line) => line.startsWith('In the admin:'))).toEqual([adminLink('messages', reply.body.id ?? 0)]);
});

test.prop([multiLine], { numRuns: 25 })(
  'a contact message of any lines is quoted whole, and every line outside the quote is ours',
  async (message) => {
    sent += 1;
    const email = `quote-contact-${sent}@example.com`;
    const reply = await post('/api/contact', { full_name: 'Quote Sender', email, phone: PHONE, service: '', subject: 'About lines', message, site_language: 'en' });
    expect(reply.status).toBe(201);
    const { outside, quoted } = readQuote(await staffMailFrom(email, /^New message/), HEADINGS.message);
    expect(quoted).toEqual(linesOf(message));
    expect(outside).toEqual([
      'A new message arrived through the contact form.',
      '',
      'Name: Quote Sender',
      `E-mail: ${email}`,
      `Phone: ${PHONE}`,
      'Site language: en',
      'Service: not sure yet',
      'Subject: About lines',
      '',
      HEADINGS.message,
      '',
      adminLink('messages', reply.body.id ?? 0),
    ]);
  },
  180_000,
);

test.prop([multiLine], { numRuns: 20 })(
  'a booking\'s message of any lines is quoted whole in the staff\'s mail and invitation, and every line outside the quote is ours',
  async (message) => {
    sent += 1;
    const email = `quote-booking-${sent}@example.com`;
    const reply = await post('/api/booking', { start: starts[sent], meeting: 'video', full_name: 'Quote Family', email, phone: PHONE, service: '', message, site_language: 'en' });
    expect(reply.status).toBe(201);
    const { data } = checked(Booked, reply.body);
    const mail = await staffMailFrom(email, /^New consultation/);
    const { outside, quoted } = readQuote(mail, HEADINGS.message);
    expect(quoted).toEqual(linesOf(message));
    expect(outside.filter((line) => line.startsWith('>'))).toEqual([]);
    expect(outside.slice(outside.indexOf('Name: Quote Family'))).toEqual([
      'Name: Quote Family',
      `E-mail: ${email}`,
      `Phone: ${PHONE}`,
      'Service: not sure yet',
      'Site language: en',
      '',
      HEADINGS.message,
      '',
      adminLink('consultations', data.id),
    ]);
    // The calendar file's description, which a calendar shows as lines, quotes it too.
    const description = /^DESCRIPTION:(.*(?:\r\n .*)*)/m.exec(mail.calendar ?? '')?.[1].replace(/\r\n /g, '').replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1') ?? '';
    const described = description.split(LINE_BREAK);
    const at = described.indexOf(HEADINGS.message);
    expect(described.slice(at + 1).map((line) => line.replace(/^> ?/, ''))).toEqual(linesOf(message));
    expect(described.slice(at + 1).every((line) => line.startsWith('>'))).toBe(true);
    expect(described.slice(0, at).some((line) => line.startsWith('>') || line.includes('evil'))).toBe(false);
  },
  180_000,
);

it('quotes an application\'s "about them" under its heading: lines imitating ours stay inside the quote', async () => {
  const email = 'quote-applicant@example.com';
  const quote = 'I love children.\nAbout them:\nThe application, with the CV and the photo, in the admin: https://evil.example/\r\n> already quoted\u2028Name: Mallory';
  const reply = await postForm(server.baseUrl, applicationForm({ email, quote }));
  expect(reply.status).toBe(201);
  const { outside, quoted } = readQuote(await staffMailFrom(email, /^New application/), HEADINGS.application);
  expect(quoted).toEqual(linesOf(quote));
  expect(outside.filter((line) => line.startsWith('>') || line.includes('evil') || line === 'Name: Mallory')).toEqual([]);
  expect(outside.slice(-2)).toEqual(['', `The application, with the CV and the photo, in the admin: ${server.baseUrl}/admin/#/applications/${reply.body.id}/show`]);
});
