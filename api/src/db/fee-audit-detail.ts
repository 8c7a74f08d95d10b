/**
 * The audit trail's detail of a mobilization fee recorded as paid: "mobilization fee paid on Sat 28
 * Nov 2026". The trail is shown as stored, so the day is written as the admin says days in words;
 * the route writes it and migration 23 rewrote the rows written before with the ISO day.
 */
import { calendarDayInWords } from '@efe/shared/calendar-day-words';

export const mobilizationFeeDetail = (paidOn: string): string => `mobilization fee paid on ${calendarDayInWords(paidOn)}`;

/** The detail as written before (the ISO day): its day, or null for any other text. */
export function dayOfIsoFeeDetail(detail: string): string | null {
  return /^mobilization fee paid on (\d{4}-\d\d-\d\d)$/.exec(detail)?.[1] ?? null;
}
