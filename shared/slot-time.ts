/**
 * A consultation time as families read it: in Dubai time, and in their own time zone when it
 * differs at that moment (a London family's offset changes with the clocks, Dubai's never does).
 * Used by the booking page and by the mails, so both say the same.
 */
import { OFFICE_UTC_OFFSET_HOURS, type Language } from './constants';
import { DATE_LOCALES, OFFICE_TIME_ZONE } from './office-clock';
import { zoneName } from './zone-name';
import type { FreeSlot } from './contract/booking';

/** A consultation's time: a free slot's, or a booking's (its starts_at and ends_at). */
export type TimeRange = FreeSlot;

/**
 * How a language joins the two ends of a range, from its locale texts: "09:00–09:30", and in
 * Arabic "من 09:00 إلى 09:30", whose words keep the order in a line of either direction (a bare
 * "09:00–09:30" turns round wherever its digits are read as one left-to-right run). `acrossDays`:
 * the ends are whole dates ("Monday 7 December at 23:30").
 */
export type JoinRange = (start: string, end: string, acrossDays: boolean) => string;

/** A JoinRange from a language's texts: `{keyPrefix}.sameDay` and `{keyPrefix}.acrossDays`, each with {{start}} and {{end}}. */
export const joinRangeFrom =
  (translate: (key: string, values: Record<string, string>) => string, keyPrefix: string): JoinRange =>
  (start, end, acrossDays) =>
    translate(`${keyPrefix}.${acrossDays ? 'acrossDays' : 'sameDay'}`, { start, end });

/** The UTC offset of `timeZone` at `at`, in minutes (Dubai: 240); null for a zone this runtime does not know. */
export function utcOffsetMinutes(timeZone: string, at: Date): number | null {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return null;
  }
  if (name === 'GMT') return 0;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** One day formatter per zone: the booking page asks for every free time's day, and each new Intl formatter costs. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) a clock in `timeZone` shows at `moment`. */
export function dayIn(moment: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A date as the mails write it in words: "Monday 30 November". */
const DATE_IN_WORDS = { weekday: 'long', day: 'numeric', month: 'long' } as const;

const dateAndTime = (language: Language, timeZone: string) =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], { ...DATE_IN_WORDS, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });

/**
 * "Monday 28 December": a calendar day (YYYY-MM-DD, no zone: a trial's last day on Dubai's
 * calendar) as the mails write a consultation's date. The days it is used for are within weeks of
 * the mail, as a consultation's are: the weekday says which year.
 */
export const dayInWords = (day: string, language: Language): string =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], { ...DATE_IN_WORDS, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** "09:30" in `timeZone`. */
export const clockIn = (moment: Date, language: Language, timeZone: string): string =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(moment);

/**
 * "Monday 30 November, 09:00–09:30" in `timeZone`, written as `language` writes dates, the two
 * times joined by `join` (without it, by Intl's dash: the staff's English).
 */
export function timeRangeIn(range: TimeRange, language: Language, timeZone: string, join?: JoinRange): string {
  const start = new Date(range.start);
  const end = new Date(range.end);
  const format = dateAndTime(language, timeZone);
  if (!join) return format.formatRange(start, end);
  if (dayIn(start, timeZone) !== dayIn(end, timeZone)) return join(format.format(start), format.format(end), true);
  // The date as Intl writes it before a range of times ("Monday 30 November, "), then the times joined.
  const parts = format.formatRangeToParts(start, end);
  const firstClockPart = parts.findIndex((part) => part.type === 'hour');
  const date = parts.slice(0, firstClockPart).map((part) => part.value).join('');
  return `${date}${join(clockIn(start, language, timeZone), clockIn(end, language, timeZone), false)}`;
}

/** A range's start as a subject line says it: its weekday (0 Sunday … 6 Saturday), "14 December" and the times, in `timeZone`. */
export function rangeParts(range: TimeRange, language: Language, timeZone: string, join: JoinRange): { weekday: number; date: string; time: string } {
  const start = new Date(range.start);
  const end = new Date(range.end);
  const weekday = new Date(`${dayIn(start, timeZone)}T00:00:00Z`).getUTCDay();
  const date = new Intl.DateTimeFormat(DATE_LOCALES[language], { day: 'numeric', month: 'long', timeZone }).format(start);
  return { weekday, date, time: join(clockIn(start, language, timeZone), clockIn(end, language, timeZone), false) };
}

/** Whether a clock in `timeZone` shows another time than Dubai's at `moment` (London: yes; Muscat: no; an unknown zone: no). */
export function differsFromOffice(timeZone: string | null, moment: Date): timeZone is string {
  if (timeZone === null) return false;
  const offset = utcOffsetMinutes(timeZone, moment);
  return offset !== null && offset !== OFFICE_UTC_OFFSET_HOURS * 60;
}

/** The family's side of a time: the range on their clock and their zone's name, both in the page's language. */
export interface FamilyTime {
  time: string;
  zone: string;
}

/**
 * The time in Dubai, and in the family's zone when its clock differs from Dubai's at that moment
 * (null otherwise, or when the zone is unknown: Dubai time alone is never wrong).
 */
export function rangeInBothZones(range: TimeRange, language: Language, familyZone: string | null, join: JoinRange): { office: string; family: FamilyTime | null } {
  const office = timeRangeIn(range, language, OFFICE_TIME_ZONE, join);
  if (!differsFromOffice(familyZone, new Date(range.start))) return { office, family: null };
  return { office, family: { time: timeRangeIn(range, language, familyZone, join), zone: zoneName(familyZone, language, new Date(range.start)) } };
}
