/**
 * Races between two API processes on one database file, the only way two changes of the diary can
 * interleave with a synchronous driver: each process waits for SQLite's write lock on its event
 * loop. The test holds that lock itself while the requests arrive, so every process has reached
 * the database before any of them may write: then only the transaction that takes the lock before
 * it reads (BEGIN IMMEDIATE) keeps the last place for one booking, and makes a staff cancellation
 * that lost to the family's a 409.
 */
import Database from 'better-sqlite3';
import { Type } from '@sinclair/typebox';
import { FreeSlots } from '@efe/shared/contract/booking';
import { ConsultationRepository } from '../src/booking/consultation-repository';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { Booked, OPEN_EVERY_DAY } from './support/diary';
import { queryAll } from './support/database';
import { expectedMessage } from './support/messages';
import { removeServerFiles, startServer, type RunningServer } from './support/server';

const Refused = Type.Object({ error: Type.String(), refused: Type.String() });

let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  first = await startServer({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
  // The same database file, uploads and outbox: a second process of the same API.
  second = await startServer({ files: first, env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
  expect((await adminCall(first.baseUrl, 'PUT', '/api/admin/availability', { json: OPEN_EVERY_DAY })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  if (first) removeServerFiles(first);
}, 30_000);

/** Whether the process is stuck in SQLite's wait for the lock: its event loop answers nothing, not even /health. */
async function waitingForTheLock(server: RunningServer): Promise<boolean> {
  try {
    await fetch(`${server.baseUrl}/health`, { signal: AbortSignal.timeout(400) });
    return false;
  } catch {
    return true;
  }
}

/** Runs `requests` while this test holds the write lock, and lets go once every process named is waiting for it. */
async function underTheLock<T>(waiting: RunningServer[], requests: () => Promise<T>, whileHeld: (db: Database.Database) => void = () => undefined): Promise<T> {
  const db = new Database(first.databasePath);
  db.exec('BEGIN IMMEDIATE');
  try {
    const answers = requests();
    const deadline = Date.now() + 15_000;
    for (const server of waiting) {
      while (!(await waitingForTheLock(server))) if (Date.now() > deadline) throw new Error(`${server.baseUrl} never reached the database`);
    }
    whileHeld(db);
    db.exec('COMMIT');
    return await answers;
  } finally {
    if (db.inTransaction) db.exec('ROLLBACK');
    db.close();
  }
}

async function book(server: RunningServer, start: string, n: number): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.baseUrl}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start, meeting: 'phone', full_name: `Racing Family ${n}`, email: `racer-${n}-${Date.parse(start)}@example.com`, phone: '+971 50 123 4567', site_language: 'en' }),
  });
  return { status: response.status, body: await response.json() };
}

async function lastFreeStart(): Promise<string> {
  const { data } = checked(Type.Object({ data: Type.Object({ slots: FreeSlots }) }), await (await fetch(`${second.baseUrl}/api/booking/slots`)).json());
  return data.slots[data.slots.length - 1].start;
}

it('gives the last place to one booking when twenty arrive at two processes at once', async () => {
  const start = await lastFreeStart();
  const replies = await underTheLock([first, second], () => Promise.all(Array.from({ length: 20 }, (_, n) => book(n % 2 === 0 ? first : second, start, n))));
  expect(replies.map((reply) => reply.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
  for (const reply of replies.filter((answer) => answer.status === 409)) expect(checked(Refused, reply.body)).toMatchObject({ refused: 'taken', error: expectedMessage('en', 'booking.taken') });
  expect(queryAll(first.databasePath, "SELECT COUNT(*) AS n FROM consultations WHERE starts_at = ? AND status = 'booked'", start)).toEqual([{ n: 1 }]);
  // Both processes see it taken at once: each one's kept free times follow the other's writes.
  for (const server of [first, second]) {
    const { data } = checked(Type.Object({ data: Type.Object({ slots: FreeSlots }) }), await (await fetch(`${server.baseUrl}/api/booking/slots`)).json());
    expect(data.slots.map((slot) => slot.start)).not.toContain(start);
  }
}, 60_000);

it('answers 409, not 404, to a staff cancellation that lost to the family\'s', async () => {
  const booked = await book(second, await lastFreeStart(), 100);
  const { data: booking, token } = checked(Booked, booked.body);
  const staff = await underTheLock(
    [first],
    () => adminCall<{ error: string }>(first.baseUrl, 'POST', `/api/admin/consultations/${booking.id}/cancel`, { json: { reason: 'Closed that day.' } }),
    // The family's cancellation (their link, another process) commits first.
    (db) => expect(new ConsultationRepository(db).cancel(booking.id, 'family', null, null)).toMatchObject({ ok: true }),
  );
  expect([staff.status, staff.body.error]).toEqual([409, `Consultation ${booking.id} is cancelled: only a booked one can be cancelled.`]);
  expect(queryAll(first.databasePath, 'SELECT status, cancelled_by FROM consultations WHERE id = ?', booking.id)).toEqual([{ status: 'cancelled', cancelled_by: 'family' }]);
  expect(token).toHaveLength(43);
}, 60_000);
