import { clockTime, dayLabel, differsFromOffice, monthLabel, shortWeekdays, zoneCity } from './booking-times';

describe('booking times as the page writes them', () => {
  it('writes a slot in Dubai time and in the visitor\'s zone, London\'s changing with its clocks', () => {
    expect(clockTime('2026-11-30T05:00:00.000Z', 'en')).toBe('09:00');
    expect(clockTime('2026-11-30T05:00:00.000Z', 'en', 'Europe/London')).toBe('05:00');
    // The Sunday London's clocks go forward (29 March 2026): 10:00 Dubai is 07:00 in London.
    expect(clockTime('2026-03-29T06:00:00.000Z', 'ru', 'Europe/London')).toBe('07:00');
    expect(clockTime('2026-03-28T06:00:00.000Z', 'ru', 'Europe/London')).toBe('06:00');
  });

  it('says when a zone\'s clock differs from Dubai\'s at that moment', () => {
    expect(differsFromOffice('Europe/London', '2026-11-30T05:00:00.000Z')).toBe(true);
    expect(differsFromOffice('Asia/Muscat', '2026-11-30T05:00:00.000Z')).toBe(false);
    expect(differsFromOffice('Asia/Dubai', '2026-11-30T05:00:00.000Z')).toBe(false);
    expect(differsFromOffice(null, '2026-11-30T05:00:00.000Z')).toBe(false);
    expect(differsFromOffice('Mars/Olympus_Mons', '2026-11-30T05:00:00.000Z')).toBe(false);
  });

  it('names days, months and weekdays in the page\'s language, with Latin digits in Arabic', () => {
    expect(dayLabel('2026-11-30', 'en')).toBe('Monday 30 November');
    expect(dayLabel('2026-11-30', 'ru')).toBe('понедельник, 30 ноября');
    expect(dayLabel('2026-11-30', 'ar')).toMatch(/30/);
    expect(monthLabel('2026-11', 'en')).toBe('November 2026');
    expect(shortWeekdays('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(shortWeekdays('ar').every((name) => [...name].length <= 2)).toBe(true);
    expect(zoneCity('America/New_York')).toBe('New York');
  });
});
