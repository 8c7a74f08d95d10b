/** GET /api/admin/stats: the recruiters' dashboard, counted in SQL (api/src/db/lead-stats.ts). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LeadStats } from '@efe/shared/contract/lead-stats';
import { LeadStatsQuery } from '../db/lead-stats';
import { adminRoute } from '../http/route-rules';
import { adminErrorAnswers, dataOf } from './admin-schemas';

export function statsAdminRoutes(fastify: FastifyInstance, now: () => Date = () => new Date()): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const stats = new LeadStatsQuery(app.db);
  app.get('/api/admin/stats', { config: adminRoute('stats'), schema: { response: { ...adminErrorAnswers, 200: dataOf(LeadStats) } } }, async () => ({
    data: stats.at(now()),
  }));
}
