/** GET /api/privacy: the settings the site's privacy notice states, so it cannot drift from them. */
import type { FastifyInstance } from 'fastify';
import { PrivacyFacts } from '../../../src/lib/contract/privacy';
import { dataOf } from '../http/schemas';

export async function privacyRoutes(app: FastifyInstance, options: { retentionDays: number }): Promise<void> {
  const facts: PrivacyFacts = { retention_days: options.retentionDays };
  app.get('/api/privacy', { schema: { response: { 200: dataOf(PrivacyFacts) } } }, async () => ({ data: facts }));
}
