import { deployStatus } from './deploy-status';

const refused = { attempt: 1, started_at: '2026-11-24T10:00:00Z', status_code: null, error: 'ECONNREFUSED' };
const accepted = { attempt: 2, started_at: '2026-11-24T10:00:02Z', status_code: 204, error: null };

describe('deployStatus', () => {
  it('says a deploy succeeded, and after how many attempts if one failed first', () => {
    expect(deployStatus({ status: 'succeeded', attempts: [{ ...accepted, attempt: 1 }] })).toBe('Succeeded');
    expect(deployStatus({ status: 'succeeded', attempts: [refused, accepted] })).toBe('Succeeded after 2 attempts');
  });

  it('gives the error that ended a failed deploy', () => {
    expect(deployStatus({ status: 'failed', attempts: [refused, { ...refused, attempt: 2 }] })).toBe(
      'Failed after 2 attempts: ECONNREFUSED',
    );
    const answered500 = { ...refused, status_code: 500, error: 'hook answered 500' };
    expect(deployStatus({ status: 'failed', attempts: [answered500] })).toBe(
      'Failed after 1 attempt: hook answered 500',
    );
    expect(deployStatus({ status: 'failed', attempts: [] })).toBe(
      'Failed: the API stopped before calling the deploy hook',
    );
  });

  it('tells a deploy still in progress from one being retried after a failure', () => {
    expect(deployStatus({ status: 'pending', attempts: [] })).toBe('Calling the deploy hook…');
    expect(deployStatus({ status: 'pending', attempts: [refused] })).toBe('Attempt 1 failed (ECONNREFUSED); trying again');
  });
});
