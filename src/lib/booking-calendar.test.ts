import { addMonths, clampDay, dayAfterKey, monthWeeks, slotsByDay } from './booking-calendar';

describe('the booking calendar', () => {
  it('groups slots by their Dubai day: 02:00 UTC on Monday is Monday 06:00 in Dubai, 21:00 UTC is already Tuesday', () => {
    const byDay = slotsByDay([
      { start: '2026-11-30T21:00:00.000Z', end: '2026-11-30T21:30:00.000Z' },
      { start: '2026-11-30T02:00:00.000Z', end: '2026-11-30T02:30:00.000Z' },
      { start: '2026-11-30T05:00:00.000Z', end: '2026-11-30T05:30:00.000Z' },
    ]);
    expect([...byDay.keys()]).toEqual(['2026-11-30', '2026-12-01']);
    expect(byDay.get('2026-11-30')?.map((slot) => slot.start)).toEqual(['2026-11-30T02:00:00.000Z', '2026-11-30T05:00:00.000Z']);
  });

  it('lays a month out in weeks from Monday, with empty cells around it', () => {
    const weeks = monthWeeks('2026-11');
    // 1 November 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
  });

  it('moves by the date picker grid keys, mirrored in right-to-left pages', () => {
    const day = '2026-11-26'; // a Thursday
    expect(dayAfterKey(day, 'ArrowRight', 'ltr')).toBe('2026-11-27');
    expect(dayAfterKey(day, 'ArrowRight', 'rtl')).toBe('2026-11-25');
    expect(dayAfterKey(day, 'ArrowLeft', 'rtl')).toBe('2026-11-27');
    expect(dayAfterKey(day, 'ArrowDown', 'ltr')).toBe('2026-12-03');
    expect(dayAfterKey(day, 'ArrowUp', 'rtl')).toBe('2026-11-19');
    expect(dayAfterKey(day, 'Home', 'ltr')).toBe('2026-11-23');
    expect(dayAfterKey(day, 'End', 'ltr')).toBe('2026-11-29');
    expect(dayAfterKey(day, 'PageDown', 'ltr')).toBe('2026-12-26');
    expect(dayAfterKey('2027-01-31', 'PageDown', 'ltr')).toBe('2027-02-28');
    expect(dayAfterKey(day, 'PageUp', 'ltr', true)).toBe('2025-11-26');
    expect(dayAfterKey(day, 'Tab', 'ltr')).toBeNull();
  });

  it('counts months across a year and keeps a day within the bookable range', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(clampDay('2026-11-01', '2026-11-10', '2026-12-20')).toBe('2026-11-10');
    expect(clampDay('2027-01-01', '2026-11-10', '2026-12-20')).toBe('2026-12-20');
    expect(clampDay('2026-11-15', '2026-11-10', '2026-12-20')).toBe('2026-11-15');
  });
});
