/** The deploy webhook's record, and a way to call it by hand (`npm run redeploy`). */
import type { FastifyInstance } from 'fastify';
import { DeployRecord, type DeployRepository } from '../deploy/deploy-repository';
import type { DeployScheduler } from '../deploy/deploy-scheduler';
import { adminRoute } from './admin-route';
import { adminErrorAnswers, listOf } from './admin-schemas';

export function deployAdminRoutes(app: FastifyInstance, deploys: DeployRepository, scheduler: DeployScheduler | null): void {
  app.get('/api/admin/deploys', { config: adminRoute('deploys'), schema: { response: { ...adminErrorAnswers, 200: listOf(DeployRecord) } } }, async () => ({
    data: deploys.list(50),
  }));

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
