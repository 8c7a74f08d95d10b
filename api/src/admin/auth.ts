/** Bearer-token check for the admin API, in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

export function requireAdminToken(expected: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const given = bearerTokenOf(request);
    if (given !== null && sameSecret(given, expected)) return;
    request.log.warn({ url: request.url, hadToken: given !== null }, 'admin request refused');
    await reply
      .code(401)
      .header('WWW-Authenticate', 'Bearer realm="admin"')
      .send({ error: given === null ? 'Missing bearer token' : 'Invalid token' });
  };
}
