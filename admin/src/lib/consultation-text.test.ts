import { diaryTime, mayMarkOutcome, meetingText, statusText } from './consultation-text';

describe('a consultation in words', () => {
  it('gives its time in Dubai, whatever the browser\'s zone', () => {
    expect(diaryTime({ starts_at: '2026-11-30T05:00:00.000Z', ends_at: '2026-11-30T05:30:00.000Z' })).toBe('Monday 30 November, 09:00–09:30');
  });

  it('names its state and how it is held', () => {
    expect(statusText('missed')).toBe('Missed');
    expect(meetingText('office')).toBe('At the office');
  });

  it('may be marked held or missed only once its time has come, and never when cancelled', () => {
    const now = new Date('2026-11-30T06:00:00Z');
    expect(mayMarkOutcome({ starts_at: '2026-11-30T05:00:00.000Z', status: 'booked' }, now)).toBe(true);
    expect(mayMarkOutcome({ starts_at: '2026-11-30T07:00:00.000Z', status: 'booked' }, now)).toBe(false);
    expect(mayMarkOutcome({ starts_at: '2026-11-30T05:00:00.000Z', status: 'cancelled' }, now)).toBe(false);
  });
});
