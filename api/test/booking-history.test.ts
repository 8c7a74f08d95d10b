/**
 * A booking's history on its admin page: booked, moved by the family (from and to), cancelled by
 * the family or by which staff member and why, held or missed, each with its time; written in the
 * transaction that made the change, so no step is missing or extra.
 */
import { Type } from '@sinclair/typebox';
import { FreeSlots } from '@efe/shared/contract/booking';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { Booked, OPEN_EVERY_DAY, postJson } from './support/diary';
import { serverForTests } from './support/server';
import { openDatabase } from '../src/db/connection';
import { ConsultationRepository } from '../src/booking/consultation-repository';

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
const Step = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  event: Type.String(),
  actor: Type.String(),
  staff_name: Type.Union([Type.String(), Type.Null()]),
  starts_at: Type.Union([Type.String(), Type.Null()]),
  previous_starts_at: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
});
const History = Type.Object({ data: Type.Array(Step) });

const post = (route: string, body: unknown) => postJson(server.baseUrl, route, body);

async function history(id: number) {
  const answer = await adminCall(server.baseUrl, 'GET', `/api/admin/consultations/${id}/history`);
  expect(answer.status).toBe(200);
  return checked(History, answer.body).data.map(({ id: _id, at, ...step }) => ({ ...step, at: Date.parse(at) }));
}

it('lists booked, moved by the family and cancelled by a named staff member with the reason, or by the family, each with its time', async () => {
  expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: OPEN_EVERY_DAY })).status).toBe(200);
  const slots = checked(Type.Object({ data: Type.Object({ slots: FreeSlots }) }), await (await fetch(`${server.baseUrl}/api/booking/slots`)).json()).data.slots;
  const [first, second, third] = slots.slice(-3);
  const before = Date.now();
  const booked = await post('/api/booking', { start: first.start, meeting: 'phone', full_name: 'History Family', email: 'history@example.com', phone: '+971 50 123 4567', site_language: 'en' });
  const { token, data: booking } = checked(Booked, booked.body);
  expect((await post('/api/booking/move', { token, start: second.start })).status).toBe(200);
  // Moving to its own time changes nothing, and the history says nothing of it.
  expect((await post('/api/booking/move', { token, start: second.start })).status).toBe(200);
  expect((await adminCall(server.baseUrl, 'POST', `/api/admin/consultations/${booking.id}/cancel`, { json: { reason: 'Our consultant is ill.' } })).status).toBe(200);
  const after = Date.now();

  const steps = await history(booking.id);
  expect(steps.map(({ at: _at, ...step }) => step)).toEqual([
    { event: 'booked', actor: 'family', staff_name: null, starts_at: first.start, previous_starts_at: null, reason: null },
    { event: 'moved', actor: 'family', staff_name: null, starts_at: second.start, previous_starts_at: first.start, reason: null },
    { event: 'cancelled', actor: 'staff', staff_name: 'automation (token)', starts_at: second.start, previous_starts_at: null, reason: 'Our consultant is ill.' },
  ]);
  for (const step of steps) expect(step.at >= before - 1000 && step.at <= after + 1000).toBe(true);

  const other = checked(Booked, (await post('/api/booking', { start: third.start, meeting: 'video', full_name: 'Other Family', email: 'other@example.com', phone: '+971 50 123 4567', site_language: 'ar' })).body);
  expect((await post('/api/booking/cancel', { token: other.token })).status).toBe(200);
  expect((await history(other.data.id)).map((step) => [step.event, step.actor, step.staff_name])).toEqual([
    ['booked', 'family', null],
    ['cancelled', 'family', null],
  ]);
  expect((await adminCall(server.baseUrl, 'GET', '/api/admin/consultations/999999/history')).status).toBe(404);
});

it('records held and missed with who marked them, once the time has come, and nothing for a refused mark', () => {
  const db = openDatabase(':memory:');
  try {
    const diary = new ConsultationRepository(db);
    diary.saveSettings({ ...OPEN_EVERY_DAY, notice_hours: 0 }, 'test');
    const bookedAt = new Date('2026-11-30T04:00:00Z');
    const result = diary.book(
      { meeting: 'office', full_name: 'A Family', email: 'a@example.com', phone: '+971501234567', service: null, message: '', site_language: 'en', time_zone: null, landing_path: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null },
      { start: '2026-11-30T05:00:00.000Z', client: '203.0.113.1', clientLimit: 5 },
      bookedAt,
    );
    if (!result.ok) throw new Error(result.refused);
    const { id } = result.consultation;
    expect(diary.markOutcome(id, 'held', 'Omar', bookedAt)).toMatchObject({ ok: false, refused: 'not-allowed' });
    const later = new Date('2026-11-30T06:00:00Z');
    expect(diary.markOutcome(id, 'missed', 'Omar', later)).toMatchObject({ ok: true });
    expect(diary.markOutcome(id, 'held', 'Layla', later)).toMatchObject({ ok: true });
    expect(diary.history(id).map((step) => [step.event, step.actor, step.staff_name, step.at])).toEqual([
      ['booked', 'family', null, bookedAt.toISOString()],
      ['missed', 'staff', 'Omar', later.toISOString()],
      ['held', 'staff', 'Layla', later.toISOString()],
    ]);
  } finally {
    db.close();
  }
});
