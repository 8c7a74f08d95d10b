import { fc, test } from '@fast-check/jest';
import { answerLine } from './shortlist-text';

/** The wall clock in Dubai, as Intl reads the zone's own rules (not the office's fixed offset the code uses). */
const dubaiClock = (instant: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
};

const instants = fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 }).map((n) => new Date(n * 60_000));

describe("a shortlisted candidate's line", () => {
  test.prop([instants, instants])(
    "says when it was sent and answered on Dubai's clock, and says so, whatever this computer's time zone",
    (sent, answered) => {
      expect(answerLine({ sent_at: sent.toISOString(), answer: null, answered_at: null })).toBe(`Sent ${dubaiClock(sent)} (Dubai); no answer yet`);
      expect(answerLine({ sent_at: sent.toISOString(), answer: 'decline', answered_at: answered.toISOString() })).toBe(`Not for them, ${dubaiClock(answered)} (Dubai)`);
    },
  );

  it('says a candidate picked is not sent yet', () => {
    expect(answerLine({ sent_at: null, answer: null, answered_at: null })).toBe('Picked, not sent yet');
  });
});
