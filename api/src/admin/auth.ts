/**
 * Who may call the admin API: staff with a session cookie, each account the resources the role
 * table gives one of its roles (shared/contract/admin-resources.ts), or automation with the bearer token
 * (ADMIN_TOKEN, everything). A staff write also needs the session's CSRF token in
 * `X-CSRF-Token`; an account still on its one-time password may only change it.
 *
 * Everything is decided from the matched route's declared rule (admin-route.ts), and a route
 * without one is refused.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rolesMayUse } from '@efe/shared/contract/admin-resources';
import type { Staff } from '../staff/staff';
import type { StaffUser } from '../staff/staff-accounts';
import { sessionTokenOf } from '../staff/session-cookie';
import { ruleOf } from '../http/route-rules';

/** Comparing digests keeps the comparison constant-time even when the lengths differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** "An editor account", "A recruiter account", "An editor and recruiter account". */
export function accountName(user: StaffUser): string {
  const roles = user.roles.join(' and ');
  return `${/^[aeiou]/.test(roles) ? 'An' : 'A'} ${roles} account`;
}

export interface Actor {
  /** As the audit trail shows it: the staff member's e-mail, or "automation (token)". */
  name: string;
  user: StaffUser | null;
  sessionToken: string | null;
  csrfToken: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function requireStaffOrToken(options: { token: string | null; staff: Staff }) {
  const refuse = (reply: FastifyReply, status: 401 | 403, error: string) => {
    if (status === 401) reply.header('WWW-Authenticate', 'Bearer realm="admin"');
    return reply.code(status).send({ error });
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const rule = ruleOf(request);
    if (!rule) {
      // requireDeclaredRoutes stops the API before this can happen; deny all the same.
      request.log.error({ route: request.routeOptions.url }, 'admin route without an access rule refused');
      return refuse(reply, 403, 'This part of the admin declares no access rule');
    }
    if (rule.public) return;

    const bearer = bearerTokenOf(request);
    if (bearer !== null) {
      if (options.token && sameSecret(bearer, options.token)) {
        request.actor = { name: 'automation (token)', user: null, sessionToken: null, csrfToken: null };
        return;
      }
      request.log.warn({ route: request.routeOptions.url }, 'admin request refused: invalid token');
      return refuse(reply, 401, 'Invalid token');
    }

    const sessionToken = sessionTokenOf(request);
    const session = sessionToken ? options.staff.signedIn(sessionToken) : null;
    if (!sessionToken || !session) return refuse(reply, 401, 'Please log in');
    const { user } = session;

    if (!READS.has(request.method)) {
      const given = request.headers['x-csrf-token'];
      if (typeof given !== 'string' || !sameSecret(given, session.csrfToken)) {
        request.log.warn({ route: request.routeOptions.url, user: user.email }, 'admin write refused: missing or wrong CSRF token');
        return refuse(reply, 403, 'Missing or invalid CSRF token: reload the admin and try again');
      }
    }
    // On its one-time password an account may only see who it is, change it, or log out.
    if (user.mustChangePassword && rule.resource !== 'session') return refuse(reply, 403, 'Change your one-time password first');
    if (!rolesMayUse(user.roles, rule.resource)) {
      return refuse(reply, 403, `${accountName(user)} cannot open this part of the admin`);
    }
    request.actor = { name: user.email, user, sessionToken, csrfToken: session.csrfToken };
  };
}
