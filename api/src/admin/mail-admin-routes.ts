/** The mail queue for the staff: what went out, what waits for a retry and why. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { QueuedMail } from '@efe/shared/contract/mail';
import { type MailQueue } from '../mail/mail-queue';
import { adminRoute } from '../http/route-rules';
import { pagedListRoute } from './paged-list-route';

export function mailAdminRoutes(fastify: FastifyInstance, queue: MailQueue): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  pagedListRoute(app, '/api/admin/mail', adminRoute('mail'), Type.Omit(QueuedMail, ['body']), (limit, offset) => queue.page(limit, offset));
}
