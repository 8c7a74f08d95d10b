/**
 * The one way the admin writes dates and reads them back: day first and the 24-hour clock, as the
 * staff in the UAE read them (25/11/2026 14:05), whatever the browser's own language would give
 * (a US English browser's date fields ask for 11/25/2026 and AM/PM). Every stored instant is
 * shown on the office's clock, Dubai's, whatever the browser's time zone, and says so
 * (officeMoment: "25/11/2026 14:05 (Dubai)"; officeDate for its day), so a recruiter travelling
 * and the office read the same times as the dashboard's weeks, the diary and the staff's mails.
 * The date-and-time input (components/staff-date-text-field) shows and reads the same clock. A
 * calendar day (a closed day, a list filter, a trial's first day) has no zone.
 */

import { OFFICE_UTC_OFFSET_HOURS } from '@efe/shared/constants';
import { HOUR_MS } from '@efe/shared/office-clock';
import { calendarDayInWords, MONTH_NAMES, WEEKDAY_NAMES } from '@efe/shared/calendar-day-words';

export { calendarDayInWords };

/** What the inputs ask for, each with the example their messages give. */
export const DATE_PATTERNS = {
  day: { pattern: 'dd/mm/yyyy', example: '25/11/2026' },
  minute: { pattern: 'dd/mm/yyyy hh:mm', example: '25/11/2026 14:05' },
  time: { pattern: 'hh:mm', example: '14:05' },
} as const;

/**
 * What an input holds: `day` a calendar day (stored "2026-11-25"), `minute` an instant to the
 * minute (stored as ISO 8601 in UTC, "2026-11-25T10:05:00.000Z"), `time` a time of day ("14:05").
 */
export type DateKind = keyof typeof DATE_PATTERNS;

/** The full names of a moment said in words, written out for the same reason as the short ones (@efe/shared/calendar-day-words). */
const FULL_WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const FULL_MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const two = (n: number) => String(n).padStart(2, '0');
const clock = (hours: number, minutes: number) => `${two(hours)}:${two(minutes)}`;
const dayText = (year: number, month: number, dayOfMonth: number) => `${two(dayOfMonth)}/${two(month)}/${year}`;

const STORED_DAY = /^(\d{4})-(\d\d)-(\d\d)$/;
const STORED_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** The office's wall clock at an instant: its fields read through the UTC getters. */
const officeClock = (instant: string | number | Date) => new Date(new Date(instant).getTime() + OFFICE_UTC_OFFSET_HOURS * HOUR_MS);

/** The zone every shown instant says it is in. */
const OFFICE_ZONE_LABEL = '(Dubai)';

/** "25/11/2026": the office's calendar day of an instant (a list's "Received", "Opened"). */
export function officeDate(instant: string | number | Date): string {
  const date = officeClock(instant);
  return dayText(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** "25/11/2026 14:05": an instant on the office's clock, as the date-and-time input holds it. */
function officeClockText(instant: string | number | Date): string {
  const date = officeClock(instant);
  return `${officeDate(instant)} ${clock(date.getUTCHours(), date.getUTCMinutes())}`;
}

/**
 * "25/11/2026 14:05 (Dubai)": a stored instant as the admin shows it, on the office's clock to the
 * minute, the zone said. Dubai's calendar is the business's (fees, trials, the dashboard's weeks),
 * and a recruiter travelling reads the same times as the office.
 */
export function officeMoment(instant: string | number | Date): string {
  return `${officeClockText(instant)} ${OFFICE_ZONE_LABEL}`;
}

/** "Monday 30 November, 09:00": an instant on the office's clock (Dubai, never a change of clocks), as the diary speaks of a consultation. */
export function officeTimeInWords(instant: string): string {
  const date = officeClock(instant);
  const [weekday, month] = [FULL_WEEKDAY_NAMES[date.getUTCDay()], FULL_MONTH_NAMES[date.getUTCMonth()]];
  return `${weekday} ${date.getUTCDate()} ${month}, ${clock(date.getUTCHours(), date.getUTCMinutes())}`;
}

/** "25/11/2026" of a stored calendar day "2026-11-25" (no time zone can move it). */
export function calendarDay(stored: string): string {
  const match = STORED_DAY.exec(stored);
  return match ? dayText(Number(match[1]), Number(match[2]), Number(match[3])) : stored;
}

/** "23 Nov" of a stored calendar day (a dashboard week by its Monday). */
export function dayAndMonthInWords(stored: string): string {
  const date = new Date(`${stored}T00:00:00Z`);
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`;
}

/** "Dec 2025" of a stored calendar month "2025-12" (a dashboard month); other text as it came. */
export function calendarMonthInWords(stored: string): string {
  const match = /^(\d{4})-(\d\d)$/.exec(stored);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : stored;
}

/** Whether `value` is what an input of this kind stores (and not text it could not read). */
export function isStoredDate(kind: DateKind, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (kind === 'day') return STORED_DAY.test(value) && readDay(calendarDay(value)) !== null;
  if (kind === 'time') return STORED_TIME.test(value);
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** The text an input shows for a stored value; text it could not read is shown as it was typed. */
export function dateText(kind: DateKind, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (!isStoredDate(kind, value)) return value;
  if (kind === 'day') return calendarDay(value);
  if (kind === 'time') return value;
  return officeClockText(value);
}

/** A stored value said in words, so the staff see how the input read what they typed (null: a time says it all itself). */
export function dateInWords(kind: DateKind, value: string): string | null {
  if (kind === 'day') return calendarDayInWords(value);
  if (kind === 'time') return value === '24:00' ? 'Midnight, the end of the day' : null;
  const date = officeClock(value);
  return `${WEEKDAY_NAMES[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${clock(date.getUTCHours(), date.getUTCMinutes())} ${OFFICE_ZONE_LABEL}`;
}

/** What was typed, read: the value to store (null when the input was left empty), or why it cannot be read. */
export type DateReading = { value: string | null } | { problem: string };

const DAY_PART = String.raw`(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})`;
const TIME_PART = String.raw`(\d{1,2})[:.](\d{2})`;
const DAY_ONLY = new RegExp(`^${DAY_PART}$`);
const TIME_ONLY = new RegExp(`^${TIME_PART}$`);
// The zone's label as the lists show it may follow: a time copied from a list reads as itself.
const ZONE_LABEL_PART = OFFICE_ZONE_LABEL.replace(/[()]/g, (bracket) => `\\${bracket}`);
const DAY_AND_TIME = new RegExp(`^${DAY_PART}(?:\\s*,\\s*|\\s+)${TIME_PART}(?:\\s*${ZONE_LABEL_PART})?$`, 'i');

function readDay(text: string): { year: number; month: number; dayOfMonth: number } | null {
  const match = DAY_ONLY.exec(text);
  if (!match) return null;
  const [dayOfMonth, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  // Date.UTC rolls 31/02 over into March: such a day is not there.
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== dayOfMonth) return null;
  return { year, month, dayOfMonth };
}

function readTime(text: string, endOfDay: boolean): { hours: number; minutes: number } | null {
  const match = TIME_ONLY.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (endOfDay && hours === 24 && minutes === 0) return { hours, minutes };
  return hours <= 23 && minutes <= 59 ? { hours, minutes } : null;
}

const asked = (kind: DateKind, clockNote = kind === 'minute' ? ' (24-hour clock, Dubai time)' : ' (24-hour clock)') => {
  const { pattern, example } = DATE_PATTERNS[kind];
  return `Write ${kind === 'day' ? 'the day' : kind === 'time' ? 'the time' : 'the day and time'} as ${pattern}${kind === 'day' ? '' : clockNote}, e.g. ${example}.`;
};

const isoDay = (year: number, month: number, dayOfMonth: number) => `${year}-${two(month)}-${two(dayOfMonth)}`;

/**
 * Reads what staff typed, day first: 25/11/2026 (also 25.11.2026, 25-11-2026, one-digit days and
 * months), 14:05 (also 14.05, 9:05), the two with a space or a comma between, a day and time on
 * the office's clock (Dubai's: no clocks change there, so every time typed exists once). `endOfDay`
 * lets a time be 24:00, the end of a range of opening hours; `required` refuses an empty field.
 */
export function readDateText(kind: DateKind, typed: string, { endOfDay = false, required = false } = {}): DateReading {
  const text = typed.trim();
  if (text === '') return required ? { problem: `Required. ${asked(kind, endOfDay ? ', from 00:00 to 24:00' : undefined)}` } : { value: null };
  if (kind === 'time') {
    const time = readTime(text, endOfDay);
    if (time) return { value: clock(time.hours, time.minutes) };
    return { problem: asked('time', endOfDay ? ', from 00:00 to 24:00' : ' (24-hour clock)') };
  }
  if (kind === 'day') {
    const found = readDay(text);
    if (found) return { value: isoDay(found.year, found.month, found.dayOfMonth) };
    return { problem: DAY_ONLY.test(text) ? `There is no ${text}: check the day and the month. ${asked('day')}` : asked('day') };
  }
  const match = DAY_AND_TIME.exec(text);
  if (!match) return { problem: DAY_ONLY.test(text) ? `Add the time: ${asked('minute')}` : asked('minute') };
  const [dayPart, timePart] = [`${match[1]}/${match[2]}/${match[3]}`, `${match[4]}:${match[5]}`];
  const found = readDay(dayPart);
  if (!found) return { problem: `There is no ${dayPart}: check the day and the month. ${asked('minute')}` };
  const time = readTime(timePart, false);
  if (!time) return { problem: `There is no ${timePart} on the 24-hour clock. ${asked('minute')}` };
  return { value: new Date(Date.UTC(found.year, found.month - 1, found.dayOfMonth, time.hours, time.minutes) - OFFICE_UTC_OFFSET_HOURS * HOUR_MS).toISOString() };
}
