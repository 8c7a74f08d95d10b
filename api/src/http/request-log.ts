/**
 * What an operator needs from the per-request log: every submission and admin write, every
 * refusal or failure, and anything slow. A successful read is not logged: on a busy day those
 * are most requests, and logging each cost more than answering it from memory.
 */
import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged whatever its outcome. */
const SLOW_MS = 1000;

export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && reply.statusCode < 400 && ms < SLOW_MS) return;
    const entry = { method: request.method, url: request.url.split('?')[0], statusCode: reply.statusCode, ms, ip: request.ip };
    if (reply.statusCode >= 500 || ms >= SLOW_MS) request.log.warn(entry, 'request answered');
    else request.log.info(entry, 'request answered');
  });
}
