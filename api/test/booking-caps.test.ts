/**
 * One client cannot take every time: a mailbox holds UPCOMING_BOOKINGS_PER_ADDRESS upcoming
 * booking however its address is written (case, +tag, Gmail's dots and googlemail.com), and a
 * second booking is answered, in the visitor's language, with the first one's link mailed again to
 * the address it was booked with; a client books BOOKINGS_PER_CLIENT_PER_DAY a day; every
 * per-address mail cap counts the mailbox, not the spelling.
 */
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY, BOOKING_MAILS_PER_ADDRESS_PER_DAY, BOOKINGS_PER_CLIENT_PER_DAY, MOVES_PER_BOOKING_PER_DAY, UPCOMING_BOOKINGS_PER_ADDRESS } from '@efe/shared/constants';
import { FreeSlots, PublicBooking } from '@efe/shared/contract/booking';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { Booked, OPEN_EVERY_DAY } from './support/diary';
import { queryAll } from './support/database';
import { expectedMessage } from './support/messages';
import { mailsMatching, readOutbox } from './support/outbox-mails';
import { serverForTests } from './support/server';

// The per-client cap as shipped; every visitor's address is what the trusted proxy says.
const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com', TRUST_PROXY: '127.0.0.1', BOOKINGS_PER_CLIENT_PER_DAY: String(BOOKINGS_PER_CLIENT_PER_DAY) } });
const DIARY = { ...OPEN_EVERY_DAY, capacity: 5 };
const Refused = Type.Object({ error: Type.String(), refused: Type.String() });
const outbox = () => path.join(server.dataDir, 'outbox');

let clients = 0;
/** A visitor of their own (a new forwarded address) unless one is given. */
async function book(email: string, start: string, options: { language?: string; client?: string } = {}): Promise<{ status: number; body: unknown }> {
  clients += 1;
  const response = await fetch(`${server.baseUrl}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': options.client ?? `198.51.100.${clients}` },
    body: JSON.stringify({ start, meeting: 'phone', full_name: 'Cap Family', email, phone: '+971 50 123 4567', site_language: options.language ?? 'en' }),
  });
  return { status: response.status, body: await response.json() };
}

let slots: string[] = [];
beforeAll(async () => {
  expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: DIARY })).status).toBe(200);
  slots = checked(Type.Object({ data: Type.Object({ slots: FreeSlots }) }), await (await fetch(`${server.baseUrl}/api/booking/slots`)).json()).data.slots.map((slot) => slot.start);
});

it(`holds ${UPCOMING_BOOKINGS_PER_ADDRESS} upcoming booking per mailbox, however the address is written, and mails the first one's link again to the address it was booked with, in the language it was booked in`, async () => {
  const first = await book('F.Lood.Family@gmail.com', slots[0], { language: 'ru' });
  expect(first.status).toBe(201);
  const { data: booking } = checked(Booked, first.body);
  const spellings = ['flood.family@gmail.com', 'FLOODFAMILY+again@gmail.com', 'f.l.o.o.d.f.a.m.i.l.y@googlemail.com'];
  for (const [n, email] of spellings.entries()) {
    const reply = await book(email, slots[1 + n], { language: 'ar' });
    expect([email, reply.status, checked(Refused, reply.body)]).toEqual([email, 409, { error: expectedMessage('ar', 'booking.alreadyBooked'), refused: 'address-has-booking', slots: [] }]);
  }
  expect(queryAll(server.databasePath, "SELECT id FROM consultations WHERE email_key = 'floodfamily@gmail.com'")).toEqual([{ id: booking.id }]);

  // The link goes to the address the booking was made with, never to the spelling typed now, and
  // in the booking's own language: a stranger's page does not choose what the family reads.
  const resent = await mailsMatching(outbox(), (mail) => /Личная ссылка/.test(mail.parsed.subject ?? ''), spellings.length);
  for (const mail of resent) expect(mail.to).toEqual(['F.Lood.Family@gmail.com']);
  expect((await readOutbox(outbox())).filter((mail) => /الرابط الخاص|private link/i.test(mail.parsed.subject ?? ''))).toEqual([]);
  const key = /manage#([A-Za-z0-9_-]{43})/.exec(resent[0].parsed.text ?? '')?.[1];
  const opened = await fetch(`${server.baseUrl}/api/booking/lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: key }) });
  expect(checked(Type.Object({ data: PublicBooking }), await opened.json()).data.id).toBe(booking.id);
  const history = await adminCall<{ data: Array<{ event: string; actor: string }> }>(server.baseUrl, 'GET', `/api/admin/consultations/${booking.id}/history`);
  expect(history.body.data.map((step) => step.event)).toEqual(['booked', 'link-mailed', 'link-mailed', 'link-mailed']);

  // Past the day's mails to that mailbox, the answer is the same: a prober learns no more from it.
  for (let n = 1 + spellings.length; n < BOOKING_MAILS_PER_ADDRESS_PER_DAY; n += 1) expect((await book(`floodfamily+${n}@gmail.com`, slots[1])).status).toBe(409);
  const capped = await book('floodfamily+last@gmail.com', slots[1], { language: 'ar' });
  expect(checked(Refused, capped.body)).toEqual({ error: expectedMessage('ar', 'booking.alreadyBooked'), refused: 'address-has-booking', slots: [] });
  // Queued in the refusal's own transaction: what the queue holds now is all there will be.
  expect(queryAll(server.databasePath, "SELECT to_address FROM mail_queue WHERE to_key = 'floodfamily@gmail.com'")).toEqual(
    Array.from({ length: BOOKING_MAILS_PER_ADDRESS_PER_DAY }, () => ({ to_address: 'F.Lood.Family@gmail.com' })),
  );

  // Cancelled, the mailbox may book again.
  expect((await adminCall(server.baseUrl, 'POST', `/api/admin/consultations/${booking.id}/cancel`, { json: { reason: 'Asked by phone.' } })).status).toBe(200);
  expect((await book('flood.family@gmail.com', slots[2])).status).toBe(201);
});

it(`books ${BOOKINGS_PER_CLIENT_PER_DAY} consultations a day from one client, then says so in the visitor's language; another client is not held up`, async () => {
  const client = '203.0.113.50';
  for (let n = 0; n < BOOKINGS_PER_CLIENT_PER_DAY; n += 1) expect((await book(`office-${n}@example.com`, slots[3 + n], { client })).status).toBe(201);
  const refused = await book('office-more@example.com', slots[3], { client, language: 'ru' });
  expect([refused.status, checked(Refused, refused.body)]).toEqual([429, { error: expectedMessage('ru', 'booking.clientLimit'), refused: 'client-limit' }]);
  expect(queryAll(server.databasePath, "SELECT id FROM consultations WHERE email = 'office-more@example.com'")).toEqual([]);

  // Its day is over for an address that has a booking too: the cap is said first, nothing about the
  // address, and no mail goes to it.
  const mailsBefore = queryAll(server.databasePath, "SELECT id FROM mail_queue WHERE to_key = 'office-0@example.com'");
  const again = await book('Office-0+again@example.com', slots[9], { client, language: 'ar' });
  expect([again.status, checked(Refused, again.body)]).toEqual([429, { error: expectedMessage('ar', 'booking.clientLimit'), refused: 'client-limit' }]);
  expect(queryAll(server.databasePath, "SELECT id FROM mail_queue WHERE to_key = 'office-0@example.com'")).toEqual(mailsBefore);

  expect((await book('office-more@example.com', slots[3], { client: '203.0.113.51' })).status).toBe(201);
});

it(`counts each "this address has a booking" answer in the client's day: a client cannot probe more than ${BOOKINGS_PER_CLIENT_PER_DAY} addresses a day`, async () => {
  const client = '203.0.113.60';
  for (let n = 0; n < BOOKINGS_PER_CLIENT_PER_DAY; n += 1) {
    expect((await book(`probed-${n}@example.com`, slots[20 + n], { client: `203.0.113.${70 + n}` })).status).toBe(201);
  }
  for (let n = 0; n < BOOKINGS_PER_CLIENT_PER_DAY; n += 1) expect((await book(`probed-${n}@example.com`, slots[30], { client })).status).toBe(409);
  const refused = await book('probed-0@example.com', slots[30], { client });
  expect([refused.status, checked(Refused, refused.body).refused]).toEqual([429, 'client-limit']);
});

it(`moves one booking ${MOVES_PER_BOOKING_PER_DAY} times a day, then says so in the visitor's language, moving nothing and mailing no one`, async () => {
  const first = await book('mover@example.com', slots[40]);
  const { token, data } = checked(Booked, first.body);
  const move = (start: string, language = 'en', client = '198.51.100.200') =>
    fetch(`${server.baseUrl}/api/booking/move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ token, start, site_language: language }),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  // From two clients, as a family with a laptop and a phone.
  for (let n = 0; n < MOVES_PER_BOOKING_PER_DAY; n += 1) expect((await move(slots[41 + n], 'en', n % 2 ? '198.51.100.201' : '198.51.100.202')).status).toBe(200);
  const mailsBefore = queryAll(server.databasePath, 'SELECT id FROM mail_queue');
  const refused = await move(slots[50], 'ru', '198.51.100.203');
  expect([refused.status, checked(Refused, refused.body)]).toEqual([429, { error: expectedMessage('ru', 'booking.moveLimit'), refused: 'move-limit' }]);
  // Parallel tries past the cap move nothing either.
  const burst = await Promise.all(slots.slice(51, 61).map((start) => move(start, 'ar')));
  expect(burst.map((reply) => reply.status)).toEqual(Array.from({ length: 10 }, () => 429));
  expect(queryAll(server.databasePath, 'SELECT starts_at FROM consultations WHERE id = ?', data.id)).toEqual([{ starts_at: slots[41 + MOVES_PER_BOOKING_PER_DAY - 1] }]);
  expect(queryAll(server.databasePath, 'SELECT id FROM mail_queue')).toEqual(mailsBefore);
  // The family may still cancel it.
  const cancelled = await fetch(`${server.baseUrl}/api/booking/cancel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  expect(cancelled.status).toBe(200);
});

it(`acknowledges a mailbox's contact messages ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} times a day, whatever spelling of its address each one gives`, async () => {
  const spellings = ['ack.flood@gmail.com', 'ackflood+1@gmail.com', 'ACK.FLOOD+2@googlemail.com', 'a.c.k.flood+3@gmail.com', 'ackflood@gmail.com'];
  for (const [n, email] of spellings.entries()) {
    const response = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${n + 1}` },
      body: JSON.stringify({ full_name: 'Ack Flood', email, phone: '+971 50 123 4567', service: '', subject: 'Hello', message: 'A message.', site_language: 'en' }),
    });
    expect(response.status).toBe(201);
  }
  // Each acknowledgement is queued with its message: the queue holds all there will be.
  expect(queryAll(server.databasePath, "SELECT to_address FROM mail_queue WHERE kind = 'contact-confirmation' AND to_key = 'ackflood@gmail.com'")).toEqual(
    spellings.slice(0, ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY).map((to_address) => ({ to_address })),
  );
  await mailsMatching(outbox(), (mail) => mail.to.some((address) => spellings.includes(address)), ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
});
