import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fc, test } from '@fast-check/jest';
import { calendarDay, calendarMonthInWords, dateInWords, dateText, isStoredDate, officeDate, officeMoment, readDateText, type DateReading } from './dates';
import { dubaiClock, dubaiDate } from '../../../test-support/local-clock';
import { checked } from '../../../test-support/checked';
import { Type } from '@sinclair/typebox';

/** What test-support/admin-dates-in-zones.ts writes: zones read, instants checked, how many showed another clock, failures. */
const ZonesReport = Type.Object({ zones: Type.Number(), checked: Type.Number(), differing: Type.Number(), failures: Type.Array(Type.String()) });

const valueOf = (reading: DateReading) => ('value' in reading ? reading.value : `problem: ${reading.problem}`);
const problemOf = (reading: DateReading) => ('problem' in reading ? reading.problem : `read as ${String(reading.value)}`);

/** Instants to the minute, 1990 to 2100 (what a published date or a filter may be; Dubai's clock is UTC+4 all that time). */
const minutes = fc.integer({ min: Date.UTC(1990, 0, 1) / 60_000, max: Date.UTC(2100, 11, 31) / 60_000 }).map((n) => new Date(n * 60_000));
const calendarDays = fc.integer({ min: Date.UTC(1000, 0, 1) / 86_400_000, max: Date.UTC(9999, 11, 31) / 86_400_000 }).map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));

describe('staff dates, as the lists show them', () => {
  test("put the day first and use the 24-hour clock on Dubai's, whatever the browser's language and zone", () => {
    expect(officeDate('2026-11-05T10:00:00.000Z')).toBe('05/11/2026');
    // 22:07 UTC is past midnight in Dubai: the next day there.
    expect(officeMoment('2026-11-05T22:07:09.000Z')).toBe('06/11/2026 02:07 (Dubai)');
    expect(officeDate('2026-11-05T22:07:09.000Z')).toBe('06/11/2026');
    expect(calendarDay('2026-11-05')).toBe('05/11/2026');
    expect(dateInWords('minute', '2026-11-05T22:07:09.000Z')).toBe('Fri 6 Nov 2026, 02:07 (Dubai)');
  });

  test.prop([minutes])("an instant is shown as Dubai's wall clock says it, with the zone, and its day is Dubai's", (instant) => {
    // This process's time zone is not Dubai's (jest runs in the machine's); every zone is the last test's.
    expect(officeMoment(instant)).toBe(dubaiClock(instant));
    expect(officeDate(instant)).toBe(dubaiDate(instant));
  });

  test('names a month of the dashboard by its name and year', () => {
    expect(calendarMonthInWords('2025-12')).toBe('Dec 2025');
    expect(calendarMonthInWords('2026-01')).toBe('Jan 2026');
    expect(calendarMonthInWords('2026-13')).toBe('2026-13');
  });
});

describe('reading what staff type', () => {
  test.prop([minutes])('an instant shown as the input and the lists show it reads back as that instant', (instant) => {
    // This process's time zone; every zone is the last test's.
    expect(valueOf(readDateText('minute', dateText('minute', instant.toISOString())))).toBe(instant.toISOString());
    expect(valueOf(readDateText('minute', officeMoment(instant)))).toBe(instant.toISOString());
  });

  test.prop([calendarDays])('a day shown as the lists show it reads back as that day', (stored) => {
    expect(valueOf(readDateText('day', calendarDay(stored)))).toBe(stored);
    expect(dateText('day', stored)).toBe(calendarDay(stored));
  });

  test.prop([calendarDays, fc.constantFrom('/', '.', '-'), fc.boolean()])('one-digit days and months, dots and hyphens read as the same day', (stored, separator, short) => {
    const [year, month, dayOfMonth] = stored.split('-');
    const unpad = (part: string) => (short ? String(Number(part)) : part);
    expect(valueOf(readDateText('day', [unpad(dayOfMonth), unpad(month), year].join(separator)))).toBe(stored);
  });

  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 13, max: 31 }), fc.integer({ min: 1000, max: 9999 })])(
    'a date in the US order (month first) is refused, never read as another day',
    (month, dayOfMonth, year) => {
      const typed = `${month}/${dayOfMonth}/${year}`;
      expect(problemOf(readDateText('day', typed))).toContain(`There is no ${typed}: check the day and the month.`);
      expect(problemOf(readDateText('minute', `${typed} 10:00`))).toContain('check the day and the month');
    },
  );

  test.prop([fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })])('every time of the 24-hour clock reads as itself; 24:00 only where a day may end', (hours, minutesPast) => {
    const time = `${String(hours).padStart(2, '0')}:${String(minutesPast).padStart(2, '0')}`;
    expect(valueOf(readDateText('time', time))).toBe(time);
    expect(valueOf(readDateText('time', `${hours}.${String(minutesPast).padStart(2, '0')}`))).toBe(time);
    expect(isStoredDate('time', time)).toBe(true);
  });

  test('says how to write what it cannot read', () => {
    expect(problemOf(readDateText('day', '2026-11-25'))).toBe('Write the day as dd/mm/yyyy, e.g. 25/11/2026.');
    expect(problemOf(readDateText('day', '31/02/2026'))).toBe('There is no 31/02/2026: check the day and the month. Write the day as dd/mm/yyyy, e.g. 25/11/2026.');
    expect(problemOf(readDateText('day', '25/11/26'))).toBe('Write the day as dd/mm/yyyy, e.g. 25/11/2026.');
    expect(problemOf(readDateText('minute', '25/11/2026'))).toBe('Add the time: Write the day and time as dd/mm/yyyy hh:mm (24-hour clock, Dubai time), e.g. 25/11/2026 14:05.');
    expect(problemOf(readDateText('minute', '25/11/2026 2:05 PM'))).toBe('Write the day and time as dd/mm/yyyy hh:mm (24-hour clock, Dubai time), e.g. 25/11/2026 14:05.');
    expect(problemOf(readDateText('minute', '25/11/2026 24:00'))).toBe('There is no 24:00 on the 24-hour clock. Write the day and time as dd/mm/yyyy hh:mm (24-hour clock, Dubai time), e.g. 25/11/2026 14:05.');
    expect(problemOf(readDateText('time', '2:05 PM'))).toBe('Write the time as hh:mm (24-hour clock), e.g. 14:05.');
    expect(problemOf(readDateText('time', '24:00'))).toBe('Write the time as hh:mm (24-hour clock), e.g. 14:05.');
    expect(valueOf(readDateText('time', '24:00', { endOfDay: true }))).toBe('24:00');
    expect(problemOf(readDateText('time', '24:30', { endOfDay: true }))).toBe('Write the time as hh:mm, from 00:00 to 24:00, e.g. 14:05.');
    expect(problemOf(readDateText('time', ' ', { required: true }))).toBe('Required. Write the time as hh:mm (24-hour clock), e.g. 14:05.');
    expect(valueOf(readDateText('minute', '  '))).toBeNull();
    // Dubai's clock: 09:05 there is 05:05 UTC, whatever this computer's zone.
    expect(valueOf(readDateText('minute', '5/1/2027, 9:05'))).toBe('2027-01-05T05:05:00.000Z');
    expect(valueOf(readDateText('minute', '05/01/2027 09:05 (Dubai)'))).toBe('2027-01-05T05:05:00.000Z');
  });

  test.prop([fc.string({ maxLength: 30 }), fc.constantFrom('day' as const, 'minute' as const, 'time' as const)])('any text is read or refused with a message, never stored as something else', (typed, kind) => {
    const reading = readDateText(kind, typed);
    if ('problem' in reading) expect(reading.problem).toMatch(/^(Add the time: |There is no .+ )?Write the/);
    else if (reading.value !== null) expect(isStoredDate(kind, reading.value)).toBe(true);
  });

  // A browser's time zone is fixed when it starts, as this process's is: every zone is read in a
  // process of its own, with the same rule and the same properties.
  test("in every time zone, an instant is shown on Dubai's clock with its label and reads back unchanged", () => {
    const zones = Intl.supportedValuesOf('timeZone');
    const output = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', '..', '..', 'test-support', 'admin-dates-in-zones.ts'), ...zones], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      timeout: 120_000,
    });
    const report = checked(ZonesReport, JSON.parse(output));
    expect(report.failures).toEqual([]);
    expect(report.zones).toBe(zones.length);
    // Most zones' clocks differ from Dubai's: the browser's clock would have shown other times there.
    expect(report.differing).toBeGreaterThan(report.checked / 2);
  }, 180_000);
});
