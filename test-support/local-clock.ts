/**
 * An instant as a wall clock shows it, dd/mm/yyyy hh:mm on the 24-hour clock, read through Intl,
 * not through the admin's formatter, so tests run in any time zone (TZ=America/Los_Angeles too)
 * and still check what the staff see.
 */
function wallClock(iso: string | number | Date, timeZone?: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** On the browser's (this process's) own clock: what the admin must not show without saying so. */
export const localClock = (iso: string | number | Date): string => wallClock(iso);

/** On Dubai's clock, as the admin's date-and-time input holds it: "25/11/2026 14:05". */
export const dubaiWallClock = (iso: string | number | Date): string => wallClock(iso, 'Asia/Dubai');

/** As the admin shows a stored instant: Dubai's wall clock and the zone's label, "25/11/2026 14:05 (Dubai)". */
export const dubaiClock = (iso: string | number | Date): string => `${dubaiWallClock(iso)} (Dubai)`;

/** The day Dubai's calendar has at an instant, as the admin's lists write it: "25/11/2026". */
export const dubaiDate = (iso: string | number | Date): string => dubaiWallClock(iso).slice(0, 10);
