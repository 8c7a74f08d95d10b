/**
 * The visitor's own clock, for what a page draws in the browser only (a private link's page): the
 * time zone their browser names, and a day on their calendar, as they expect to read it. Dubai's
 * day would be another one for much of the world (19:10 on 27 November in Los Angeles is already
 * the 28th in Dubai). Pages built ahead of time write the office's days instead (blog-date.ts).
 */
import type { Language } from '@efe/shared/constants';
import { DATE_LOCALES } from '@efe/shared/office-clock';

/** The visitor's time zone as their browser names it, or null when it does not say. */
export function visitorTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** "27 November 2026" / "27 ноября 2026 г." / "27 نوفمبر 2026" on the calendar of `timeZone` (null: the runtime's own); null for no valid date. */
export function visitorDate(iso: string, language: Language, timeZone: string | null): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', ...(timeZone ? { timeZone } : {}) }).format(date);
}
