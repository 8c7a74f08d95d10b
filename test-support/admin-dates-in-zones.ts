/**
 * Run by admin/src/lib/dates.test.ts in a process of its own (jest fixes its time zone when it starts, as a
 * browser does; a plain Node process follows TZ when it changes): for each zone named on the
 * command line, random instants are shown as Dubai's wall clock with its label (Intl's Asia/Dubai
 * the judge), with Dubai's calendar day, and the input's text of each reads back as that instant,
 * the same in every zone. Prints a JSON report.
 */
import fc from 'fast-check';
import { dateText, officeDate, officeMoment, readDateText } from '../admin/src/lib/dates';
import { dubaiClock, dubaiDate, localClock } from './local-clock';

const MINUTE = 60_000;

const failures: string[] = [];
let checked = 0;
/** Instants where the zone's clock differs from Dubai's: there, the browser's clock would have shown another time. */
let differing = 0;
const zones = process.argv.slice(2);
// From 1990: Dubai's clock has been UTC+4 since 1920 (the zone database's mean solar time before).
const instants = fc.integer({ min: Date.UTC(1990, 0, 1) / MINUTE, max: Date.UTC(2100, 11, 31) / MINUTE }).map((n) => new Date(n * MINUTE));

for (const zone of zones) {
  process.env.TZ = zone;
  const result = fc.check(
    fc.property(instants, (instant) => {
      checked += 1;
      if (localClock(instant) !== dubaiClock(instant).slice(0, 16)) differing += 1;
      const reading = readDateText('minute', dateText('minute', instant.toISOString()));
      const readBack = 'value' in reading && reading.value === instant.toISOString();
      // A time copied from a list, label and all, reads as itself too.
      const copied = readDateText('minute', officeMoment(instant));
      return officeMoment(instant) === dubaiClock(instant) && officeDate(instant) === dubaiDate(instant) && readBack && 'value' in copied && copied.value === instant.toISOString();
    }),
    { numRuns: 40 },
  );
  if (result.failed) failures.push(`${zone}: ${JSON.stringify(result.counterexample)} is not shown as Dubai's clock, or does not read back as shown`);
}

process.stdout.write(JSON.stringify({ zones: zones.length, checked, differing, failures }));
