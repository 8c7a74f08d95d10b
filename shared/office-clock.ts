/**
 * The office's calendar: Dubai, a fixed UTC+4 (no daylight saving), so its days and hours are
 * plain arithmetic on UTC instants, with no time-zone database.
 */
import { OFFICE_UTC_OFFSET_HOURS, type Language } from './constants';

/** The office's zone by name, for Intl's formatters. */
export const OFFICE_TIME_ZONE = 'Asia/Dubai';
/** Dates as each page language writes them; Latin digits in Arabic, as UAE sites write them (the same rule as formatNumber in constants). */
export const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-AE-u-nu-latn', ru: 'ru-RU' };

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = OFFICE_UTC_OFFSET_HOURS * HOUR_MS;

/** The office's calendar day of `moment`, as YYYY-MM-DD. */
export const officeDay = (moment: Date): string => new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The UTC instant an office calendar day (YYYY-MM-DD) starts. */
export const officeDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** The calendar day `days` after `day` (YYYY-MM-DD; negative: before). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day after `day` (YYYY-MM-DD). */
export const nextDay = (day: string): string => addDays(day, 1);

/** The weekday of an office calendar day: 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();
