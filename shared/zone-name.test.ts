import { zoneName } from './zone-name';

const WINTER = new Date('2026-12-08T05:00:00Z');

describe('a time zone named as a family would know it', () => {
  it('uses CLDR\'s generic name in the page\'s language, never the zone\'s identifier', () => {
    expect(['en', 'ar', 'ru'].map((language) => zoneName('Europe/London', language as 'en', WINTER))).toEqual(['United Kingdom Time', 'توقيت المملكة المتحدة', 'Великобритания']);
    expect(zoneName('America/Los_Angeles', 'ru', WINTER)).toBe('Тихоокеанское время');
  });

  it('names India by its country, whichever of its two identifiers the browser gives', () => {
    for (const id of ['Asia/Kolkata', 'Asia/Calcutta']) expect([zoneName(id, 'en', WINTER), zoneName(id, 'ar', WINTER), zoneName(id, 'ru', WINTER)]).toEqual(['India Standard Time', 'توقيت الهند', 'Индия']);
  });

  it('gives a zone that has only an offset for a generic name its full name, or the shortest offset', () => {
    expect(zoneName('UTC', 'en', WINTER)).toBe('Coordinated Universal Time');
    expect(zoneName('Etc/UTC', 'ru', WINTER)).toBe('Всемирное координированное время');
    expect(zoneName('Etc/GMT+5', 'en', WINTER)).toBe('GMT-5');
    expect(zoneName('Etc/GMT-14', 'ar', WINTER)).toBe('غرينتش+14');
  });

  it('returns a zone this runtime does not know as it was given', () => {
    expect(zoneName('Mars/Olympus_Mons', 'en', WINTER)).toBe('Mars/Olympus_Mons');
  });
});
