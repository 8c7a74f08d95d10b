import { AvailabilitySettings, DEFAULT_AVAILABILITY, minutesOf, weeklyHoursProblems } from '@efe/shared/contract/availability';
import { strictValidator } from '../src/http/validation';
import { freeTimes, offeredSlot, type HeldTime } from '../src/booking/free-slots';

/** Monday 30 November 2026, 08:00 in Dubai (04:00 UTC). */
const MONDAY_8AM_DUBAI = new Date('2026-11-30T04:00:00Z');

const mondayMornings: AvailabilitySettings = {
  weekly: [{ weekday: 1, from: '09:00', to: '11:00' }],
  slot_minutes: 30,
  capacity: 1,
  notice_hours: 0,
  horizon_days: 6,
  closed_days: [],
};
const freeSlots = (availability: AvailabilitySettings, held: HeldTime[], now: Date) => freeTimes(availability, held, now).slots;
const starts = (availability: AvailabilitySettings, held: HeldTime[] = [], now = MONDAY_8AM_DUBAI) => freeSlots(availability, held, now).map((slot) => slot.start);
const held = (start: string, minutes = 30): HeldTime => ({ start: Date.parse(start), end: Date.parse(start) + minutes * 60_000 });

describe('free consultation slots', () => {
  it('cuts the weekly hours, in Dubai time, into slots stored as UTC', () => {
    expect(freeSlots(mondayMornings, [], MONDAY_8AM_DUBAI)).toEqual([
      { start: '2026-11-30T05:00:00.000Z', end: '2026-11-30T05:30:00.000Z' },
      { start: '2026-11-30T05:30:00.000Z', end: '2026-11-30T06:00:00.000Z' },
      { start: '2026-11-30T06:00:00.000Z', end: '2026-11-30T06:30:00.000Z' },
      { start: '2026-11-30T06:30:00.000Z', end: '2026-11-30T07:00:00.000Z' },
    ]);
  });

  it('keeps a slot that would run past the closing time out', () => {
    expect(starts({ ...mondayMornings, slot_minutes: 45 })).toEqual(['2026-11-30T05:00:00.000Z', '2026-11-30T05:45:00.000Z']);
  });

  it('takes the weekday of the Dubai date: early hours fall on the previous UTC day', () => {
    const earlyMonday: AvailabilitySettings = { ...mondayMornings, weekly: [{ weekday: 1, from: '02:00', to: '03:00' }], horizon_days: 7 };
    // Monday 7 December, 02:00 in Dubai, is Sunday 6 December, 22:00 UTC.
    expect(starts(earlyMonday)).toEqual(['2026-12-06T22:00:00.000Z', '2026-12-06T22:30:00.000Z']);
  });

  it('starts no sooner than the notice and no later than the horizon', () => {
    const everyDay: AvailabilitySettings = { ...mondayMornings, weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '10:00' })), notice_hours: 12, horizon_days: 2 };
    // Now: Monday 08:00 Dubai. 12 hours' notice leaves Monday out; two days ahead ends Wednesday 08:00, before its 09:00.
    expect(starts(everyDay)).toEqual(['2026-12-01T05:00:00.000Z', '2026-12-01T05:30:00.000Z']);
  });

  it('leaves closed days out', () => {
    expect(starts({ ...mondayMornings, horizon_days: 8, closed_days: ['2026-11-30'] })).toEqual(['2026-12-07T05:00:00.000Z', '2026-12-07T05:30:00.000Z', '2026-12-07T06:00:00.000Z', '2026-12-07T06:30:00.000Z']);
  });

  it('offers a slot until as many consultations as can run at once hold it', () => {
    const twoAtOnce = { ...mondayMornings, capacity: 2 };
    expect(starts(twoAtOnce, [held('2026-11-30T05:00:00Z')])).toContain('2026-11-30T05:00:00.000Z');
    expect(starts(twoAtOnce, [held('2026-11-30T05:00:00Z'), held('2026-11-30T05:00:00Z')])).not.toContain('2026-11-30T05:00:00.000Z');
  });

  it('counts a booking against every slot its time overlaps, whatever slot length it was made under', () => {
    expect(starts(mondayMornings, [held('2026-11-30T05:15:00Z', 60)])).toEqual(['2026-11-30T06:30:00.000Z']);
  });

  it('finds the slot the diary offers at a given start, and none at a misaligned, too soon, too late, closed or unreadable one', () => {
    const at = (start: string, now = MONDAY_8AM_DUBAI, settings = mondayMornings) => offeredSlot(settings, Date.parse(start), now);
    expect(at('2026-11-30T09:30:00+04:00')).toEqual({ start: Date.parse('2026-11-30T05:30:00Z'), end: Date.parse('2026-11-30T06:00:00Z') });
    expect(at('2026-11-30T05:10:00Z')).toBeNull();
    expect(at('2026-11-30T05:30:00Z', new Date('2026-11-30T05:40:00Z'))).toBeNull();
    expect(at('2026-12-07T05:00:00Z')).toBeNull();
    expect(at('2026-11-30T05:00:00Z', MONDAY_8AM_DUBAI, { ...mondayMornings, closed_days: ['2026-11-30'] })).toBeNull();
    expect(at('next Monday')).toBeNull();
  });

  it('says until when its answer holds by the clock alone: the first slot passing the notice, or the next coming within the horizon', () => {
    // Now Monday 08:00 Dubai, no notice: the 09:00 slot stays until 09:00 (05:00 UTC); the next Monday's comes within 6 days at Tuesday 09:00.
    expect(freeTimes(mondayMornings, [], MONDAY_8AM_DUBAI).validUntil).toBe(Date.parse('2026-11-30T05:00:00Z') + 1);
    const later = new Date('2026-11-30T08:00:00Z');
    expect(freeTimes(mondayMornings, [], later)).toEqual({ slots: [], validUntil: Date.parse('2026-12-07T05:00:00Z') - 6 * 86_400_000 });
    expect(freeTimes({ ...mondayMornings, weekly: [] }, [], later).validUntil).toBe(Infinity);
  });

  it('tells the staff which weekly hours are too short or overlap', () => {
    const weekly = [
      { weekday: 1, from: '09:00', to: '13:00' },
      { weekday: 1, from: '12:00', to: '15:00' },
      { weekday: 2, from: '09:00', to: '09:20' },
      { weekday: 2, from: '12:00', to: '15:00' },
      { weekday: 3, from: '12:00', to: '15:00' },
    ];
    expect(weeklyHoursProblems({ weekly, slot_minutes: 30 })).toEqual({
      'weekly.1': 'These hours overlap the ones in row 1 on the same day.',
      'weekly.2': 'The hours must end at least one slot (30 minutes) after they start.',
    });
    expect(weeklyHoursProblems({ weekly: [{ weekday: 0, from: '13:00', to: '09:00' }], slot_minutes: 30 })).toEqual({ 'weekly.0': 'The hours must end at least one slot (30 minutes) after they start.' });
  });

  it('starts from a diary the API itself would accept: Sunday to Thursday, 09:00 to 18:00', () => {
    const valid = strictValidator().compile(AvailabilitySettings);
    expect([valid(DEFAULT_AVAILABILITY), weeklyHoursProblems(DEFAULT_AVAILABILITY)]).toEqual([true, {}]);
    expect(valid({ ...DEFAULT_AVAILABILITY, closed_days: ['2026-02-30'] })).toBe(false);
    expect(valid({ ...DEFAULT_AVAILABILITY, weekly: [{ weekday: 7, from: '09:00', to: '18:00' }] })).toBe(false);
    expect(valid({ ...DEFAULT_AVAILABILITY, slot_minutes: 31 })).toBe(false);
    // Monday 8:00 in Dubai, 12 hours' notice: the first free time is Tuesday 09:00 (05:00 UTC).
    expect(freeSlots(DEFAULT_AVAILABILITY, [], MONDAY_8AM_DUBAI)[0]).toEqual({ start: '2026-12-01T05:00:00.000Z', end: '2026-12-01T05:30:00.000Z' });
  });

  it('reads opening times from 00:00 to 24:00 only', () => {
    expect([minutesOf('00:00'), minutesOf('09:30'), minutesOf('24:00')]).toEqual([0, 570, 1440]);
    expect([minutesOf('24:30'), minutesOf('9:30'), minutesOf('12:60'), minutesOf('noon')]).toEqual([null, null, null, null]);
  });
});
