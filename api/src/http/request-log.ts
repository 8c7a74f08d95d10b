/**
 * What an operator needs from the per-request log: every submission and admin write, every
 * refusal or failure, and anything slow. A successful read is not logged: on a busy day those
 * are most requests, and two lines for each cost more than answering it from memory.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged whatever its outcome. */
const SLOW_MS = 1000;

export class OperatorLog extends LogController {
  override incomingRequest(): void {
    // The outcome line says all of it.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!error && isRead && reply.statusCode < 400 && ms < SLOW_MS) return;
    const entry = { method: request.method, url: request.url.split('?')[0], statusCode: reply.statusCode, ms, ip: request.ip };
    if (error || reply.statusCode >= 500) request.log.error({ ...entry, err: error }, 'request failed');
    else if (ms >= SLOW_MS) request.log.warn(entry, 'slow request');
    else request.log.info(entry, 'request answered');
  }
}
