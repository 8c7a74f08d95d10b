/** The Availability page's pure parts: weekday names and the rows in order. */
import type { WeeklyHours } from '@efe/shared/contract/availability';

/** 0 Sunday … 6 Saturday, as the contract numbers them. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Rows by weekday as the contract counts them (Sunday first), then by start. */
export const sortedHours = (weekly: readonly WeeklyHours[]): WeeklyHours[] =>
  [...weekly].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));
