/**
 * Every admin call that succeeded and changed something, as who, when and what: the action and
 * resource its matched route declares (admin-route.ts), the id from the route's parameters or
 * the one it created, and a detail the handler names (an uploaded file, what a data request
 * covered). Written after the answer; and the page that lists them, newest first. Logins are
 * recorded by their route, which is the only one to know who logged in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuditEntry } from '@efe/shared/contract/staff';
import type { AuditLog } from '../staff/audit-log';
import { adminRoute, ruleOf } from '../http/route-rules';
import { pagedListRoute } from './paged-list-route';

export interface AuditNote {
  /** The record created (its route has no id parameter yet). */
  id?: number;
  detail?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditNote?: AuditNote;
  }
}

/** What the handler wants the trail to say beside the route's own action and resource. */
export function noteForAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note };
}

function idParameterOf(params: unknown): number | null {
  return typeof params === 'object' && params !== null && 'id' in params && typeof params.id === 'number' ? params.id : null;
}

export function auditTrail(app: FastifyInstance, auditLog: AuditLog): void {
  app.addHook('onResponse', async (request, reply) => {
    const rule = ruleOf(request);
    if (!request.actor || !rule?.action || reply.statusCode >= 400) return;
    const note = request.auditNote;
    auditLog.record(request.actor.name, rule.action, rule.resource, idParameterOf(request.params) ?? note?.id ?? null, note?.detail ?? null);
  });

  pagedListRoute(app, '/api/admin/audit', adminRoute('audit'), AuditEntry, (limit, offset) => auditLog.page(limit, offset));
}
