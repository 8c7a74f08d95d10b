/**
 * What each admin route declares in its options: the resource of the role table
 * (shared/contract/admin-resources.ts) it belongs to, and what a successful call does for the
 * audit trail. Authorization and the trail read it from the matched route, never from the URL:
 * the router decodes `%61pplications` into `applications`, a string check would not.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdminResource, type AdminResource, type AuditAction } from '@efe/shared/contract/admin-resources';

export interface AdminRouteRule {
  resource: AdminResource;
  /** Recorded in the audit trail when the call succeeds; reads have none. */
  action?: AuditAction;
  /** Open without a session: the login only. */
  public?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    admin?: AdminRouteRule;
  }
}

/** Route options' `config` of an admin route. */
export function adminRoute(resource: AdminResource, action?: AuditAction): { admin: AdminRouteRule } {
  return { admin: action ? { resource, action } : { resource } };
}

/** The matched route's rule; undefined for a route that declares none (refused). */
export function ruleOf(request: FastifyRequest): AdminRouteRule | undefined {
  return request.routeOptions.config.admin;
}

/**
 * Registering an admin route without a rule, or with a resource the role table does not know,
 * stops the API at start: nothing reaches the router undeclared.
 */
export function requireDeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const rule = route.config?.admin;
    if (!rule || !isAdminResource(rule.resource)) {
      throw new Error(`admin route ${String(route.method)} ${route.url} declares no resource of the role table (config: adminRoute(...))`);
    }
  });
}
