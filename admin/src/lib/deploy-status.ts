import type { DeployRecord } from '../../../api/src/deploy/deploy-repository';

type DeployProgress = Pick<DeployRecord, 'status' | 'attempts'>;

const attempts = (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`);

/**
 * One line on what became of a deploy, for the deploys list's phone layout (beside the time it was
 * requested), where the table's expandable rows of attempts do not fit: done, still being tried
 * (with the last failure), or given up (with the error that ended it, which an editor needs before
 * pressing "Publish now").
 */
export function deployStatus(deploy: DeployProgress): string {
  const last = deploy.attempts.at(-1);
  const failure = last?.error ?? 'no error recorded';
  if (deploy.status === 'succeeded') {
    return deploy.attempts.length > 1 ? `Succeeded after ${attempts(deploy.attempts.length)}` : 'Succeeded';
  }
  // A deploy the API was stopped in the middle of is marked failed when it starts again.
  if (deploy.status === 'failed' && !last) return 'Failed: the API stopped before calling the deploy hook';
  if (deploy.status === 'failed') return `Failed after ${attempts(deploy.attempts.length)}: ${failure}`;
  if (!last) return 'Calling the deploy hook…';
  return `Attempt ${last.attempt} failed (${failure}); trying again`;
}
