/** The mail queue for the staff: what went out, what waits for a retry and why. */
import type { FastifyInstance } from 'fastify';
import type { MailQueue } from '../mail/mail-queue';
import { pagedListRoute } from './paged-list-route';

const mailAnswer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string' },
    to_address: { type: 'string' },
    subject: { type: 'string' },
    created_at: { type: 'string' },
    attempts: { type: 'integer' },
    next_attempt_at: { type: 'string' },
    sent_at: { type: ['string', 'null'] },
    last_error: { type: ['string', 'null'] },
  },
} as const;

export function mailAdminRoutes(app: FastifyInstance, queue: MailQueue): void {
  pagedListRoute(app, '/api/admin/mail', mailAnswer, (limit, offset) => queue.page(limit, offset));
}
