/**
 * A calendar day as the staff read it in words: "Sat 28 Nov 2026". One owner for the admin's
 * screens and the API's texts the admin shows (the audit trail's details), so a day reads the same
 * wherever it appears. The names are written out, not Intl's: en-GB differs by version ("Wed, 25
 * Nov", "Sept"), and the same names are wanted in every browser and in Node.
 */
export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Sat 28 Nov 2026" of a stored calendar day "2026-11-28" (no zone: a day on Dubai's calendar stays that day). */
export function calendarDayInWords(stored: string): string {
  const date = new Date(`${stored}T00:00:00Z`);
  return `${WEEKDAY_NAMES[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
