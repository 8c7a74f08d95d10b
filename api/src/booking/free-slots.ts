/**
 * Which consultation times a family may book: the staff's weekly hours (office time, Dubai) cut
 * into slots, less closed days, times too soon or too far ahead, and slots as full as the number
 * of consultations that can run at once. Pure: the bookings and the clock are given.
 *
 * Linear in slots + bookings: the slots come out in order, the bookings are given in order of
 * their start, and one pass counts each booking against the slots it overlaps.
 */
import { minutesOf, type AvailabilitySettings, type WeeklyHours } from '@efe/shared/contract/availability';
import type { FreeSlot } from '@efe/shared/contract/booking';
import { DAY_MS, HOUR_MS, addDays, officeDay, officeDayStart, weekdayOf } from '@efe/shared/office-clock';

const MINUTE_MS = 60_000;
/** A closed stretch longer than this (a year and a week) has no next slot to wait for. */
const LONGEST_LOOK_AHEAD_DAYS = 373;

/** A booking that holds its time: start and end as UTC instants (ms). */
export interface HeldTime {
  start: number;
  end: number;
}


/** The free times at one moment, and until when they stay right by the clock alone. */
export interface FreeTimes {
  slots: FreeSlot[];
  /**
   * The first instant (ms) at which the clock alone changes the answer: the earliest slot falls
   * within the notice, or the next one comes within the horizon. Infinity when neither can happen.
   */
  validUntil: number;
}

/** Each weekday's ranges in minutes, earliest first: ranges of one day never overlap (weeklyHoursProblems). */
function rangesByWeekday(weekly: readonly WeeklyHours[]): Array<Array<{ from: number; to: number }>> {
  const days = Array.from({ length: 7 }, (): Array<{ from: number; to: number }> => []);
  for (const range of weekly) {
    const from = minutesOf(range.from);
    const to = minutesOf(range.to);
    if (from !== null && to !== null) days[range.weekday].push({ from, to });
  }
  for (const ranges of days) ranges.sort((a, b) => a.from - b.from);
  return days;
}

/** The slot starts (ms, in order) of one office day under these settings; none on a closed day. */
function startsOfDay(day: string, ranges: ReturnType<typeof rangesByWeekday>, slotMinutes: number, closed: ReadonlySet<string>): number[] {
  if (closed.has(day)) return [];
  const midnight = officeDayStart(day).getTime();
  const starts: number[] = [];
  for (const { from, to } of ranges[weekdayOf(day)]) {
    for (let minute = from; minute + slotMinutes <= to; minute += slotMinutes) starts.push(midnight + minute * MINUTE_MS);
  }
  return starts;
}

/**
 * The slot starting at `start` (a UTC instant, ms) if the settings offer it at `now`: one of the
 * weekly hours' slots, not on a closed day, not within the notice, not beyond the horizon.
 * Whether it is still free is the bookings' to say.
 */
export function offeredSlot(settings: AvailabilitySettings, start: number, now: Date): HeldTime | null {
  const earliest = now.getTime() + settings.notice_hours * HOUR_MS;
  const latest = now.getTime() + settings.horizon_days * DAY_MS;
  if (!Number.isFinite(start) || start < earliest || start > latest) return null;
  const day = officeDay(new Date(start));
  if (!startsOfDay(day, rangesByWeekday(settings.weekly), settings.slot_minutes, new Set(settings.closed_days)).includes(start)) return null;
  return { start, end: start + settings.slot_minutes * MINUTE_MS };
}

/**
 * The slots a family may book now, earliest first. A booking holds every slot its time overlaps,
 * so one made under other hours or another slot length still counts. `held` must be in order of
 * start (the query sorts them).
 */
export function freeTimes(settings: AvailabilitySettings, held: readonly HeldTime[], now: Date): FreeTimes {
  const notice = settings.notice_hours * HOUR_MS;
  const horizon = settings.horizon_days * DAY_MS;
  const earliest = now.getTime() + notice;
  const latest = now.getTime() + horizon;
  const slotMs = settings.slot_minutes * MINUTE_MS;
  const ranges = rangesByWeekday(settings.weekly);
  const closed = new Set(settings.closed_days);

  const starts: number[] = [];
  let nextOutside = Infinity;
  const lastDay = officeDay(new Date(latest));
  for (let day = officeDay(new Date(earliest)), ahead = 0; ahead <= LONGEST_LOOK_AHEAD_DAYS && nextOutside === Infinity; day = addDays(day, 1)) {
    if (day > lastDay) ahead += 1;
    for (const start of startsOfDay(day, ranges, settings.slot_minutes, closed)) {
      if (start < earliest) continue;
      if (start > latest) {
        nextOutside = start;
        break;
      }
      starts.push(start);
    }
  }

  // One pass: bookings by start, each counted against the slots it overlaps from the first slot
  // ending after it starts (that slot only moves forward, as the bookings' starts do).
  const taken = new Array<number>(starts.length).fill(0);
  let first = 0;
  for (const booking of held) {
    while (first < starts.length && starts[first] + slotMs <= booking.start) first += 1;
    for (let n = first; n < starts.length && starts[n] < booking.end; n += 1) taken[n] += 1;
  }

  const slots: FreeSlot[] = [];
  for (const [n, start] of starts.entries()) {
    if (taken[n] < settings.capacity) slots.push({ start: new Date(start).toISOString(), end: new Date(start + slotMs).toISOString() });
  }
  // A slot within the window leaves it once now passes start - notice; the next one enters at start - horizon.
  const firstLeaves = starts.length > 0 ? starts[0] - notice + 1 : Infinity;
  const nextEnters = nextOutside - horizon;
  return { slots, validUntil: Math.min(firstLeaves, nextEnters) };
}
