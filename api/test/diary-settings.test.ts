/**
 * A stored diary setting that cannot be read is an error the staff see (Availability) and the
 * log says, never a silent fall back to other hours: no time is offered or booked until the
 * settings are saved again.
 */
import Database from 'better-sqlite3';
import { Type } from '@sinclair/typebox';
import { DEFAULT_AVAILABILITY } from '@efe/shared/contract/availability';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { expectedMessage } from './support/messages';
import { serverForTests } from './support/server';

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });

const SATURDAYS = {
  weekly: [{ weekday: 6, from: '10:00', to: '14:00' }],
  slot_minutes: 30,
  capacity: 2,
  notice_hours: 0,
  horizon_days: 30,
  closed_days: ['2026-12-01'],
};
const Failed = Type.Object({ error: Type.String() });
const Availability = Type.Object({ data: Type.Unknown(), unreadable: Type.Optional(Type.String()), outside: Type.Array(Type.Unknown()) });

/** Writes the settings row as another program (an older API, a hand edit) might have left it. */
function storeSettings(text: string): void {
  const db = new Database(server.databasePath);
  try {
    db.prepare('UPDATE booking_settings SET settings = ? WHERE id = 1').run(text);
  } finally {
    db.close();
  }
}

const logLines = () => server.output().split('\n').filter((line) => line.includes('the saved availability cannot be read'));

/** The log's lines about it after `before`, once at least one has come through the API's stdout. */
async function newLogLines(before: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  while (logLines().length === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return logLines().slice(before);
}

it('reads back a Saturday, two places and a closed day exactly as saved', async () => {
  const put = await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: SATURDAYS });
  expect(put.status).toBe(200);
  expect(checked(Availability, (await adminCall(server.baseUrl, 'GET', '/api/admin/availability')).body)).toEqual({ data: SATURDAYS, outside: [] });
});

it.each([
  ['a slot length the contract refuses', JSON.stringify({ ...SATURDAYS, slot_minutes: 7 }), 'slot_minutes'],
  ['a closed day that is no date', JSON.stringify({ ...SATURDAYS, closed_days: ['2026-02-30'] }), 'closed_days.0'],
  ['overlapping hours', JSON.stringify({ ...SATURDAYS, weekly: [...SATURDAYS.weekly, { weekday: 6, from: '11:00', to: '12:00' }] }), 'weekly.1'],
  ['text that is not JSON', '{"weekly": [', 'not JSON'],
])('with %s stored, staff see why, the log says so once, and no time is offered or booked until they save again', async (_case, stored, named) => {
  const before = logLines().length;
  storeSettings(stored);

  const availability = await adminCall(server.baseUrl, 'GET', '/api/admin/availability');
  expect(availability.status).toBe(200);
  const { data, unreadable } = checked(Availability, availability.body);
  expect(unreadable).toContain(named);
  // The form starts from the defaults, to be corrected and saved; the API does not use them.
  expect(data).toEqual(DEFAULT_AVAILABILITY);

  const slots = await fetch(`${server.baseUrl}/api/booking/slots?site_language=ar`);
  expect([slots.status, checked(Failed, await slots.json()).error]).toEqual([503, expectedMessage('ar', 'booking.diaryUnavailable')]);
  const booking = await fetch(`${server.baseUrl}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start: '2026-12-05T06:00:00.000Z', meeting: 'phone', full_name: 'A Family', email: `family-${named.length}@example.com`, phone: '+971 50 123 4567', site_language: 'ru' }),
  });
  expect([booking.status, checked(Failed, await booking.json()).error]).toEqual([503, expectedMessage('ru', 'booking.diaryUnavailable')]);

  // The log names the problem once for the stored row, however often it was read.
  const said = await newLogLines(before);
  expect(said).toHaveLength(1);
  expect(said[0]).toContain(named);

  expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: SATURDAYS })).status).toBe(200);
  expect((await fetch(`${server.baseUrl}/api/booking/slots`)).status).toBe(200);
  expect(checked(Availability, (await adminCall(server.baseUrl, 'GET', '/api/admin/availability')).body)).toEqual({ data: SATURDAYS, outside: [] });
});
