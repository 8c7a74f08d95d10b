import { handlingText, receivedLine } from './handling';

describe('handlingText', () => {
  it('says a lead nobody marked is not handled yet', () => {
    expect(handlingText({ handled_at: null, handled_by: null })).toBe('Not yet');
  });

  it("gives the day, on Dubai's calendar, and the recruiter of a handled lead", () => {
    // 21:30 UTC is the next day in Dubai, whatever this computer's zone.
    expect(handlingText({ handled_at: '2026-11-25T21:30:00Z', handled_by: 'omar@example.com' })).toBe('26/11/2026 by omar@example.com');
  });
});

describe('receivedLine', () => {
  const createdAt = '2026-11-24T20:10:00Z';
  // Dubai's day: 00:10 on the 25th there.
  const day = '25/11/2026';

  it("gives the day a lead came on Dubai's calendar, and says once it is handled", () => {
    expect(receivedLine({ created_at: createdAt, handled_at: null, handled_by: null })).toBe(day);
    expect(receivedLine({ created_at: createdAt, handled_at: '2026-11-25T09:30:00Z', handled_by: 'omar@example.com' })).toBe(`${day} · handled`);
  });
});
