/**
 * Saved settings that leave booked consultations outside the diary (a closed day, hours or a
 * weekday taken away, fewer at once than are booked) say which, and why, in the admin API's answer
 * (saved and read back); the bookings stand, uncancelled. Generated diaries and bookings through
 * the HTTP routes, checked against a minute-by-minute reading of the rules.
 */
import { fc, test } from '@fast-check/jest';
import { Type } from '@sinclair/typebox';
import type { AvailabilitySettings } from '@efe/shared/contract/availability';
import { addDays, officeDay, officeDayStart, weekdayOf } from '@efe/shared/office-clock';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { queryAll } from './support/database';
import { Booked, freeStarts, postJson } from './support/diary';
import { serverForTests } from './support/server';

const server = serverForTests({ env: { ADMIN_TOKEN } });
const MINUTE_MS = 60_000;
const HORIZON_DAYS = 14;

const Outside = Type.Array(Type.Object({ id: Type.Integer(), starts_at: Type.String(), ends_at: Type.String(), full_name: Type.String(), reason: Type.String() }));
const Answer = Type.Object({ data: Type.Unknown(), outside: Outside });

/** A diary open all day every day, for booking times of any hour. */
const openDiary = (slotMinutes: number): AvailabilitySettings => ({
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '24:00' })),
  slot_minutes: slotMinutes,
  capacity: 20,
  notice_hours: 1,
  horizon_days: HORIZON_DAYS,
  closed_days: [],
});

const put = async (settings: AvailabilitySettings) => {
  const reply = await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: settings });
  expect(reply.status).toBe(200);
  return checked(Answer, reply.body).outside;
};
const read = async () => checked(Answer, (await adminCall(server.baseUrl, 'GET', '/api/admin/availability')).body).outside;

let families = 0;
async function bookAt(start: string): Promise<number> {
  families += 1;
  const reply = await postJson(server.baseUrl, '/api/booking', { start, meeting: 'phone', full_name: `Family ${families}`, email: `outside-${families}@example.com`, phone: '+971 50 123 4567', site_language: 'en' });
  expect(reply.status).toBe(201);
  return checked(Booked, reply.body).data.id;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

interface Booking {
  id: number;
  starts_at: string;
  ends_at: string;
}

/** The rules read minute by minute: what is outside, and why (a closed day first, then the hours, then the places). */
function expectedOutside(settings: AvailabilitySettings, bookings: readonly Booking[]): Record<number, string> {
  const open = (minute: number) => {
    const day = officeDay(new Date(minute));
    const since = (minute - officeDayStart(day).getTime()) / MINUTE_MS;
    return settings.weekly.some((range) => range.weekday === weekdayOf(day) && since >= minutesOf(range.from) && since < minutesOf(range.to));
  };
  const minutes = (booking: Booking) => {
    const list: number[] = [];
    for (let minute = Date.parse(booking.starts_at); minute < Date.parse(booking.ends_at); minute += MINUTE_MS) list.push(minute);
    return list;
  };
  const running = (minute: number) => bookings.filter((other) => Date.parse(other.starts_at) <= minute && minute < Date.parse(other.ends_at)).length;
  const expected: Record<number, string> = {};
  for (const booking of bookings) {
    if (settings.closed_days.includes(officeDay(new Date(booking.starts_at)))) expected[booking.id] = 'closed-day';
    else if (!minutes(booking).every(open)) expected[booking.id] = 'outside-hours';
    else if (minutes(booking).some((minute) => running(minute) > settings.capacity)) expected[booking.id] = 'over-capacity';
  }
  return expected;
}

const upcoming = (): Booking[] =>
  queryAll<Booking>(server.databasePath, "SELECT id, starts_at, ends_at FROM consultations WHERE status = 'booked' AND starts_at > ? ORDER BY starts_at, id", new Date().toISOString());
const byId = (outside: ReadonlyArray<{ id: number; reason: string }>) => Object.fromEntries(outside.map((booking) => [booking.id, booking.reason]));

/** Weekly hours: for each weekday the whole day, or up to two ranges on the quarter hour, none overlapping, each at least one slot long. */
const weeklyHours = (slotMinutes: number) =>
  fc
    .array(fc.oneof(fc.constant([0, 96]), fc.uniqueArray(fc.integer({ min: 0, max: 96 }), { maxLength: 4 })), { minLength: 7, maxLength: 7 })
    .map((days) =>
      days.flatMap((cuts, weekday) => {
        const sorted = [...cuts].sort((a, b) => a - b).map((quarter) => quarter * 15);
        const ranges = [];
        for (let n = 0; n + 1 < sorted.length; n += 2) if (sorted[n + 1] - sorted[n] >= slotMinutes) ranges.push({ weekday, from: hhmm(sorted[n]), to: hhmm(sorted[n + 1]) });
        return ranges;
      }),
    );

const nextDays = Array.from({ length: HORIZON_DAYS + 1 }, (_, n) => addDays(officeDay(new Date()), n));
const settingsArbitrary = fc.constantFrom(15, 30, 45, 60).chain((slot_minutes) =>
  fc.record({
    weekly: weeklyHours(slot_minutes),
    slot_minutes: fc.constant(slot_minutes),
    capacity: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 4, max: 20 })),
    notice_hours: fc.integer({ min: 0, max: 48 }),
    horizon_days: fc.integer({ min: 1, max: 60 }),
    closed_days: fc.subarray(nextDays, { maxLength: 4 }),
  }),
);

it('names the 40 consultations booked on a Sunday that a closed Sunday leaves out, cancels none, and names none once it opens again', async () => {
  const full = { ...openDiary(30), capacity: 20 };
  await put(full);
  const sunday = nextDays.find((day, n) => n > 1 && weekdayOf(day) === 0) ?? '';
  const starts = (await freeStarts(server.baseUrl)).filter((time) => officeDay(new Date(time)) === sunday).slice(0, 2);
  const ids: number[] = [];
  for (const start of starts) for (let n = 0; n < 20; n += 1) ids.push(await bookAt(start));
  const closed = await put({ ...full, closed_days: [sunday] });
  expect(closed.map((booking) => [booking.id, booking.reason])).toEqual(ids.map((id) => [id, 'closed-day']));
  expect(await read()).toEqual(closed);
  expect(queryAll(server.databasePath, "SELECT COUNT(*) AS n FROM consultations WHERE status = 'booked'")).toEqual([{ n: 40 }]);
  // Fewer at once than are booked at those times: every one of them is named.
  const crowded = await put({ ...full, capacity: 19 });
  expect(crowded.map((booking) => [booking.id, booking.reason])).toEqual(ids.map((id) => [id, 'over-capacity']));
  // The Sunday's hours taken away.
  const noSundays = await put({ ...full, weekly: full.weekly.filter((range) => range.weekday !== 0) });
  expect(noSundays.map((booking) => booking.reason)).toEqual(ids.map(() => 'outside-hours'));
  expect(await put(full)).toEqual([]);
  await Promise.all(ids.map((id) => adminCall(server.baseUrl, 'POST', `/api/admin/consultations/${id}/cancel`, { json: { reason: 'Test over.' } })));
});

test.prop([fc.constantFrom(15, 30, 45, 60), fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 4 }), settingsArbitrary], { numRuns: 30 })(
  'names every booking the saved settings leave outside the diary, with its reason, and no other; read back the same',
  async (bookedSlotMinutes, picks, settings) => {
    await put(openDiary(bookedSlotMinutes));
    const starts = await freeStarts(server.baseUrl);
    for (const pick of picks) await bookAt(starts[pick]);
    const answered = await put(settings);
    const expected = expectedOutside(settings, upcoming());
    expect(byId(answered)).toEqual(expected);
    expect(byId(await read())).toEqual(expected);
    // Earliest first, as the admin lists them.
    expect(answered.map((booking) => booking.starts_at)).toEqual([...answered.map((booking) => booking.starts_at)].sort());
  },
  300_000,
);
