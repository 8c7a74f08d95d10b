/**
 * One per-client limit for the two routes that accept submissions: `max` a minute for both
 * together. A route's `config.rateLimit` would give each route its own store, so the hook is
 * made once and attached to both.
 */
import type { FastifyInstance } from 'fastify';

export type SubmissionRateLimit = ReturnType<FastifyInstance['rateLimit']>;

export function submissionRateLimit(app: FastifyInstance, maxPerMinute: number): SubmissionRateLimit {
  return app.rateLimit({ max: maxPerMinute, timeWindow: 60_000 });
}
