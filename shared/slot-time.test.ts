import { rangeInBothZones, timeRangeIn, utcOffsetMinutes } from './slot-time';

/** 09:00–09:30 in Dubai on the Monday before and the Monday after the UK's clocks went back (25 October 2026). */
const BEFORE_CHANGE = { start: '2026-10-19T05:00:00Z', end: '2026-10-19T05:30:00Z' };
const AFTER_CHANGE = { start: '2026-10-26T05:00:00Z', end: '2026-10-26T05:30:00Z' };

describe('a consultation time in Dubai and in the family\'s zone', () => {
  it('writes Dubai time in each language', () => {
    expect(timeRangeIn(AFTER_CHANGE, 'en', 'Asia/Dubai')).toBe('Monday 26 October, 09:00–09:30');
    expect(timeRangeIn(AFTER_CHANGE, 'ar', 'Asia/Dubai')).toBe('الاثنين، 26 أكتوبر، 09:00–09:30');
    expect(timeRangeIn(AFTER_CHANGE, 'ru', 'Asia/Dubai')).toBe('понедельник, 26 октября, 09:00–09:30');
  });

  it('follows London\'s clocks in the week they change, while Dubai\'s stay', () => {
    expect(rangeInBothZones(BEFORE_CHANGE, 'en', 'Europe/London')).toEqual({ office: 'Monday 19 October, 09:00–09:30', family: 'Monday 19 October, 06:00–06:30' });
    expect(rangeInBothZones(AFTER_CHANGE, 'en', 'Europe/London')).toEqual({ office: 'Monday 26 October, 09:00–09:30', family: 'Monday 26 October, 05:00–05:30' });
  });

  it('gives Moscow and Riyadh an hour less, and a date of its own across midnight', () => {
    expect(rangeInBothZones(AFTER_CHANGE, 'ru', 'Europe/Moscow').family).toBe('понедельник, 26 октября, 08:00–08:30');
    expect(rangeInBothZones(AFTER_CHANGE, 'ar', 'Asia/Riyadh').family).toBe('الاثنين، 26 أكتوبر، 08:00–08:30');
    const earlyMonday = { start: '2026-10-25T22:00:00Z', end: '2026-10-25T22:30:00Z' };
    expect(rangeInBothZones(earlyMonday, 'en', 'America/New_York')).toEqual({ office: 'Monday 26 October, 02:00–02:30', family: 'Sunday 25 October, 18:00–18:30' });
  });

  it('says Dubai time alone for a family in Dubai, in another UTC+4 zone, or in a zone it does not know', () => {
    expect(rangeInBothZones(AFTER_CHANGE, 'en', 'Asia/Dubai').family).toBeNull();
    expect(rangeInBothZones(AFTER_CHANGE, 'en', 'Asia/Muscat').family).toBeNull();
    expect(rangeInBothZones(AFTER_CHANGE, 'en', 'Mars/Olympus_Mons').family).toBeNull();
    expect(rangeInBothZones(AFTER_CHANGE, 'en', null).family).toBeNull();
  });

  it('reads zone offsets, UTC included', () => {
    expect([utcOffsetMinutes('UTC', new Date(AFTER_CHANGE.start)), utcOffsetMinutes('Asia/Kolkata', new Date(AFTER_CHANGE.start)), utcOffsetMinutes('America/St_Johns', new Date(AFTER_CHANGE.start))]).toEqual([0, 330, -150]);
  });
});
