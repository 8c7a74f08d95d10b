/**
 * The diary's rules written out plainly, apart from the API's code, for the tests to hold the
 * free times against: the slots the weekly hours give each office day (Dubai, UTC+4 all year),
 * closed days, notice, horizon and capacity. Nothing here is imported from api/src.
 */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Dubai keeps UTC+4 all year. */
const OFFICE_OFFSET_MS = 4 * HOUR_MS;

export interface DiarySettings {
  weekly: Array<{ weekday: number; from: string; to: string }>;
  slot_minutes: number;
  capacity: number;
  notice_hours: number;
  horizon_days: number;
  closed_days: string[];
}

export interface TimeRange {
  start: string;
  end: string;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The office calendar day of an instant, YYYY-MM-DD. */
export const officeDayOf = (instant: number) => new Date(instant + OFFICE_OFFSET_MS).toISOString().slice(0, 10);
/** Minutes since the office day's midnight. */
const officeMinuteOf = (instant: number) => Math.floor(((instant + OFFICE_OFFSET_MS) % DAY_MS) / MINUTE_MS);
const officeWeekdayOf = (instant: number) => new Date(instant + OFFICE_OFFSET_MS).getUTCDay();
const midnightOf = (day: string) => Date.parse(`${day}T00:00:00Z`) - OFFICE_OFFSET_MS;

/** Every slot start (UTC ms) the weekly hours give on office days from `firstDay` to `lastDay`, closed days included. */
export function gridStarts(settings: DiarySettings, firstDay: string, lastDay: string): number[] {
  const starts: number[] = [];
  for (let midnight = midnightOf(firstDay); midnight <= midnightOf(lastDay); midnight += DAY_MS) {
    const weekday = officeWeekdayOf(midnight);
    for (const range of settings.weekly.filter((hours) => hours.weekday === weekday)) {
      for (let minute = minutes(range.from); minute + settings.slot_minutes <= minutes(range.to); minute += settings.slot_minutes) {
        starts.push(midnight + minute * MINUTE_MS);
      }
    }
  }
  return starts.sort((a, b) => a - b);
}

/** Whether `start` is a start the weekly hours give (on its weekday, on the grid of a range). */
export function onTheGrid(settings: DiarySettings, start: number): boolean {
  const minute = officeMinuteOf(start);
  if (start % MINUTE_MS !== 0) return false;
  return settings.weekly.some(
    (range) =>
      range.weekday === officeWeekdayOf(start) &&
      minute >= minutes(range.from) &&
      minute + settings.slot_minutes <= minutes(range.to) &&
      (minute - minutes(range.from)) % settings.slot_minutes === 0,
  );
}

const overlapping = (bookings: readonly TimeRange[], start: number, end: number) =>
  bookings.filter((booking) => Date.parse(booking.start) < end && Date.parse(booking.end) > start).length;

/**
 * What is wrong with a list of free times the API gave between `askedAt` and `answeredAt`
 * (its clock was somewhere in between), under these settings and bookings: every time broken
 * rule, and every time that obeys them all but is missing. Empty when it is right.
 */
export function freeTimeProblems(settings: DiarySettings, slots: readonly TimeRange[], bookings: readonly TimeRange[], askedAt: number, answeredAt: number): string[] {
  const problems: string[] = [];
  const slotMs = settings.slot_minutes * MINUTE_MS;
  const closed = new Set(settings.closed_days);
  const notice = settings.notice_hours * HOUR_MS;
  const horizon = settings.horizon_days * DAY_MS;
  let previous = -Infinity;
  for (const slot of slots) {
    const start = Date.parse(slot.start);
    const end = Date.parse(slot.end);
    const say = (rule: string) => problems.push(`${slot.start}: ${rule}`);
    if (start <= previous) say('not after the time before it');
    previous = start;
    if (end - start !== slotMs) say(`lasts ${(end - start) / MINUTE_MS} minutes, not ${settings.slot_minutes}`);
    if (closed.has(officeDayOf(start))) say(`on the closed day ${officeDayOf(start)}`);
    if (!onTheGrid(settings, start)) say('not a slot of the weekly hours');
    if (start < askedAt + notice) say(`within the ${settings.notice_hours} hours' notice`);
    if (start > answeredAt + horizon) say(`beyond the ${settings.horizon_days} days' horizon`);
    const held = overlapping(bookings, start, end);
    if (held >= settings.capacity) say(`full: ${held} bookings for ${settings.capacity} places`);
  }
  const offered = new Set(slots.map((slot) => Date.parse(slot.start)));
  const firstDay = officeDayOf(askedAt + notice - DAY_MS);
  const lastDay = officeDayOf(answeredAt + horizon + DAY_MS);
  for (const start of gridStarts(settings, firstDay, lastDay)) {
    // Near the window's edges the API's clock decides: either answer is right there.
    const surelyInWindow = start >= answeredAt + notice && start <= askedAt + horizon;
    if (!surelyInWindow || closed.has(officeDayOf(start)) || offered.has(start)) continue;
    if (overlapping(bookings, start, start + slotMs) < settings.capacity) problems.push(`${new Date(start).toISOString()}: free by every rule, but not offered`);
  }
  return problems;
}
