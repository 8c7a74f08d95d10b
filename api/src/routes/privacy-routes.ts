/** GET /api/privacy: the settings the site's privacy notice states, so it cannot drift from them. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PrivacyFacts } from '@efe/shared/contract/privacy';
import { dataOf } from '../http/schemas';

export async function privacyRoutes(fastify: FastifyInstance, options: { retentionDays: number }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const facts: PrivacyFacts = { retention_days: options.retentionDays };
  app.get('/api/privacy', { schema: { response: { 200: dataOf(PrivacyFacts) } } }, async () => ({ data: facts }));
}
