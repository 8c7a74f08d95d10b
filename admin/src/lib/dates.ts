/**
 * Dates as the staff in the UAE read them: day first (en-GB, 25/11/2026), never the US order the
 * browser's own locale may give. Every date the admin shows goes through here or a DateField
 * with STAFF_LOCALE.
 */
export const STAFF_LOCALE = 'en-GB';

/** "25/11/2026" */
export const day = (iso: string): string => new Date(iso).toLocaleDateString(STAFF_LOCALE);

/** "25/11/2026, 14:05:09" */
export const moment = (iso: string | number): string => new Date(iso).toLocaleString(STAFF_LOCALE);
