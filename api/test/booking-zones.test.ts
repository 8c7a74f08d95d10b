/**
 * The booking's mails for families anywhere, through the real API (booked over HTTP, read back
 * from the outbox by mailparser as a mail client reads them): random zones and slots in the
 * three languages name the family's zone in their language and give their time in the subject;
 * Russian subjects keep their grammar, Arabic ranges their words; a move mails the mover's zone
 * and the time it had; the staff's mails speak to the staff; a damaged link's key is refused in
 * the visitor's language, never in the schema's words.
 */
import { fc } from '@fast-check/jest';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { FreeSlot, FreeSlots } from '@efe/shared/contract/booking';
import { DATE_LOCALES, officeDay } from '@efe/shared/office-clock';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { expectedMessage } from './support/messages';
import { mailsMatching, type ReadMail } from './support/outbox-mails';
import { serverForTests } from './support/server';

type Slot = Static<typeof FreeSlot>;
const SlotsAnswer = Type.Object({ data: Type.Object({ slots: FreeSlots }) });
const Booked = Type.Object({ token: Type.String() });
const Refusal = Type.Object({ error: Type.String() });

/** Every hour of every day, three families a slot, a year ahead: times on every side of midnight, both sides of the clock changes. */
const ROUND_THE_CLOCK = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '24:00' })),
  slot_minutes: 30,
  capacity: 3,
  notice_hours: 1,
  horizon_days: 365,
  closed_days: [],
};

const ZONES = [...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/GMT+5', 'Asia/Kolkata'];
const FAMILY = { meeting: 'phone', full_name: 'Sarah Whitfield', phone: '+44 20 7946 0000', service: '', message: '' };
const ISOLATE = /[\u2068\u2069]/g;

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
const outbox = () => path.join(server.dataDir, 'outbox');

beforeAll(async () => {
  expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: ROUND_THE_CLOCK })).status).toBe(200);
});

async function post(route: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.baseUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

async function freeSlots(): Promise<Slot[]> {
  return checked(SlotsAnswer, await (await fetch(`${server.baseUrl}/api/booking/slots`)).json()).data.slots;
}

let mailCount = 0;
const uniqueAddress = () => `family-${Date.now()}-${(mailCount += 1)}@example.com`;

/** The one mail to `to` whose subject matches, as mailparser reads it. */
async function mailTo(to: string, subject: RegExp = /./): Promise<ReadMail> {
  const [mail] = await mailsMatching(outbox(), (item) => item.to.includes(to) && subject.test(item.parsed.subject ?? ''));
  return mail;
}

/** A clock's "HH:MM" at `moment` in `timeZone`. */
const clock = (moment: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(moment);

/** CLDR's names of `timeZone` in `language` (generic, specific, offset): the family's zone is named with one of them. */
const cldrNames = (timeZone: string, language: Language, at: Date) =>
  (['longGeneric', 'long', 'shortOffset'] as const).map(
    (form) => new Intl.DateTimeFormat(DATE_LOCALES[language], { timeZone, timeZoneName: form }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '',
  );

/** Whether a subject ends naming `zone` in parentheses (a Russian name may hold parentheses of its own). */
const subjectNames = (subject: string, zone: string) => subject.endsWith(`(${zone})`);

/** The zone named in the family's "your time" line, its isolates taken off. */
function zoneOfOwnLine(text: string, language: Language): string | null {
  const label = { en: 'In your time zone', ar: 'بتوقيتكم المحلي', ru: 'По вашему времени' }[language];
  const line = text.split('\n').find((row) => row.startsWith(label));
  return line ? (/\((.*)\): /.exec(line)?.[1] ?? '').replace(ISOLATE, '') : null;
}

const DUBAI_LABEL: Record<Language, string> = { en: 'Dubai time', ar: 'توقيت دبي', ru: 'время Дубая' };

describe('the family\'s mail, from anywhere', () => {
  it('names the family\'s zone in their language, in the body and the subject, and gives their time in the subject', async () => {
    const slots = await freeSlots();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ZONES), fc.constantFrom(...LANGUAGES), fc.nat({ max: slots.length - 1 }), async (timeZone, language, index) => {
        const slot = slots[index];
        const email = uniqueAddress();
        const reply = await post('/api/booking', { ...FAMILY, email, start: slot.start, site_language: language, time_zone: timeZone });
        if (reply.status === 409) return; // three families have it already
        expect(reply.status).toBe(201);
        const mail = await mailTo(email);
        const subject = mail.parsed.subject ?? '';
        const text = mail.parsed.text ?? '';
        const start = new Date(slot.start);
        const names = cldrNames(timeZone, language, start);
        const dubaiClock = clock(start, 'Asia/Dubai');
        const ownClock = clock(start, timeZone);
        const sameClock = ownClock === dubaiClock && new Date(start).toLocaleDateString('en', { timeZone }) === new Date(start).toLocaleDateString('en', { timeZone: 'Asia/Dubai' });
        const ownZone = zoneOfOwnLine(text, language);
        if (sameClock) {
          expect({ timeZone, ownZone, subject, dubai: subjectNames(subject, DUBAI_LABEL[language]) }).toEqual({ timeZone, ownZone: null, subject, dubai: true });
          expect(subject).toContain(dubaiClock);
          return;
        }
        expect({ timeZone, language, ownZone, cldr: names.includes(ownZone ?? '') }).toEqual({ timeZone, language, ownZone, cldr: true });
        // The subject gives the family's own time and names the same zone.
        expect({ timeZone, subject, named: subjectNames(subject, ownZone ?? ''), hasOwnTime: subject.includes(ownClock) }).toEqual({ timeZone, subject, named: true, hasOwnTime: true });
        expect(text).not.toContain(timeZone);
      }),
      { numRuns: 40 },
    );
  }, 240_000);

  it('writes Russian subjects with their grammar and Arabic ranges with their words', async () => {
    // A Wednesday at 10:00 in Dubai (06:00 UTC) and another at 11:00.
    const wednesdays = (await freeSlots()).filter((slot) => new Date(slot.start).getUTCDay() === 3 && [6, 7].includes(new Date(slot.start).getUTCHours()) && slot.start.endsWith(':00:00.000Z'));
    const [first, second] = [wednesdays[0], wednesdays.find((slot) => new Date(slot.start).getUTCHours() === 7) ?? wednesdays[1]];
    const email = uniqueAddress();
    const booked = await post('/api/booking', { ...FAMILY, email, start: first.start, site_language: 'ru', time_zone: 'Europe/Moscow' });
    expect(booked.status).toBe(201);
    const { token } = checked(Booked, booked.body);
    expect((await mailTo(email)).parsed.subject).toMatch(/^Ваша бесплатная консультация назначена на среду, \d+ [а-я]+, 09:00–09:30 \(Москва, стандартное время\)$/);
    expect((await post('/api/booking/move', { token, start: second.start, site_language: 'ru', time_zone: 'Europe/Moscow' })).status).toBe(200);
    expect((await mailTo(email, /перенесена/)).parsed.subject).toMatch(/^Ваша бесплатная консультация перенесена на среду, \d+ [а-я]+, 10:00–10:30 \(Москва, стандартное время\)$/);
    expect((await post('/api/booking/cancel', { token, site_language: 'ru' })).status).toBe(200);
    expect((await mailTo(email, /отменена/)).parsed.subject).toMatch(/^Ваша бесплатная консультация на среду, \d+ [а-я]+, 10:00–10:30 \(Москва, стандартное время\) отменена$/);

    const arabic = uniqueAddress();
    expect((await post('/api/booking', { ...FAMILY, email: arabic, start: first.start, site_language: 'ar', time_zone: 'Asia/Dubai' })).status).toBe(201);
    const mail = await mailTo(arabic);
    expect(mail.parsed.subject).toMatch(/^استشارتكم المجانية: الأربعاء، \d+ \S+، من 10:00 إلى 10:30 \(توقيت دبي\)$/);
    expect((mail.parsed.text ?? '').replace(ISOLATE, '')).toContain('من 10:00 إلى 10:30 (بتوقيت دبي)');
  });
});

describe('a move', () => {
  it('mails the zone of the one who moved it and the time it had, to the family and to the staff', async () => {
    // Neither ends at Dubai's midnight, where a range is written with both dates.
    const sameDay = (await freeSlots()).filter((slot) => officeDay(new Date(slot.start)) === officeDay(new Date(slot.end)));
    const [before, after] = [sameDay[sameDay.length - 3], sameDay[sameDay.length - 9]];
    const email = uniqueAddress();
    const booked = await post('/api/booking', { ...FAMILY, full_name: 'Zone Mover', email, start: before.start, site_language: 'en', time_zone: 'Europe/London' });
    expect(booked.status).toBe(201);
    const { token } = checked(Booked, booked.body);
    expect((await post('/api/booking/move', { token, start: after.start, site_language: 'en', time_zone: 'America/Los_Angeles' })).status).toBe(200);

    const moved = await mailTo(email, /is moved to/);
    const text = moved.parsed.text ?? '';
    const pacific = cldrNames('America/Los_Angeles', 'en', new Date(after.start))[0];
    expect(zoneOfOwnLine(text, 'en')).toBe(pacific);
    expect(subjectNames(moved.parsed.subject ?? '', pacific)).toBe(true);
    expect(moved.parsed.subject).toContain(clock(new Date(after.start), 'America/Los_Angeles'));
    // The time it had, on the mover's clock (a range over its midnight names both dates: "… at 23:30 – Sunday … at 00:00").
    expect(text).toMatch(new RegExp(`^Before the move: .*${clock(new Date(before.start), 'America/Los_Angeles')} ?–.* \\(${pacific}\\)$`, 'm'));

    const staff = await mailTo('staff@example.com', /^Consultation moved: Zone Mover/);
    expect(staff.parsed.text).toMatch(new RegExp(`^Moved from: .*${clock(new Date(before.start), 'Asia/Dubai')}–.*\\(Dubai time\\)$`, 'm'));
    expect(staff.parsed.text).toContain('Their time zone: America/Los_Angeles');
  });

  it('speaks to the staff in the staff\'s mails, not to the family', async () => {
    const slots = await freeSlots();
    for (const [meeting, how, fromEnd] of [
      ['video', 'How: video call: send them the link before it starts', 12],
      ['phone', 'How: phone call: call them on +44 20 7946 0000', 13],
    ] as const) {
      const name = `Staff Wording ${meeting}`;
      const email = uniqueAddress();
      expect((await post('/api/booking', { ...FAMILY, meeting, full_name: name, email, start: slots[slots.length - fromEnd].start, site_language: 'ru' })).status).toBe(201);
      const staff = await mailTo('staff@example.com', new RegExp(`^New consultation: ${name}`));
      const text = staff.parsed.text ?? '';
      expect(text).toContain(how);
      expect(text).not.toMatch(/\bwe will\b|\byou\b/i);
      expect(staff.calendar ?? '').not.toMatch(/we will|you the link/);
    }
  });
});

describe('a damaged link', () => {
  const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const token = fc.string({ unit: fc.constantFrom(...TOKEN_ALPHABET), minLength: 43, maxLength: 43 });
  const damaged = fc.oneof(
    token.chain((whole) => fc.integer({ min: 0, max: 42 }).map((cut) => whole.slice(0, cut))),
    fc.string({ maxLength: 80 }),
    fc.tuple(token, fc.string({ minLength: 1, maxLength: 10 })).map(([whole, junk]) => whole + junk),
    fc.constantFrom('#abc', 'abc', null, 42, ['A'.repeat(43)], { length: 43 }),
  ).filter((key) => typeof key !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(key));

  it('is refused as an unknown link is, in the visitor\'s language, never in the schema\'s words', async () => {
    await fc.assert(
      fc.asyncProperty(damaged, fc.constantFrom(...LANGUAGES), fc.constantFrom('/api/booking/lookup', '/api/booking/move', '/api/booking/cancel'), async (key, language, route) => {
        const body = { token: key, site_language: language, ...(route.endsWith('move') ? { start: new Date().toISOString() } : {}) };
        const reply = await post(route, body);
        expect({ route, key, status: reply.status, body: reply.body }).toEqual({ route, key, status: 400, body: { error: expectedMessage(language, 'booking.linkUnknown') } });
      }),
      { numRuns: 80 },
    );
    // Without a language, the refusal is English; a language not of the site is said first; a key left out is a damaged link too.
    expect(checked(Refusal, (await post('/api/booking/lookup', { token: 'abc' })).body).error).toBe(expectedMessage('en', 'booking.linkUnknown'));
    expect(checked(Refusal, (await post('/api/booking/lookup', { token: 'abc', site_language: 'fr' })).body).error).toBe(expectedMessage('en', 'siteLanguage'));
    expect((await post('/api/booking/cancel', { site_language: 'ar' })).body).toEqual({ error: expectedMessage('ar', 'booking.linkUnknown') });
  });
});
