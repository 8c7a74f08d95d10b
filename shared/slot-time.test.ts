import fs from 'node:fs';
import path from 'node:path';
import type { Language } from './constants';
import { dayIn, differsFromOffice, joinRangeFrom, rangeInBothZones, rangeParts, timeRangeIn, utcOffsetMinutes, type JoinRange } from './slot-time';

/** 09:00–09:30 in Dubai on the Monday before and the Monday after the UK's clocks went back (25 October 2026). */
const BEFORE_CHANGE = { start: '2026-10-19T05:00:00Z', end: '2026-10-19T05:30:00Z' };
const AFTER_CHANGE = { start: '2026-10-26T05:00:00Z', end: '2026-10-26T05:30:00Z' };

/** A language's own way of joining two times, from the booking page's texts. */
function joinOf(language: Language): JoinRange {
  const texts: { timeRange: Record<string, string> } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'locales', language, 'booking.json'), 'utf8'));
  return joinRangeFrom((key, values) => texts.timeRange[key.split('.')[1]].replace(/{{(\w+)}}/g, (_, name: string) => values[name]), 'timeRange');
}
const EN = joinOf('en');

describe('a consultation time in Dubai and in the family\'s zone', () => {
  it('writes Dubai time in each language, Arabic joining the times with its words', () => {
    expect(timeRangeIn(AFTER_CHANGE, 'en', 'Asia/Dubai', EN)).toBe('Monday 26 October, 09:00–09:30');
    expect(timeRangeIn(AFTER_CHANGE, 'ar', 'Asia/Dubai', joinOf('ar'))).toBe('الاثنين، 26 أكتوبر، من 09:00 إلى 09:30');
    expect(timeRangeIn(AFTER_CHANGE, 'ru', 'Asia/Dubai', joinOf('ru'))).toBe('понедельник, 26 октября, 09:00–09:30');
    // Without a language's words, Intl's own dash: the staff's English.
    expect(timeRangeIn(AFTER_CHANGE, 'en', 'Asia/Dubai')).toBe('Monday 26 October, 09:00–09:30');
  });

  it('writes both whole dates when the two ends fall on two days of that clock', () => {
    const toMidnight = { start: '2026-12-08T07:30:00Z', end: '2026-12-08T08:00:00Z' };
    expect(timeRangeIn(toMidnight, 'en', 'America/Los_Angeles', EN)).toBe('Monday 7 December at 23:30 – Tuesday 8 December at 00:00');
    expect(timeRangeIn(toMidnight, 'ar', 'America/Los_Angeles', joinOf('ar'))).toBe('من الاثنين، 7 ديسمبر في 23:30 إلى الثلاثاء، 8 ديسمبر في 00:00');
  });

  it('follows London\'s clocks in the week they change, while Dubai\'s stay, and names the zone in the page\'s language', () => {
    expect(rangeInBothZones(BEFORE_CHANGE, 'en', 'Europe/London', EN)).toEqual({
      office: 'Monday 19 October, 09:00–09:30',
      family: { time: 'Monday 19 October, 06:00–06:30', zone: 'United Kingdom Time' },
    });
    expect(rangeInBothZones(AFTER_CHANGE, 'en', 'Europe/London', EN)).toEqual({
      office: 'Monday 26 October, 09:00–09:30',
      family: { time: 'Monday 26 October, 05:00–05:30', zone: 'United Kingdom Time' },
    });
  });

  it('gives Moscow and Riyadh an hour less, and a date of its own across midnight', () => {
    expect(rangeInBothZones(AFTER_CHANGE, 'ru', 'Europe/Moscow', joinOf('ru')).family).toEqual({ time: 'понедельник, 26 октября, 08:00–08:30', zone: 'Москва, стандартное время' });
    expect(rangeInBothZones(AFTER_CHANGE, 'ar', 'Asia/Riyadh', joinOf('ar')).family).toEqual({ time: 'الاثنين، 26 أكتوبر، من 08:00 إلى 08:30', zone: 'التوقيت العربي الرسمي' });
    const earlyMonday = { start: '2026-10-25T22:00:00Z', end: '2026-10-25T22:30:00Z' };
    expect(rangeInBothZones(earlyMonday, 'en', 'America/New_York', EN)).toEqual({
      office: 'Monday 26 October, 02:00–02:30',
      family: { time: 'Sunday 25 October, 18:00–18:30', zone: 'Eastern Time' },
    });
  });

  it('says Dubai time alone for a family in Dubai, in another UTC+4 zone, or in a zone it does not know', () => {
    expect(rangeInBothZones(AFTER_CHANGE, 'en', 'Asia/Dubai', EN).family).toBeNull();
    expect(rangeInBothZones(AFTER_CHANGE, 'en', 'Asia/Muscat', EN).family).toBeNull();
    expect(rangeInBothZones(AFTER_CHANGE, 'en', 'Mars/Olympus_Mons', EN).family).toBeNull();
    expect(rangeInBothZones(AFTER_CHANGE, 'en', null, EN).family).toBeNull();
  });

  it('gives a subject line the weekday, the date and the times of the clock asked for', () => {
    const lateInDubai = { start: '2026-12-08T19:30:00Z', end: '2026-12-08T20:00:00Z' };
    expect(rangeParts(lateInDubai, 'ru', 'Asia/Dubai', joinOf('ru'))).toEqual({ weekday: 2, date: '8 декабря', time: '23:30–00:00' });
    expect(rangeParts(lateInDubai, 'en', 'Pacific/Auckland', EN)).toEqual({ weekday: 3, date: '9 December', time: '08:30–09:00' });
    expect(dayIn(new Date(lateInDubai.start), 'America/Los_Angeles')).toBe('2026-12-08');
  });

  it('says when a zone\'s clock differs from Dubai\'s at that moment', () => {
    const monday = new Date('2026-11-30T05:00:00.000Z');
    expect(['Europe/London', 'Asia/Muscat', 'Asia/Dubai', null, 'Mars/Olympus_Mons'].map((zone) => differsFromOffice(zone, monday))).toEqual([true, false, false, false, false]);
  });

  it('reads zone offsets, UTC included', () => {
    expect([utcOffsetMinutes('UTC', new Date(AFTER_CHANGE.start)), utcOffsetMinutes('Asia/Kolkata', new Date(AFTER_CHANGE.start)), utcOffsetMinutes('America/St_Johns', new Date(AFTER_CHANGE.start))]).toEqual([0, 330, -150]);
  });
});
