/**
 * How the booking page writes times: a slot's clock time in Dubai and, when the visitor's own
 * zone differs at that moment, in theirs, with their date when it is another day; a day and a
 * month in the page's language.
 */
import type { Language } from '@efe/shared/constants';
import { DATE_LOCALES, OFFICE_TIME_ZONE, officeDay } from '@efe/shared/office-clock';
import { dayIn } from '@efe/shared/slot-time';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and options: a month grid writes dozens of dates, and each new Intl formatter costs. */
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(DATE_LOCALES[language], options);
    formats.set(key, made);
  }
  return made;
}

/** "09:30" in `timeZone`. */
export function clockTime(instant: string, language: Language, timeZone: string = OFFICE_TIME_ZONE): string {
  return format(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(instant));
}

/**
 * The visitor's date at `instant` ("Mon 7 Dec") when it is not Dubai's (Los Angeles' evening before,
 * Auckland's morning after); null when both clocks are on the same day.
 */
export function ownDateIfOther(instant: string, language: Language, timeZone: string): string | null {
  const moment = new Date(instant);
  if (dayIn(moment, timeZone) === officeDay(moment)) return null;
  return format(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(moment);
}

/** "Monday 30 November" for an office day ("2026-11-30"). */
export function dayLabel(day: string, language: Language): string {
  return format(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** "November 2026" for "2026-11". */
export function monthLabel(month: string, language: Language): string {
  return format(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/** "Mon" … "Sun", Monday first, as the page's language shortens weekdays (Arabic's one letter: its short names fill a phone's column). */
export function shortWeekdays(language: Language): string[] {
  const weekday = language === 'ar' ? 'narrow' : 'short';
  // 2026-11-30 is a Monday.
  return Array.from({ length: 7 }, (_, n) =>
    format(language, { weekday, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 30 + n))),
  );
}
