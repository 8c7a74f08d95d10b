/** The deploy webhook's record, and a way to call it by hand (`npm run redeploy`). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { BuildState, buildStateOf, elsewhere, readRebuilderStatus } from '../deploy/build-state';
import { buildStatesFromRuns, readWorkflowRuns, workflowRunsUrl } from '../deploy/github-runs';
import { DeployRecord, type DeployRepository } from '../deploy/deploy-repository';
import type { DeployScheduler } from '../deploy/deploy-scheduler';
import { adminRoute } from './admin-route';
import { adminErrorAnswers, listOf } from './admin-schemas';

/** A deploy with what became of its build (build-state.ts). */
const DeployAnswer = Type.Object({ ...DeployRecord.properties, build: BuildState });

export interface DeployHooks {
  hookUrl: string | null;
  /** The hook's token: with GitHub's dispatch hook, it also reads the workflow runs. */
  hookToken: string | null;
  /** The local rebuilder's GET /status (DEPLOY_STATUS_URL). */
  statusUrl: string | null;
}

export function deployAdminRoutes(app: FastifyInstance, deploys: DeployRepository, scheduler: DeployScheduler | null, hooks: DeployHooks): void {
  app.get('/api/admin/deploys', { config: adminRoute('deploys'), schema: { response: { ...adminErrorAnswers, 200: listOf(DeployAnswer) } } }, async () => {
    const status = hooks.statusUrl ? await readRebuilderStatus(hooks.statusUrl) : null;
    const unseen = hooks.statusUrl
      ? `The rebuilder at ${hooks.statusUrl} did not answer.`
      : hooks.hookUrl
        ? elsewhere(hooks.hookUrl)
        : 'No deploy hook is configured.';
    const list = deploys.list(50);
    // GitHub's dispatch hook: each called deploy's workflow run, read with the hook's token.
    const runsUrl = !hooks.statusUrl && hooks.hookUrl && hooks.hookToken ? workflowRunsUrl(hooks.hookUrl) : null;
    const runs = runsUrl && hooks.hookToken ? await readWorkflowRuns(runsUrl, hooks.hookToken) : null;
    const fromGithub = runs ? buildStatesFromRuns(list, runs) : null;
    const unseenHere = runsUrl && !runs ? 'GitHub did not answer about the workflow runs; see the repository\'s Actions.' : unseen;
    return {
      data: list.map((deploy) => {
        const fromRuns = deploy.status === 'succeeded' ? fromGithub?.get(deploy.id) : undefined;
        return { ...deploy, build: fromRuns ?? buildStateOf(deploy, status, unseenHere) };
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
          202: { type: 'object', properties: { data: { type: 'object', properties: { status: { type: 'string' } } } } },
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
