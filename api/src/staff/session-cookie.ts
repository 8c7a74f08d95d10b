/**
 * The staff session cookie: httpOnly (no script reads it), SameSite=Strict (no other site's page
 * sends it), Secure when the request came over HTTPS, scoped to the admin API. Read and written
 * with the `cookie` package (@fastify/cookie's current release needs Node 22: docs/decisions.md).
 */
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'staff_session';
const COOKIE_PATH = '/api/admin';

export function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  return typeof header === 'string' ? parse(header)[SESSION_COOKIE] || null : null;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.header(
    'Set-Cookie',
    serialize(SESSION_COOKIE, token, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', maxAge: maxAgeSeconds, secure: request.protocol === 'https' }),
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  setSessionCookie(request, reply, '', 0);
}
