/**
 * The family's private key is in what they receive and nowhere else: not in the database (rows,
 * queued or sent mails, their calendars), not in any admin answer, not in the calendar file
 * (calendars are shared and synced). Each mail's key is made as it is sent; one that does not go
 * out opens nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { PublicBooking, FreeSlots } from '@efe/shared/contract/booking';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { parsedInvitation } from './support/calendar';
import { checked } from './support/checked';
import { Booked, OPEN_EVERY_DAY, postJson } from './support/diary';
import { mailsMatching } from './support/outbox-mails';
import { REPOSITORY_ROOT, serverForTests } from './support/server';
import { openDatabase } from '../src/db/connection';
import { ConsultationRepository } from '../src/booking/consultation-repository';
import { BookingNotifier, carriesPrivateLink } from '../src/booking/booking-notifications';
import { PrivateKeys } from '../src/booking/private-keys';
import { MailQueue } from '../src/mail/mail-queue';
import { MailWorker } from '../src/mail/mail-worker';
import type { MailTransport, OutgoingMail } from '../src/mail/mail-transport';
import { LocaleMessages } from '../src/i18n/locale-messages';

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
const DIARY = { ...OPEN_EVERY_DAY, capacity: 3 };
const SlotsAnswer = Type.Object({ data: Type.Object({ slots: FreeSlots }) });
const KEY_IN_LINK = /\/book-consultation\/manage#([A-Za-z0-9_-]{43})/;

const post = (route: string, body: unknown) => postJson(server.baseUrl, route, body);

/** Every byte SQLite keeps of the database: the file and its write-ahead log. */
const databaseBytes = () => Buffer.concat([server.databasePath, `${server.databasePath}-wal`].filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file)));

it('keeps no key in the database, the admin or the calendar: the mails alone carry theirs, and each opens the booking', async () => {
  expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: DIARY })).status).toBe(200);
  const { data } = checked(SlotsAnswer, await (await fetch(`${server.baseUrl}/api/booking/slots`)).json());
  const [first, second] = data.slots.slice(-2);
  const email = 'keys@example.com';
  const booked = await post('/api/booking', { start: first.start, meeting: 'video', full_name: 'Key Family', email, phone: '+971 50 123 4567', site_language: 'ru' });
  expect(booked.status).toBe(201);
  const { token: pageKey, data: booking } = checked(Booked, booked.body);
  const outbox = path.join(server.dataDir, 'outbox');
  const [confirmation] = await mailsMatching(outbox, (mail) => mail.to.includes(email));
  const mailKey = KEY_IN_LINK.exec(confirmation.parsed.text ?? '')?.[1] ?? 'no key in the mail';
  // The family moves it with the mail's key: the mail about the move has a key of its own.
  expect((await post('/api/booking/move', { token: mailKey, start: second.start, site_language: 'ru' })).status).toBe(200);
  const [, moved] = await mailsMatching(outbox, (mail) => mail.to.includes(email), 2);
  const movedKey = KEY_IN_LINK.exec(moved.parsed.text ?? '')?.[1] ?? 'no key in the mail';
  const keys = [pageKey, mailKey, movedKey];
  expect(new Set(keys).size).toBe(3);
  for (const key of keys) expect(checked(Type.Object({ data: PublicBooking }), (await post('/api/booking/lookup', { token: key })).body).data.id).toBe(booking.id);

  // Calendars are shared and synced: the invitation names the way to meet, never the link.
  for (const mail of [confirmation, moved]) {
    expect(mail.calendar).not.toMatch(/manage|#/);
    expect(parsedInvitation(mail.calendar ?? '').description).not.toMatch(/http/);
  }

  // Sent, and nothing of any key anywhere in the file: no row, no queued text, no calendar.
  const bytes = databaseBytes();
  for (const key of keys) expect(bytes.includes(key)).toBe(false);
  const admin = await Promise.all(
    ['/api/admin/mail?per_page=100', `/api/admin/consultations/${booking.id}`, `/api/admin/consultations/${booking.id}/mails`, `/api/admin/consultations/${booking.id}/history`].map(
      async (route) => JSON.stringify((await adminCall(server.baseUrl, 'GET', route)).body),
    ),
  );
  for (const answer of admin) for (const key of keys) expect(answer).not.toContain(key);
});

describe('a key made as its mail is sent', () => {
  /** The booking machinery of one API on a database in memory, with a transport the test controls. */
  function diary(send: (mail: OutgoingMail) => Promise<void>) {
    const db = openDatabase(':memory:');
    const queue = new MailQueue(db, 60_000);
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      description: 'the test',
      route: 'smtp',
      send: async (mail) => {
        await send(mail);
        sent.push(mail);
      },
      discard: async () => undefined,
      close: () => undefined,
    };
    const keys = new PrivateKeys(db);
    const worker = new MailWorker(queue, transport, Fastify({ logger: false }).log, (mail) => (carriesPrivateLink(mail.kind) ? keys.keyed(mail) : null));
    const notifier = new BookingNotifier(
      queue,
      new LocaleMessages(path.join(REPOSITORY_ROOT, 'locales'), 'mail'),
      { notifyTo: 'staff@example.com', organizer: { name: 'Office', email: 'office@example.com' }, adminUrl: 'http://127.0.0.1/admin/', siteUrl: 'https://example.ae', serviceName: (slug) => slug, officeAddress: () => 'Office' },
      () => worker.kick(),
    );
    const consultations = new ConsultationRepository(db, notifier);
    consultations.saveSettings({ ...DIARY, notice_hours: 0 }, 'test');
    const start = consultations.freeTimes(new Date()).slots[0].start;
    const result = consultations.book(
      { meeting: 'phone', full_name: 'A Family', email: 'family@example.com', phone: '+971501234567', service: null, message: '', site_language: 'en', time_zone: null, landing_path: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null },
      { start, client: '203.0.113.1', clientLimit: 5 },
    );
    if (!result.ok) throw new Error(`not booked: ${result.refused}`);
    const keyCount = () => db.prepare('SELECT COUNT(*) FROM consultation_keys').pluck().get();
    return { db, worker, sent, keyCount, consultations, bookingId: result.consultation.id };
  }

  async function until(done: () => boolean): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('opens nothing when its mail fails to go out, and the next attempt gets its own', async () => {
    let failing = true;
    const { db, worker, sent, keyCount, consultations, bookingId } = diary(async () => {
      if (failing) throw new Error('SMTP server unreachable');
    });
    try {
      // The page's key only: the family's mail failed, and its key with it.
      await until(() => db.prepare("SELECT attempts FROM mail_queue WHERE kind = 'booking-confirmation'").pluck().get() === 1);
      expect(keyCount()).toBe(1);
      failing = false;
      db.prepare("UPDATE mail_queue SET next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE sent_at IS NULL").run();
      worker.kick();
      await until(() => sent.some((mail) => mail.to === 'family@example.com'));
      const key = KEY_IN_LINK.exec(sent.find((mail) => mail.to === 'family@example.com')?.body ?? '')?.[1] ?? 'none';
      expect(consultations.byKey(key)?.id).toBe(bookingId);
      expect(keyCount()).toBe(2);
      // The staff's mail has no link to fill: no key is made for it.
      expect(sent.find((mail) => mail.to === 'staff@example.com')?.body).not.toMatch(/manage#/);
    } finally {
      await worker.close();
      db.close();
    }
  });
});
