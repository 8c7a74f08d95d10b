import type { DeployWithBuild } from '@efe/shared/contract/deploy';
import { officeMoment } from './dates';

type DeployProgress = Pick<DeployWithBuild, 'status' | 'attempts' | 'build'>;

/**
 * How long an edit takes to reach the public site, and what that depends on. Measured from Save to
 * the built page served (docs/testing.md): 22 s on a quiet machine, 52 s on a busy one, 190 s and
 * 257 s on a newcomer's busy machine.
 */
export const REBUILD_TIME = 'usually within a minute, a few minutes while the server is busy with other work or many pages change';

const attempts = (count: number) => (count === 1 ? '1 attempt' : `${count} attempts`);

/**
 * One line on what became of a deploy, for the deploys list's phone layout (beside the time it was
 * requested), where the table's expandable rows of attempts do not fit. The hook's answer only
 * says the build was asked for: the line follows the build (requested, building, live since …,
 * failed with the reason), and while the hook itself fails, its error, which an editor needs
 * before pressing "Publish now".
 */
export function deployStatus(deploy: DeployProgress): string {
  const last = deploy.attempts.at(-1);
  const failure = last?.error ?? 'no error recorded';
  if (deploy.status === 'succeeded') return buildLine(deploy.build);
  // A deploy the API was stopped in the middle of is marked failed when it starts again.
  if (deploy.status === 'failed' && !last) return 'Failed: the API stopped before calling the deploy hook';
  if (deploy.status === 'failed') return `Failed after ${attempts(deploy.attempts.length)}: ${failure}`;
  if (!last) return 'Calling the deploy hook…';
  return `Attempt ${last.attempt} failed (${failure}); trying again`;
}

/** The build of a deploy whose hook took it. */
export function buildLine(build: DeployWithBuild['build']): string {
  switch (build.state) {
    case 'published':
      return build.finished_at ? `Live on the site since ${officeMoment(build.finished_at)}` : 'Live on the site';
    case 'building':
      return 'Building the site…';
    case 'failed':
      return build.detail ?? 'The build failed (no reason recorded)';
    case 'requested':
      return build.detail ? `Requested. ${build.detail}` : 'Requested: the build has not started yet';
    default:
      return build.detail ?? 'Not known';
  }
}
