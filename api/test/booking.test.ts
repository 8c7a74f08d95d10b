/**
 * The free consultation through the real API: free times, booking, the private link (look up,
 * move, cancel), the mails read by mailparser with their invitations read by ical.js, the race
 * for the last place, hostile input, and the staff's side (settings, diary, cancel, outcome).
 */
import path from 'node:path';
import { BOOKING_MAILS_PER_ADDRESS_PER_DAY, MOVES_PER_BOOKING_PER_DAY } from '@efe/shared/constants';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { parsedInvitation } from './support/calendar';
import { countRows, queryAll } from './support/database';
import { expectedMessage } from './support/messages';
import { mailsMatching, readOutbox } from './support/outbox-mails';
import { checked } from './support/checked';
import { Booked, OPEN_EVERY_DAY } from './support/diary';
import { Type, type Static } from '@sinclair/typebox';
import { propertyOf } from '@efe/shared/read-unknown';
import { FreeSlot, FreeSlots, PublicBooking } from '@efe/shared/contract/booking';
import { removeServerFiles, startServer, type RunningServer } from './support/server';

type Slot = Static<typeof FreeSlot>;
const SlotsAnswer = Type.Object({ data: Type.Object({ slots: FreeSlots, slot_minutes: Type.Integer() }) });
const Taken = Type.Object({ error: Type.String(), slots: FreeSlots });
const Refused409 = Type.Object({ error: Type.String(), refused: Type.String(), slots: FreeSlots });
const Refused = Type.Object({ errors: Type.Record(Type.String(), Type.String()) });
const Failed = Type.Object({ error: Type.String() });
const LookedUp = Type.Object({ data: PublicBooking, slots: FreeSlots });

const FAMILY = {
  meeting: 'video',
  full_name: 'Fatima Al Suwaidi',
  email: 'fatima@example.ae',
  phone: '+971 50 123 4567',
  service: 'elite-governess',
  message: 'Twins, aged four; we move in March.',
  site_language: 'en',
};

let server: RunningServer;
let outbox: string;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
  outbox = path.join(server.dataDir, 'outbox');
  expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: OPEN_EVERY_DAY })).status).toBe(200);
});

afterAll(async () => {
  await server.stop();
  removeServerFiles(server);
});

async function freeSlots(): Promise<Slot[]> {
  const response = await fetch(`${server.baseUrl}/api/booking/slots`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return checked(SlotsAnswer, await response.json()).data.slots;
}

/** A free slot no other test of this file uses: the n-th from the end of the list. */
async function slotFromEnd(n: number): Promise<Slot> {
  const slots = await freeSlots();
  return slots[slots.length - 1 - n];
}

/** POSTs JSON as the booking page does; answers the status and the parsed body, read with `checked`. */
async function post(route: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.baseUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  return { status: response.status, body: parsed };
}

const book = (body: Record<string, unknown>) => post('/api/booking', body);

describe('booking a free consultation', () => {
  it('books a free time once: 20 families at once for the last place give one 201, nineteen 409s with the times still free, and one row', async () => {
    const slot = await slotFromEnd(0);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) => book({ ...FAMILY, full_name: `Family ${n}`, email: `family${n}@example.com`, start: slot.start })),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const reply of replies.filter((answer) => answer.status === 409)) {
      const taken = checked(Taken, reply.body);
      expect(taken.error).toBe(expectedMessage('en', 'booking.taken'));
      expect(taken.slots.length).toBeGreaterThan(0);
      expect(taken.slots.map((free) => free.start)).not.toContain(slot.start);
    }
    expect(queryAll<{ n: number }>(server.databasePath, "SELECT COUNT(*) AS n FROM consultations WHERE starts_at = ? AND status = 'booked'", slot.start)[0].n).toBe(1);
    expect((await freeSlots()).map((free) => free.start)).not.toContain(slot.start);
  });

  it('mails the family in their language with both times and the invitation, the staff with Reply-To; the link moves it (same UID, next SEQUENCE) and cancels it (METHOD:CANCEL), freeing the time', async () => {
    const slot = await slotFromEnd(2);
    const later = await slotFromEnd(4);
    const email = 'huda@example.ae';
    const booked = await book({ ...FAMILY, full_name: 'Huda Saleh', email, site_language: 'ar', meeting: 'phone', time_zone: 'Europe/London', start: slot.start, utm_source: 'newsletter' });
    expect(booked.status).toBe(201);
    const { token: pageKey, data: booking } = checked(Booked, booked.body);
    expect(pageKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = queryAll<{ starts_at: string; time_zone: string; utm_source: string }>(server.databasePath, 'SELECT starts_at, time_zone, utm_source FROM consultations WHERE id = ?', booking.id)[0];
    expect(stored).toMatchObject({ starts_at: slot.start, time_zone: 'Europe/London', utm_source: 'newsletter' });

    const [familyMail] = await mailsMatching(outbox, (mail) => mail.to.includes(email) && /استشارتكم المجانية:/.test(mail.parsed.subject ?? ''));
    const text = familyMail.parsed.text ?? '';
    // Each value isolated (U+2068 … U+2069), so a Latin name keeps its place in the Arabic line.
    expect(text).toContain('عزيزنا/عزيزتنا \u2068Huda Saleh\u2069،');
    expect(text).toContain('(بتوقيت دبي)');
    // London keeps GMT in winter and BST in summer: its hour is the UTC hour or one more.
    const londonHour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' }).format(new Date(slot.start));
    expect(text).toMatch(new RegExp(`بتوقيتكم المحلي \\(\u2068توقيت المملكة المتحدة\u2069\\): .*${londonHour}:\\d\\d`));
    expect(text).toContain('+971 50 123 4567');
    // The mail's link has a key of its own, made as the mail was sent; the page's opens the booking too.
    // The link is the one value an Arabic line leaves bare: a mail program may take a mark touching it into the link.
    const token = /\/ar\/book-consultation\/manage#([A-Za-z0-9_-]{43})\n/.exec(text)?.[1] ?? 'no link in the mail';
    expect(token).not.toBe(pageKey);
    expect(checked(LookedUp, (await post('/api/booking/lookup', { token: pageKey })).body).data.id).toBe(booking.id);
    const invitation = parsedInvitation(familyMail.calendar ?? '');
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      uid: expect.stringMatching(new RegExp(`^consultation-${booking.id}@`)),
      sequence: 0,
      start: slot.start,
      end: slot.end,
      status: 'CONFIRMED',
      attendees: [{ address: `mailto:${email}`, name: 'Huda Saleh' }],
    });
    expect(invitation.organizer).toMatch(/^mailto:/);

    const [staffMail] = await mailsMatching(outbox, (mail) => mail.to.includes('staff@example.com') && /^New consultation: Huda Saleh/.test(mail.parsed.subject ?? ''));
    expect(staffMail.parsed.replyTo?.value.map((address) => address.address)).toEqual([email]);
    expect(staffMail.parsed.text).toContain('Came from: newsletter');
    expect(staffMail.parsed.text).toContain(`#/consultations/${booking.id}/show`);
    expect(parsedInvitation(staffMail.calendar ?? '').uid).toBe(invitation.uid);

    // The link opens that booking and nothing more.
    const lookup = await post('/api/booking/lookup', { token, site_language: 'ar' });
    expect(lookup.status).toBe(200);
    const shown = checked(LookedUp, lookup.body).data;
    expect(shown).toMatchObject({ id: booking.id, starts_at: slot.start, status: 'booked', full_name: 'Huda Saleh' });
    expect(Object.keys(shown)).not.toContain('email');
    expect(JSON.stringify(lookup.body)).not.toContain(email);

    const moved = await post('/api/booking/move', { token, start: later.start, site_language: 'ar' });
    expect(moved.status).toBe(200);
    expect(checked(PublicBooking, propertyOf(moved.body, 'data')).starts_at).toBe(later.start);
    const [movedMail] = await mailsMatching(outbox, (mail) => mail.to.includes(email) && /نُقلت/.test(mail.parsed.subject ?? ''));
    expect(parsedInvitation(movedMail.calendar ?? '')).toMatchObject({ uid: invitation.uid, sequence: 1, method: 'REQUEST', start: later.start });
    const free = (await freeSlots()).map((item) => item.start);
    expect(free).toContain(slot.start);
    expect(free).not.toContain(later.start);

    const cancelled = await post('/api/booking/cancel', { token, site_language: 'ar' });
    expect(cancelled.status).toBe(200);
    expect(checked(PublicBooking, propertyOf(cancelled.body, 'data')).status).toBe('cancelled');
    const [cancelMail] = await mailsMatching(outbox, (mail) => mail.to.includes(email) && /أُلغيت/.test(mail.parsed.subject ?? ''));
    expect(parsedInvitation(cancelMail.calendar ?? '')).toMatchObject({ uid: invitation.uid, sequence: 2, method: 'CANCEL', status: 'CANCELLED' });
    await mailsMatching(outbox, (mail) => mail.to.includes('staff@example.com') && /^Consultation cancelled by the family: Huda Saleh/.test(mail.parsed.subject ?? ''));
    expect((await freeSlots()).map((item) => item.start)).toContain(later.start);

    // Cancelled: the link shows it so, and cannot move it back.
    const again = await post('/api/booking/move', { token, start: later.start, site_language: 'ar' });
    expect(again.status).toBe(409);
    expect(checked(Taken, again.body).error).toBe(expectedMessage('ar', 'booking.notBooked'));
  });

  it('says a time the diary does not offer (off the grid, past, too soon, beyond the horizon, on a closed day) is not offered, and a full one is taken, each in the visitor\'s language, with the times still free', async () => {
    const slots = await freeSlots();
    const notASlot = new Date(Date.parse(slots[0].start) + 7 * 60_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    // The first free time is the first after the hour's notice; the grid time before it is within it, or before now.
    const tooSoon = new Date(Date.parse(slots[0].start) - 30 * 60_000).toISOString();
    const farAhead = new Date(Date.now() + 400 * 86_400_000).toISOString();
    const onClosedDay = slots[slots.length - 1].start;
    const closedDay = new Date(Date.parse(onClosedDay) + 4 * 3_600_000).toISOString().slice(0, 10);
    expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: { ...OPEN_EVERY_DAY, closed_days: [closedDay] } })).status).toBe(200);
    try {
      for (const start of [notASlot, past, tooSoon, farAhead, onClosedDay]) {
        const reply = await book({ ...FAMILY, email: 'not-offered@example.com', site_language: 'ru', start });
        expect([start, reply.status, checked(Refused409, reply.body).error, checked(Refused409, reply.body).refused]).toEqual([start, 409, expectedMessage('ru', 'booking.notOffered'), 'not-offered']);
        expect(checked(Refused409, reply.body).slots.length).toBeGreaterThan(0);
      }
    } finally {
      expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: OPEN_EVERY_DAY })).status).toBe(200);
    }
    expect(queryAll(server.databasePath, 'SELECT id FROM consultations WHERE starts_at IN (?, ?, ?, ?, ?)', notASlot, past, tooSoon, farAhead, onClosedDay)).toEqual([]);

    const slot = await slotFromEnd(14);
    expect((await book({ ...FAMILY, email: 'first-of-two@example.com', start: slot.start })).status).toBe(201);
    const taken = await book({ ...FAMILY, email: 'second-of-two@example.com', site_language: 'ar', start: slot.start });
    expect([taken.status, checked(Refused409, taken.body).error, checked(Refused409, taken.body).refused]).toEqual([409, expectedMessage('ar', 'booking.taken'), 'taken']);
  });

  it('answers a move to a time that cannot be read with 400, as a booking, and a move to a time not offered with its own message', async () => {
    const slot = await slotFromEnd(16);
    const booked = await book({ ...FAMILY, email: 'mover@example.com', start: slot.start });
    const { token } = checked(Booked, booked.body);
    for (const start of ['tomorrow at nine', '2026-02-30T05:00:00Z', '']) {
      const reply = await post('/api/booking/move', { token, start, site_language: 'ru' });
      expect([start, reply.status, checked(Refused, reply.body).errors.start]).toEqual([start, 400, expectedMessage('ru', 'slot.invalid')]);
    }
    const offGrid = new Date(Date.parse(slot.start) + 7 * 60_000).toISOString();
    const reply = await post('/api/booking/move', { token, start: offGrid, site_language: 'ar' });
    expect([reply.status, checked(Refused409, reply.body).error]).toEqual([409, expectedMessage('ar', 'booking.notOffered')]);
  });

  it('answers hostile or broken input with 400 and a message in the sender\'s language, storing nothing', async () => {
    const before = countRows(server.databasePath, 'consultations');
    const slot = await slotFromEnd(6);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...FAMILY, start: '' }, 'start', expectedMessage('ru', 'slot.required')],
      [{ ...FAMILY, start: '2026-02-30T05:00:00Z' }, 'start', expectedMessage('ru', 'slot.invalid')],
      [{ ...FAMILY, start: 'tomorrow at nine' }, 'start', expectedMessage('ru', 'slot.invalid')],
      [{ ...FAMILY, start: slot.start, meeting: 'carrier pigeon' }, 'meeting', expectedMessage('ru', 'meeting.invalid')],
      [{ ...FAMILY, start: slot.start, email: 'not an address' }, 'email', expectedMessage('ru', 'email.invalid')],
      [{ ...FAMILY, start: slot.start, full_name: '   ' }, 'full_name', expectedMessage('ru', 'full_name.required')],
      [{ ...FAMILY, start: slot.start, message: 'x'.repeat(5001) }, 'message', expectedMessage('ru', 'tooLong', { max: 5000 })],
      [{ ...FAMILY, start: slot.start, utm_source: 'a'.repeat(500) }, 'utm_source', expectedMessage('ru', 'leadSource')],
    ];
    for (const [body, field, message] of cases) {
      const reply = await book({ ...body, site_language: 'ru' });
      expect([reply.status, field, checked(Refused, reply.body).errors[field]]).toEqual([400, field, message]);
    }
    for (const body of [{ ...FAMILY, start: slot.start, full_name: ['a'] }, { ...FAMILY, start: 12 }, { ...FAMILY, start: slot.start, site_language: 'fr' }, { ...FAMILY, start: slot.start, time_zone: { $ne: 1 } }]) {
      expect((await book(body)).status).toBe(400);
    }
    // Not JSON: Fastify reads text/plain as a string, which is no booking.
    const response = await fetch(`${server.baseUrl}/api/booking`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'start=x' });
    expect(response.status).toBe(400);
    expect(countRows(server.databasePath, 'consultations')).toBe(before);
  });

  it('opens nothing with a link that is malformed or unknown, and says so in the visitor\'s language', async () => {
    for (const token of ['', 'short', 'x'.repeat(43).replace(/x$/, '!'), 'a'.repeat(44), { length: 43 }]) {
      expect((await post('/api/booking/lookup', { token })).status).toBe(400);
    }
    const unknown = await post('/api/booking/cancel', { token: 'A'.repeat(43), site_language: 'ru' });
    expect(unknown.status).toBe(404);
    expect(checked(Failed, unknown.body).error).toBe(expectedMessage('ru', 'booking.linkUnknown'));
    // The key never travels in a URL: there is no GET route that takes it.
    expect((await fetch(`${server.baseUrl}/api/booking/lookup?token=${'A'.repeat(43)}`)).status).toBe(404);
  });

  it('keeps an unknown time zone out: the times are then said in Dubai\'s alone', async () => {
    const slot = await slotFromEnd(8);
    const email = 'zone@example.com';
    const reply = await book({ ...FAMILY, email, start: slot.start, time_zone: 'Mars/Olympus_Mons' });
    expect(reply.status).toBe(201);
    expect(queryAll<{ time_zone: string | null }>(server.databasePath, 'SELECT time_zone FROM consultations WHERE id = ?', checked(Booked, reply.body).data.id)[0].time_zone).toBeNull();
    const [mail] = await mailsMatching(outbox, (item) => item.to.includes(email));
    expect(mail.parsed.text).toContain('(Dubai time)');
    expect(mail.parsed.text).not.toContain('In your time zone');
  });

  it(`mails one address about bookings at most ${BOOKING_MAILS_PER_ADDRESS_PER_DAY} times a day; the staff hear of every change`, async () => {
    const flooded = 'stranger@example.com';
    const slots = (await freeSlots()).slice(0, MOVES_PER_BOOKING_PER_DAY + 2);
    const booked = await book({ ...FAMILY, full_name: 'Flood', email: flooded, start: slots[0].start });
    expect(booked.status).toBe(201);
    const { token } = checked(Booked, booked.body);
    // One booking per address; moving it mails the family each time, and so does each try to book
    // again with that address (its link), until the day's share is used.
    for (const slot of slots.slice(1, -1)) expect((await post('/api/booking/move', { token, start: slot.start })).status).toBe(200);
    for (let n = 1 + MOVES_PER_BOOKING_PER_DAY; n <= BOOKING_MAILS_PER_ADDRESS_PER_DAY; n += 1) {
      expect((await book({ ...FAMILY, full_name: 'Flood', email: flooded, start: slots.at(-1)?.start })).status).toBe(409);
    }
    await mailsMatching(outbox, (mail) => mail.to.includes('staff@example.com') && /^(New consultation|Consultation moved): Flood/.test(mail.parsed.subject ?? ''), 1 + MOVES_PER_BOOKING_PER_DAY);
    await mailsMatching(outbox, (mail) => mail.to.includes(flooded), BOOKING_MAILS_PER_ADDRESS_PER_DAY);
    expect((await book({ ...FAMILY, full_name: 'Flood', email: flooded, start: slots.at(-1)?.start })).status).toBe(409);
    // Queued in the refusal's own transaction: what the queue holds for the address now is all there will be.
    expect(queryAll(server.databasePath, 'SELECT id FROM mail_queue WHERE to_key = ?', flooded)).toHaveLength(BOOKING_MAILS_PER_ADDRESS_PER_DAY);

    // A cancellation by the staff is not the form's doing: the family hears of it even past the cap.
    const [last] = queryAll<{ id: number }>(server.databasePath, "SELECT id FROM consultations WHERE email = ? AND status = 'booked' ORDER BY id DESC LIMIT 1", flooded);
    expect((await adminCall(server.baseUrl, 'POST', `/api/admin/consultations/${last.id}/cancel`, { json: { reason: 'Closed for a holiday.' } })).status).toBe(200);
    await mailsMatching(outbox, (mail) => mail.to.includes(flooded) && /is cancelled$/.test(mail.parsed.subject ?? ''));
  });
});

describe('the staff\'s diary', () => {
  it('checks the settings: overlapping or too short hours are refused with a message per row', async () => {
    const overlapping = { ...OPEN_EVERY_DAY, weekly: [...OPEN_EVERY_DAY.weekly, { weekday: 0, from: '19:00', to: '21:00' }, { weekday: 1, from: '10:00', to: '10:10' }] };
    const reply = await adminCall<{ errors: Record<string, string> }>(server.baseUrl, 'PUT', '/api/admin/availability', { json: overlapping });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['weekly.7', 'weekly.8']);
    expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: { ...OPEN_EVERY_DAY, capacity: 0 } })).status).toBe(400);
    expect((await adminCall<{ data: unknown }>(server.baseUrl, 'GET', '/api/admin/availability')).body.data).toEqual(OPEN_EVERY_DAY);
  });

  it('lists the upcoming diary, cancels with a reason the family reads in their language, and marks held only once the time has come', async () => {
    const slot = await slotFromEnd(10);
    const email = 'olga@example.ru';
    const booked = await book({ ...FAMILY, full_name: 'Olga Ivanova', email, site_language: 'ru', start: slot.start });
    expect(booked.status).toBe(201);
    const { id } = checked(Booked, booked.body).data;

    const diary = await adminCall<{ data: Array<{ id: number; starts_at: string }>; total: number }>(server.baseUrl, 'GET', '/api/admin/consultations?when=upcoming&per_page=100');
    expect(diary.status).toBe(200);
    expect(diary.body.data.map((row) => row.id)).toContain(id);
    const starts = diary.body.data.map((row) => row.starts_at);
    expect(starts).toEqual([...starts].sort());

    const search = (q: string) => adminCall<{ data: Array<{ id: number }> }>(server.baseUrl, 'GET', `/api/admin/consultations?per_page=100&q=${encodeURIComponent(q)}`);
    expect((await search('OLGA IVAN')).body.data.map((row) => row.id)).toEqual([id]);
    // "%" and "_" are letters to search for, not wildcards: "50%" is in no phone number.
    expect((await search('50%')).body.data).toEqual([]);
    expect((await search('olga_ivanova')).body.data).toEqual([]);

    const early = await adminCall<{ error: string }>(server.baseUrl, 'PUT', `/api/admin/consultations/${id}/outcome`, { json: { outcome: 'held' } });
    expect(early.status).toBe(409);
    expect((await adminCall(server.baseUrl, 'POST', `/api/admin/consultations/${id}/cancel`, { json: { reason: '   ' } })).status).toBe(400);

    const cancelled = await adminCall<{ data: { status: string; cancelled_by: string; handled_by: string } }>(server.baseUrl, 'POST', `/api/admin/consultations/${id}/cancel`, {
      json: { reason: 'Our consultant is ill that day; please choose another time.' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelled_by: 'staff', handled_by: 'automation (token)' });
    const [mail] = await mailsMatching(outbox, (item) => item.to.includes(email) && /отменена/.test(item.parsed.subject ?? ''));
    expect(mail.parsed.text).toContain('Причина: Our consultant is ill that day; please choose another time.');
    expect(mail.parsed.text).toContain('/ru/book-consultation');
    expect(parsedInvitation(mail.calendar ?? '')).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect((await adminCall(server.baseUrl, 'POST', `/api/admin/consultations/${id}/cancel`, { json: { reason: 'again' } })).status).toBe(409);
    // Its page lists each step as mailed, to the family and to the staff.
    const stepMails = await adminCall<{ data: Array<{ kind: string; to_address: string }> }>(server.baseUrl, 'GET', `/api/admin/consultations/${id}/mails`);
    expect(stepMails.body.data.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ['booking-booked-notification', 'staff@example.com'],
      ['booking-confirmation', email],
      ['booking-cancelled-notification', 'staff@example.com'],
      ['booking-cancelled', email],
    ]);
    expect((await adminCall(server.baseUrl, 'GET', '/api/admin/consultations/999999/mails')).status).toBe(404);
    expect((await freeSlots()).map((free) => free.start)).toContain(slot.start);
  });

  it('counts bookings on the dashboard, and a data request finds, exports and erases them with their mails', async () => {
    const slot = await slotFromEnd(12);
    const email = 'erase.me@example.com';
    expect((await book({ ...FAMILY, email, start: slot.start, utm_source: 'instagram' })).status).toBe(201);
    await mailsMatching(outbox, (mail) => mail.to.includes(email));

    const stats = await adminCall<{ data: { weeks: Array<{ consultations: number }>; waiting: { consultations: number }; by_source: Array<{ source: string; leads: number }> } }>(server.baseUrl, 'GET', '/api/admin/stats');
    expect(stats.body.data.weeks.reduce((sum, week) => sum + week.consultations, 0)).toBe(countRows(server.databasePath, 'consultations'));
    expect(stats.body.data.waiting.consultations).toBeGreaterThan(0);
    expect(stats.body.data.by_source).toContainEqual({ source: 'instagram', leads: 1 });

    const found = await adminCall<{ data: { consultations: Array<{ starts_at: string }>; mails: unknown[] } }>(server.baseUrl, 'POST', '/api/admin/personal-data/search', { json: { email } });
    expect(found.body.data.consultations.map((row) => row.starts_at)).toEqual([slot.start]);
    expect(found.body.data.mails.length).toBe(2);

    const erased = await adminCall<{ data: { consultations: number; mails: number } }>(server.baseUrl, 'POST', '/api/admin/personal-data/erase', { json: { email } });
    expect(erased.body.data).toMatchObject({ consultations: 1, mails: 2 });
    expect(queryAll(server.databasePath, 'SELECT id FROM consultations WHERE email = ?', email)).toEqual([]);
    expect((await readOutbox(outbox)).filter((mail) => mail.to.includes(email))).toEqual([]);
  });
});
