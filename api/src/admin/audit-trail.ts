/**
 * Every admin write that succeeded, as who, when and what (action, resource, id), written after
 * the answer; and the page that lists them, newest first. Logins are recorded by their route.
 */
import type { FastifyInstance } from 'fastify';
import { AuditEntry, type StaffRepository } from '../staff/staff-repository';
import { adminSegment } from './auth';
import { pagedListRoute } from './paged-list-route';

declare module 'fastify' {
  interface FastifyRequest {
    createdId?: number;
  }
}

function actionOf(method: string, segment: string, url: string): string | null {
  if (segment === 'session') return method === 'DELETE' ? 'logout' : url.endsWith('/password') ? 'change password' : null;
  if (url.endsWith('/handled')) return method === 'PUT' ? 'mark handled' : method === 'DELETE' ? 'mark not handled' : null;
  if (method === 'POST') return segment === 'deploys' ? 'publish' : segment === 'images' || segment === 'files' ? 'upload' : 'create';
  if (method === 'PUT') return 'update';
  if (method === 'DELETE') return 'delete';
  return null;
}

export function auditTrail(app: FastifyInstance, staff: StaffRepository): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'POST' && reply.statusCode === 201 && typeof payload === 'string') {
      const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
      if (typeof id === 'number') request.createdId = id;
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!request.actor || reply.statusCode >= 400) return;
    const url = request.url.split('?')[0];
    const segment = adminSegment(url);
    const action = actionOf(request.method, segment, url);
    if (!action) return;
    const params = request.params as { id?: number } | undefined;
    staff.audit(request.actor.name, action, segment, params?.id ?? request.createdId ?? null);
  });

  pagedListRoute(app, '/api/admin/audit', AuditEntry, (limit, offset) => staff.auditPage(limit, offset));
}
