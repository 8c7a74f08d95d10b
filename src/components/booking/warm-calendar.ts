import type { Language } from '@efe/shared/constants';
import { DATE_LOCALES } from '@efe/shared/office-clock';
import { differsFromOffice } from '@efe/shared/slot-time';
import { zoneName } from '@efe/shared/zone-name';
import { visitorTimeZone } from '../../lib/visitor-clock';
import { clockTime, dayLabel, monthLabel, ownDateIfOther, shortWeekdays } from '../../lib/booking-times';
import { nextTask } from '../../lib/next-task';

/**
 * Starts the browser's Intl for the calendar before its first render, one piece to a task, and
 * says the visitor's time zone. The first Intl object of a page costs a phone 110-190 ms of ICU
 * start-up (e2e/hydration-cost), and the calendar's first render made a dozen formatters at once:
 * one task of 200-220 ms of CPU time when the times came. Made here first, each in a task of its
 * own (booking-times keeps them), the render only formats. The first of them stays one piece: the
 * first DateTimeFormat lists ICU's locales (docs/performance.md).
 */
export async function warmCalendarFormats(language: Language): Promise<string | null> {
  const now = new Date();
  const iso = now.toISOString();
  let zone: string | null = null;
  const locale = DATE_LOCALES[language];
  // ICU's start-up in pieces: the locale's lookup, the formats' list of locales, then the formatters.
  const steps: Array<() => unknown> = [
    () => Intl.getCanonicalLocales(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
    () => (zone = visitorTimeZone()),
    () => clockTime(iso, language),
    () => monthLabel(iso.slice(0, 7), language),
    () => dayLabel(iso.slice(0, 10), language),
    () => shortWeekdays(language),
    () => differsFromOffice(zone, now),
    () => zone && zoneName(zone, language, now),
    () => zone && clockTime(iso, language, zone),
    () => zone && ownDateIfOther(iso, language, zone),
  ];
  for (const step of steps) {
    await nextTask();
    step();
  }
  return zone;
}
