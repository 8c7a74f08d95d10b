/**
 * Whatever the staff save as Availability, the API reads it back exactly and the free times obey
 * it: generated settings (any weekdays and hours, slot lengths, capacities, notice, horizon,
 * closed days) are saved through PUT /api/admin/availability, read back through GET, and every
 * free time of GET /api/booking/slots is held against every rule (api/test/support/diary-rules.ts),
 * before and after generated bookings through POST /api/booking; a time the rules do not offer
 * (a closed day's, one off the grid) is refused as not offered. Bookings of earlier runs, made
 * under other settings, stay and still hold their places.
 */
import { fc, test } from '@fast-check/jest';
import { Type } from '@sinclair/typebox';
import { FreeSlots, PublicBooking } from '@efe/shared/contract/booking';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { queryAll } from './support/database';
import { freeTimeProblems, gridStarts, officeDayOf, onTheGrid, type DiarySettings, type TimeRange } from './support/diary-rules';
import { expectedMessage } from './support/messages';
import { serverForTests } from './support/server';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const SlotsAnswer = Type.Object({ data: Type.Object({ slots: FreeSlots, slot_minutes: Type.Integer() }) });
const Booked = Type.Object({ data: PublicBooking, token: Type.String() });
const Refused = Type.Object({ error: Type.String(), slots: FreeSlots });

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const dayOffset = (days: number) => officeDayOf(Date.now() + days * DAY_MS);

/** Weekly hours as the admin lets staff write them: per weekday, ranges of at least one slot that do not overlap. */
const weeklyHours = (slotMinutes: number) =>
  fc
    .array(fc.record({ weekday: fc.integer({ min: 0, max: 6 }), from: fc.integer({ min: 0, max: 24 * 60 - 1 }), length: fc.integer({ min: slotMinutes, max: 24 * 60 }) }), { maxLength: 9 })
    .map((ranges) => {
      const kept: Array<{ weekday: number; from: number; to: number }> = [];
      for (const { weekday, from, length } of ranges) {
        const to = Math.min(24 * 60, from + length);
        if (to - from < slotMinutes) continue;
        if (kept.some((other) => other.weekday === weekday && other.from < to && from < other.to)) continue;
        kept.push({ weekday, from, to });
      }
      return kept.map(({ weekday, from, to }) => ({ weekday, from: hhmm(from), to: hhmm(to) }));
    });

/** Closed days near now (where they matter) and anywhere from 2020 to 2035. */
const closedDays = fc
  .tuple(
    fc.array(fc.integer({ min: -3, max: 70 }), { maxLength: 10 }),
    fc.array(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }), { maxLength: 4 }),
  )
  .map(([near, anywhere]) => [...new Set([...near.map(dayOffset), ...anywhere.map((date) => date.toISOString().slice(0, 10))])]);

const settingsArbitrary: fc.Arbitrary<DiarySettings> = fc
  .integer({ min: 3, max: 48 })
  .map((fives) => fives * 5)
  .chain((slotMinutes) =>
    fc.record({
      weekly: weeklyHours(slotMinutes),
      slot_minutes: fc.constant(slotMinutes),
      capacity: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 20 })),
      notice_hours: fc.oneof(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 0, max: 336 })),
      horizon_days: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 365 })),
      closed_days: closedDays,
    }),
  );

/** Which free times the generated families book (positions in the list), and in which language. */
const bookingsArbitrary = fc.array(fc.record({ at: fc.nat(), language: fc.constantFrom('en', 'ar', 'ru') }), { maxLength: 4 });

let families = 0;

async function freeTimes(): Promise<{ slots: TimeRange[]; slotMinutes: number; askedAt: number; answeredAt: number }> {
  const askedAt = Date.now();
  const response = await fetch(`${server.baseUrl}/api/booking/slots`);
  const answeredAt = Date.now();
  expect(response.status).toBe(200);
  const { data } = checked(SlotsAnswer, await response.json());
  return { slots: data.slots, slotMinutes: data.slot_minutes, askedAt, answeredAt };
}

const heldTimes = () => queryAll<TimeRange>(server.databasePath, "SELECT starts_at AS start, ends_at AS \"end\" FROM consultations WHERE status = 'booked'");

async function book(start: string, language: string): Promise<{ status: number; body: unknown }> {
  families += 1;
  const response = await fetch(`${server.baseUrl}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start, meeting: 'phone', full_name: `Diary Family ${families}`, email: `diary-family-${families}@example.com`, phone: '+971 50 123 4567', site_language: language }),
  });
  return { status: response.status, body: await response.json() };
}

async function expectObeyed(settings: DiarySettings): Promise<TimeRange[]> {
  const { slots, slotMinutes, askedAt, answeredAt } = await freeTimes();
  expect(slotMinutes).toBe(settings.slot_minutes);
  expect(freeTimeProblems(settings, slots, heldTimes(), askedAt, answeredAt)).toEqual([]);
  return slots;
}

/** A time the settings do not offer now: a closed day's slot within the window, else one just off the grid. */
function notOffered(settings: DiarySettings, now: number): string | null {
  const earliest = now + settings.notice_hours * HOUR_MS + 10 * MINUTE_MS;
  const latest = now + settings.horizon_days * DAY_MS - 10 * MINUTE_MS;
  const inWindow = (start: number) => start >= earliest && start <= latest;
  const closed = gridStarts(settings, officeDayOf(earliest), officeDayOf(latest)).find((start) => inWindow(start) && settings.closed_days.includes(officeDayOf(start)));
  if (closed !== undefined) return new Date(closed).toISOString();
  const open = gridStarts(settings, officeDayOf(earliest), officeDayOf(latest)).find(inWindow);
  if (open === undefined) return null;
  const offGrid = open + 5 * MINUTE_MS;
  return onTheGrid(settings, offGrid) ? null : new Date(offGrid).toISOString();
}

test.prop([settingsArbitrary, bookingsArbitrary], { numRuns: 25 })(
  'every setting saved is read back as saved, and every free time obeys every rule, before and after bookings',
  async (settings, bookings) => {
    const saved = { ...settings, closed_days: [...settings.closed_days].sort() };
    const put = await adminCall<{ data: unknown }>(server.baseUrl, 'PUT', '/api/admin/availability', { json: settings });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual(saved);
    expect((await adminCall<{ data: unknown }>(server.baseUrl, 'GET', '/api/admin/availability')).body.data).toEqual(saved);

    const before = await expectObeyed(saved);
    // Not a time at the edge of the notice: the clock moves while the test books.
    const bookable = before.filter((slot) => Date.parse(slot.start) > Date.now() + saved.notice_hours * HOUR_MS + 10 * MINUTE_MS);
    const picked = [...new Set(bookings.map(({ at }) => at % Math.max(1, bookable.length)))].filter(() => bookable.length > 0);
    for (const [n, at] of picked.entries()) {
      const reply = await book(bookable[at].start, bookings[n].language);
      expect([reply.status, checked(Booked, reply.body).data.starts_at]).toEqual([201, bookable[at].start]);
    }

    const refused = notOffered(saved, Date.now());
    if (refused) {
      const language = bookings[0]?.language ?? 'en';
      const reply = await book(refused, language);
      expect([reply.status, checked(Refused, reply.body).error]).toEqual([409, expectedMessage(language, 'booking.notOffered')]);
    }
    await expectObeyed(saved);
  },
  120_000,
);
