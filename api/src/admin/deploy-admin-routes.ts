/** The deploy webhook's record, and a way to call it by hand (`npm run redeploy`). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { DeployRequested, DeployWithBuild } from '@efe/shared/contract/deploy';
import { buildStateOf, elsewhere, rebuilderStatusReader } from '../deploy/build-state';
import { buildStatesFromRuns, workflowRunsReader, workflowRunsUrl } from '../deploy/github-runs';
import type { DeployRepository } from '../deploy/deploy-repository';
import type { DeployScheduler } from '../deploy/deploy-scheduler';
import { adminRoute } from '../http/route-rules';
import { adminErrorAnswers, dataOf, listOf } from './admin-schemas';


export interface DeployHooks {
  hookUrl: string | null;
  /** The hook's token: with GitHub's dispatch hook, it also reads the workflow runs. */
  hookToken: string | null;
  /** The local rebuilder's GET /status (DEPLOY_STATUS_URL). */
  statusUrl: string | null;
  /** How long GitHub's answer about the workflow runs is reused (DEPLOY_RUNS_REFRESH_MS). */
  runsRefreshMs: number;
}

export function deployAdminRoutes(fastify: FastifyInstance, deploys: DeployRepository, scheduler: DeployScheduler | null, hooks: DeployHooks): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Where the builds' states are read: the local rebuilder, GitHub's Actions (for its dispatch
  // hook, with the hook's token), or nowhere, and then each answer says where to look.
  const runsUrl = !hooks.statusUrl && hooks.hookUrl && hooks.hookToken ? workflowRunsUrl(hooks.hookUrl) : null;
  const githubRuns = runsUrl && hooks.hookToken ? workflowRunsReader(runsUrl, hooks.hookToken, hooks.runsRefreshMs) : null;
  const rebuilderStatus = hooks.statusUrl ? rebuilderStatusReader(hooks.statusUrl) : null;
  const unseen = hooks.statusUrl
    ? `The rebuilder at ${hooks.statusUrl} did not answer.`
    : githubRuns
      ? 'GitHub did not answer about the workflow runs; see the repository\'s Actions.'
      : hooks.hookUrl
        ? elsewhere(hooks.hookUrl)
        : 'No deploy hook is configured.';

  app.get('/api/admin/deploys', { config: adminRoute('deploys'), schema: { response: { ...adminErrorAnswers, 200: listOf(DeployWithBuild) } } }, async () => {
    const list = deploys.list(50);
    const seen = rebuilderStatus ? await rebuilderStatus() : null;
    const runs = githubRuns ? await githubRuns() : null;
    const fromGithub = runs ? buildStatesFromRuns(list, runs) : null;
    return {
      data: list.map((deploy) => {
        const fromRuns = deploy.status === 'succeeded' ? fromGithub?.get(deploy.id) : undefined;
        return { ...deploy, build: fromRuns ?? buildStateOf(deploy, seen?.status ?? null, unseen, seen?.silentSince) };
      }),
    };
  });

  app.post(
    '/api/admin/deploys',
    {
      config: adminRoute('deploys', 'publish'),
      schema: {
        response: {
          ...adminErrorAnswers,
          202: dataOf(DeployRequested),
          503: adminErrorAnswers[401],
        },
      },
    },
    async (_request, reply) => {
      if (!scheduler) return reply.code(503).send({ error: 'No deploy hook is configured (set DEPLOY_HOOK_URL)' });
      return reply.code(202).send({ data: { status: scheduler.deployNow('requested by hand') } });
    },
  );
}
