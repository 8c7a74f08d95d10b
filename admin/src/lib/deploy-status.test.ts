import { deployStatus } from './deploy-status';

const noBuild = { state: 'waiting' as const, finished_at: null, detail: null };

const refused = { attempt: 1, started_at: '2026-11-24T10:00:00Z', status_code: null, error: 'ECONNREFUSED' };
const accepted = { attempt: 2, started_at: '2026-11-24T10:00:02Z', status_code: 204, error: null };

describe('deployStatus', () => {
  it('follows the build once the hook took it: requested, building, live since, or failed with the reason', () => {
    const took = { status: 'succeeded' as const, attempts: [refused, accepted] };
    expect(deployStatus({ ...took, build: { state: 'requested', finished_at: null, detail: null } })).toBe('Requested: the build has not started yet');
    expect(deployStatus({ ...took, build: { state: 'requested', finished_at: null, detail: 'The build runs on GitHub: its state is under the repository\'s Actions.' } })).toBe(
      'Requested. The build runs on GitHub: its state is under the repository\'s Actions.',
    );
    expect(deployStatus({ ...took, build: { state: 'building', finished_at: null, detail: null } })).toBe('Building the site…');
    expect(deployStatus({ ...took, build: { state: 'published', finished_at: '2026-11-24T10:03:00Z', detail: null } })).toBe(
      'Live on the site since 24/11/2026 14:03 (Dubai)',
    );
    expect(deployStatus({ ...took, build: { state: 'failed', finished_at: '2026-11-24T10:03:00Z', detail: 'The site build failed; the previous site stays online.' } })).toBe(
      'The site build failed; the previous site stays online.',
    );
  });

  it('gives the error that ended a failed deploy', () => {
    expect(deployStatus({ status: 'failed', attempts: [refused, { ...refused, attempt: 2 }], build: noBuild })).toBe(
      'Failed after 2 attempts: ECONNREFUSED',
    );
    const answered500 = { ...refused, status_code: 500, error: 'hook answered 500' };
    expect(deployStatus({ status: 'failed', attempts: [answered500], build: noBuild })).toBe(
      'Failed after 1 attempt: hook answered 500',
    );
    expect(deployStatus({ status: 'failed', attempts: [], build: noBuild })).toBe(
      'Failed: the API stopped before calling the deploy hook',
    );
  });

  it('tells a deploy still in progress from one being retried after a failure', () => {
    expect(deployStatus({ status: 'pending', attempts: [], build: noBuild })).toBe('Calling the deploy hook…');
    expect(deployStatus({ status: 'pending', attempts: [refused], build: noBuild })).toBe('Attempt 1 failed (ECONNREFUSED); trying again');
  });
});
