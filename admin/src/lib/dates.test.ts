import { day, moment } from './dates';

describe('staff dates', () => {
  it('put the day first, as the UAE reads them, whatever the browser\'s language', () => {
    expect(day('2026-11-05T10:00:00.000Z')).toBe('05/11/2026');
    expect(moment('2026-11-05T10:07:09.000Z')).toMatch(/^05\/11\/2026, \d\d:07:09$/);
  });
});
