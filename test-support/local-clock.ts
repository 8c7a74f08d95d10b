/**
 * An instant as the admin's fields and lists write it on the browser's own clock: dd/mm/yyyy hh:mm,
 * 24-hour. Read through Intl, not through the admin's formatter, so tests run in any time zone
 * (TZ=America/Los_Angeles too) and still check what the staff see.
 */
export function localClock(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
