/** The Availability page's pure parts: weekday names, the rows in order, the API's messages by field. */
import type { WeeklyHours } from '@shared/contract/availability';

/** 0 Sunday … 6 Saturday, as the contract numbers them. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Rows by weekday as the contract counts them (Sunday first), then by start. */
export const sortedHours = (weekly: readonly WeeklyHours[]): WeeklyHours[] =>
  [...weekly].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));

/** The API's field messages ("weekly.2": "…"), text only. */
export function fieldErrorsOf(errors: unknown): Record<string, string> {
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
