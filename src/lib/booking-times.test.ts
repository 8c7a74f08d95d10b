import { clockTime, dayLabel, monthLabel, ownDateIfOther, shortWeekdays } from './booking-times';

describe('booking times as the page writes them', () => {
  it('writes a slot in Dubai time and in the visitor\'s zone, London\'s changing with its clocks', () => {
    expect(clockTime('2026-11-30T05:00:00.000Z', 'en')).toBe('09:00');
    expect(clockTime('2026-11-30T05:00:00.000Z', 'en', 'Europe/London')).toBe('05:00');
    // The Sunday London's clocks go forward (29 March 2026): 10:00 Dubai is 07:00 in London.
    expect(clockTime('2026-03-29T06:00:00.000Z', 'ru', 'Europe/London')).toBe('07:00');
    expect(clockTime('2026-03-28T06:00:00.000Z', 'ru', 'Europe/London')).toBe('06:00');
  });

  it('gives the visitor\'s date only when their clock is on another day than Dubai\'s', () => {
    // 09:00 in Dubai on Tuesday 8 December: Monday evening in Los Angeles, Tuesday in London.
    expect(ownDateIfOther('2026-12-08T05:00:00.000Z', 'en', 'America/Los_Angeles')).toBe('Mon 7 Dec');
    expect(ownDateIfOther('2026-12-08T05:00:00.000Z', 'ru', 'America/Los_Angeles')).toBe('пн, 7 дек.');
    expect(ownDateIfOther('2026-12-08T05:00:00.000Z', 'en', 'Europe/London')).toBeNull();
    // 17:30 in Dubai: 02:30 the next day in Auckland.
    expect(ownDateIfOther('2026-12-08T13:30:00.000Z', 'ar', 'Pacific/Auckland')).toBe('الأربعاء، 9 ديسمبر');
  });

  it('names days, months and weekdays in the page\'s language, with Latin digits in Arabic', () => {
    expect(dayLabel('2026-11-30', 'en')).toBe('Monday 30 November');
    expect(dayLabel('2026-11-30', 'ru')).toBe('понедельник, 30 ноября');
    expect(dayLabel('2026-11-30', 'ar')).toMatch(/30/);
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(shortWeekdays('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(shortWeekdays('ar').every((name) => [...name].length <= 2)).toBe(true);
  });
});
