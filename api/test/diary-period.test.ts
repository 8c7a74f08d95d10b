import { diaryPeriod } from '../src/admin/consultation-admin-routes';

describe("the admin diary's periods, in office time", () => {
  it('is today from Dubai midnight, though UTC is still on the day before', () => {
    // 22:30 UTC on Wednesday is 02:30 on Thursday in Dubai.
    expect(diaryPeriod('today', new Date('2026-11-25T22:30:00Z'))).toEqual({ from: '2026-11-25T20:00:00.000Z', until: '2026-11-26T20:00:00.000Z' });
  });

  it('is this week from Monday to Monday', () => {
    expect(diaryPeriod('week', new Date('2026-11-26T10:00:00Z'))).toEqual({ from: '2026-11-22T20:00:00.000Z', until: '2026-11-29T20:00:00.000Z' });
    // Sunday still belongs to the week that began on Monday.
    expect(diaryPeriod('week', new Date('2026-11-29T10:00:00Z')).from).toBe('2026-11-22T20:00:00.000Z');
  });
});
