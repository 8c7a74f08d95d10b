/**
 * The booking page's calendar, pure: free slots grouped by their Dubai day, a month as weeks of
 * days (Monday first), and where the keys of the WAI-ARIA date picker grid move the focused day.
 * Days are office calendar days, "YYYY-MM-DD": the slots are Dubai's, so is the calendar.
 */
import type { FreeSlot } from '@efe/shared/contract/booking';
import { addDays, officeDay } from '@efe/shared/office-clock';

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The slots of each Dubai day, earliest first. */
export function slotsByDay(slots: readonly FreeSlot[]): Map<string, FreeSlot[]> {
  const byDay = new Map<string, FreeSlot[]>();
  const timed = slots.map((slot) => ({ slot, at: Date.parse(slot.start) })).sort((a, b) => a.at - b.at);
  for (const { slot, at } of timed) {
    const day = officeDay(new Date(at));
    const times = byDay.get(day);
    if (times) times.push(slot);
    else byDay.set(day, [slot]);
  }
  return byDay;
}

/** "2026-11": the month a day is in. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `months` before or after, "YYYY-MM". */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, number - 1 + months, 1));
  return dayOf(date).slice(0, 7);
}

/** Days in a month. */
const lengthOf = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number, 0)).getUTCDate();
};

/** Monday 0 … Sunday 6. */
const weekdayFromMonday = (day: string) => (dateOf(day).getUTCDay() + 6) % 7;

/** The month's weeks, Monday first; days outside the month are null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const cells: Array<string | null> = Array.from({ length: weekdayFromMonday(first) }, () => null);
  for (let n = 0; n < lengthOf(month); n++) cells.push(addDays(first, n));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day number `months` later, or that month's last day when it has fewer days. */
function sameDayInMonth(day: string, months: number): string {
  const month = addMonths(monthOf(day), months);
  const number = Math.min(Number(day.slice(8, 10)), lengthOf(month));
  return `${month}-${String(number).padStart(2, '0')}`;
}

/**
 * The day a key moves focus to from `day` (the WAI-ARIA date picker's grid keys), or null for a
 * key the grid does not use. In a right-to-left page the week runs leftwards, so the left arrow
 * goes to the next day.
 */
export function dayAfterKey(day: string, key: string, direction: 'ltr' | 'rtl', shiftKey = false): string | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return addDays(day, 1);
    case back:
      return addDays(day, -1);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return addDays(day, -weekdayFromMonday(day));
    case 'End':
      return addDays(day, 6 - weekdayFromMonday(day));
    case 'PageUp':
      return sameDayInMonth(day, shiftKey ? -12 : -1);
    case 'PageDown':
      return sameDayInMonth(day, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** `day` kept within [first, last]. */
export const clampDay = (day: string, first: string, last: string): string => (day < first ? first : day > last ? last : day);
