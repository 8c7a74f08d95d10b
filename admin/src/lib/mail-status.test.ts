import { officeMoment } from './dates';
import { mailStatus } from './mail-status';

const at = officeMoment;

describe('mailStatus', () => {
  const queued = { attempts: 0, next_attempt_at: '2026-11-24T10:00:00Z', sent_at: null, sent_via: null, last_error: null };

  it('says a new mail waits, and when a mail went out', () => {
    expect(mailStatus(queued)).toBe('Waiting to be sent');
    expect(mailStatus({ ...queued, attempts: 1, sent_at: '2026-11-24T10:00:05Z', sent_via: 'smtp' })).toBe(`Sent ${at('2026-11-24T10:00:05Z')}`);
  });

  it('says a mail only written to the outbox was not sent', () => {
    expect(mailStatus({ ...queued, attempts: 1, sent_at: '2026-11-24T10:00:05Z', sent_via: 'outbox' })).toBe(
      `Written to the outbox ${at('2026-11-24T10:00:05Z')} (not sent: no SMTP_URL)`,
    );
  });

  it('gives the tries, the last error and the next try of a mail that failed', () => {
    const failed = { ...queued, attempts: 2, last_error: 'connect ECONNREFUSED', next_attempt_at: '2026-11-24T10:04:00Z' };
    expect(mailStatus(failed)).toBe(`Not sent after 2 tries (connect ECONNREFUSED); next try ${at('2026-11-24T10:04:00Z')}`);
    expect(mailStatus({ ...failed, attempts: 1 })).toContain('after 1 try (');
  });
});
