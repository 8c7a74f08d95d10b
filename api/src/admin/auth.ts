/**
 * Who may call the admin API: staff with a session cookie (editors the content, recruiters the
 * applications and messages), or automation with the bearer token (ADMIN_TOKEN, everything).
 * A staff write also needs the session's CSRF token in `X-CSRF-Token`; an account still on its
 * one-time password may only change it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRepository, StaffRole, StaffUser } from '../staff/staff-repository';
import { sessionTokenOf } from '../staff/session-cookie';

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

/** Which part of the admin a route belongs to, from its first segment after /api/admin/. */
export type AdminArea = 'content' | 'inbox' | 'account';
const AREAS: Record<string, AdminArea> = {
  blog: 'content',
  testimonials: 'content',
  candidates: 'content',
  images: 'content',
  files: 'content',
  deploys: 'content',
  applications: 'inbox',
  messages: 'inbox',
  mail: 'inbox',
  session: 'account',
  audit: 'account',
};
const ROLE_AREAS: Record<StaffRole, AdminArea[]> = { editor: ['content', 'account'], recruiter: ['inbox', 'account'] };
const ROLE_NAMES: Record<StaffRole, string> = { editor: 'An editor', recruiter: 'A recruiter' };

export function adminSegment(url: string): string {
  return /^\/api\/admin\/([^/?#]+)/.exec(url)?.[1] ?? '';
}

function areaOf(url: string): AdminArea | null {
  return AREAS[adminSegment(url)] ?? null;
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

export function requireStaffOrToken(options: { token: string | null; staff: StaffRepository }) {
  const refuse = (reply: FastifyReply, status: 401 | 403, error: string) => {
    if (status === 401) reply.header('WWW-Authenticate', 'Bearer realm="admin"');
    return reply.code(status).send({ error });
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const url = request.url.split('?')[0];
    if (url === '/api/admin/session' && request.method === 'POST') return; // logging in

    const bearer = bearerTokenOf(request);
    if (bearer !== null) {
      if (options.token && sameSecret(bearer, options.token)) {
        request.actor = { name: 'automation (token)', user: null, sessionToken: null, csrfToken: null };
        return;
      }
      request.log.warn({ url: request.url }, 'admin request refused: invalid token');
      return refuse(reply, 401, 'Invalid token');
    }

    const sessionToken = sessionTokenOf(request);
    const session = sessionToken ? options.staff.session(sessionToken) : null;
    if (!sessionToken || !session) return refuse(reply, 401, 'Please log in');
    const { user } = session;

    if (!READS.has(request.method)) {
      const given = request.headers['x-csrf-token'];
      if (typeof given !== 'string' || !sameSecret(given, session.csrfToken)) {
        request.log.warn({ url: request.url, user: user.email }, 'admin write refused: missing or wrong CSRF token');
        return refuse(reply, 403, 'Missing or invalid CSRF token: reload the admin and try again');
      }
    }
    // On its one-time password an account may only see who it is, change it, or log out.
    if (user.mustChangePassword && adminSegment(url) !== 'session') return refuse(reply, 403, 'Change your one-time password first');
    const area = areaOf(url);
    // An unknown route goes on to its 404.
    if (area && !ROLE_AREAS[user.role].includes(area)) {
      return refuse(reply, 403, `${ROLE_NAMES[user.role]} account cannot open this part of the admin`);
    }
    request.actor = { name: user.email, user, sessionToken, csrfToken: session.csrfToken };
  };
}
