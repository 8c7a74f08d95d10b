import { handlingText, receivedLine } from './handling';

describe('handlingText', () => {
  it('says a lead nobody marked is not handled yet', () => {
    expect(handlingText({ handled_at: null, handled_by: null })).toBe('Not yet');
  });

  it('gives the day and the recruiter of a handled lead', () => {
    const handledAt = '2026-11-25T09:30:00Z';
    expect(handlingText({ handled_at: handledAt, handled_by: 'omar@example.com' })).toBe(
      `${new Date(handledAt).toLocaleDateString('en-GB')} by omar@example.com`,
    );
  });
});

describe('receivedLine', () => {
  const createdAt = '2026-11-24T08:00:00Z';
  const day = new Date(createdAt).toLocaleDateString('en-GB');

  it('gives the day a lead came, and says once it is handled', () => {
    expect(receivedLine({ created_at: createdAt, handled_at: null, handled_by: null })).toBe(day);
    expect(receivedLine({ created_at: createdAt, handled_at: '2026-11-25T09:30:00Z', handled_by: 'omar@example.com' })).toBe(`${day} · handled`);
  });
});
