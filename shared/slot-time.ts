/**
 * A consultation time as families read it: in Dubai time, and in their own time zone when it
 * differs at that moment (a London family's offset changes with the clocks, Dubai's never does).
 * Used by the booking page and by the mails, so both say the same.
 */
import { OFFICE_UTC_OFFSET_HOURS, type Language } from './constants';
import { DATE_LOCALES, OFFICE_TIME_ZONE } from './office-clock';

export interface TimeRange {
  /** UTC ISO instants. */
  start: string;
  end: string;
}

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

/** "Monday 30 November, 09:00–09:30" in `timeZone`, written as `language` writes dates. */
export function timeRangeIn(range: TimeRange, language: Language, timeZone: string): string {
  const format = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return format.formatRange(new Date(range.start), new Date(range.end));
}

/**
 * The time in Dubai, and in the family's zone when its clock differs from Dubai's at that moment
 * (null otherwise, or when the zone is unknown: Dubai time alone is never wrong).
 */
export function rangeInBothZones(range: TimeRange, language: Language, familyZone: string | null): { office: string; family: string | null } {
  const office = timeRangeIn(range, language, OFFICE_TIME_ZONE);
  const offset = familyZone ? utcOffsetMinutes(familyZone, new Date(range.start)) : null;
  const differs = familyZone !== null && offset !== null && offset !== OFFICE_UTC_OFFSET_HOURS * 60;
  return { office, family: differs ? timeRangeIn(range, language, familyZone) : null };
}
