/**
 * The API's routes as Fastify registered them, kept for the tests that walk them (every admin
 * route declares its rule; each answers the same whatever the URL's encoding), and the check that
 * nothing under /api/admin is registered outside the admin API, where no login would be asked.
 */
import type { FastifyInstance } from 'fastify';
import type { AdminRouteRule } from './route-rules';

export interface RouteEntry {
  method: string;
  url: string;
  admin: AdminRouteRule | undefined;
}

export const ADMIN_PREFIX = '/api/admin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route, HEAD routes included, in the order they were registered. */
    routeTable: readonly RouteEntry[];
    /** Set in the admin API's scope only: its routes pass its login and role checks. */
    adminScope?: true;
  }
}

/** Call first in buildApp, before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', function (route) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const inAdminUrl = route.url === ADMIN_PREFIX || route.url.startsWith(`${ADMIN_PREFIX}/`);
    if (inAdminUrl && !this.hasDecorator('adminScope')) {
      throw new Error(`${methods.join(',')} ${route.url} is under ${ADMIN_PREFIX} but outside the admin API: register it there (api/src/admin/admin-api.ts)`);
    }
    for (const method of methods) table.push({ method, url: route.url, admin: route.config?.admin });
  });
}
