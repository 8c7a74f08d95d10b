/**
 * Run by admin/src/lib/dates.test.ts in a process of its own (jest fixes its time zone when it starts, as a
 * browser does; a plain Node process follows TZ when it changes): for each zone named on the
 * command line, random instants shown as the lists show them read back as the same text, and each
 * time the clocks skip in 2026 and 2027 is refused. Prints a JSON report.
 */
import fc from 'fast-check';
import { moment, readDateText } from '../admin/src/lib/dates';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock's minute after `instant`'s, written as staff type it (Date.UTC only does the arithmetic). */
function nextWallMinute(instant: Date): string {
  const wall = new Date(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate(), instant.getHours(), instant.getMinutes()) + MINUTE);
  return `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

/** Instants where the zone's clocks jump forward in [from, to): the first minute of the new time. */
function jumpsForward(from: number, to: number): Date[] {
  const jumps: Date[] = [];
  for (let hour = from; hour < to; hour += HOUR) {
    const [before, after] = [new Date(hour), new Date(hour + HOUR)];
    if (after.getTimezoneOffset() >= before.getTimezoneOffset()) continue;
    let low = hour;
    let high = hour + HOUR;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / MINUTE / 2) * MINUTE;
      if (new Date(middle).getTimezoneOffset() === before.getTimezoneOffset()) low = middle;
      else high = middle;
    }
    jumps.push(new Date(high));
  }
  return jumps;
}

const failures: string[] = [];
let checked = 0;
let skipped = 0;
const zones = process.argv.slice(2);
const instants = fc.integer({ min: Date.UTC(1900, 0, 1) / MINUTE, max: Date.UTC(2100, 11, 31) / MINUTE }).map((n) => new Date(n * MINUTE));

for (const zone of zones) {
  process.env.TZ = zone;
  const result = fc.check(
    fc.property(instants, (instant) => {
      const shown = moment(instant);
      const reading = readDateText('minute', shown);
      checked += 1;
      return 'value' in reading && reading.value !== null && moment(reading.value) === shown;
    }),
    { numRuns: 40 },
  );
  if (result.failed) failures.push(`${zone}: ${JSON.stringify(result.counterexample)} does not read back as shown`);

  for (const jump of jumpsForward(Date.UTC(2026, 0, 1), Date.UTC(2028, 0, 1))) {
    const lastBefore = new Date(jump.getTime() - MINUTE);
    const missing = nextWallMinute(lastBefore);
    // A jump of a minute skips nothing.
    if (missing === moment(jump)) continue;
    skipped += 1;
    const reading = readDateText('minute', missing);
    if (!('problem' in reading) || !reading.problem.includes('the clocks go forward')) failures.push(`${zone}: ${missing} is skipped by the clocks but read as ${JSON.stringify(reading)}`);
  }
}

process.stdout.write(JSON.stringify({ zones: zones.length, checked, skipped, failures }));
