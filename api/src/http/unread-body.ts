import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const MIB = 1024 * 1024;

/** How much of a refused body is still read (and dropped) after the answer, and for how long. */
export const UNREAD_BODY_LIMITS = { bytes: 8 * MIB, ms: 2000 } as const;

/**
 * Reads and drops what is left of a request body after the answer went out, for a moment, then
 * closes the connection if the body is still coming. Closing at once (Connection: close) made a
 * client that was still writing meet a closed socket: the reset or broken pipe that came back
 * could reach it before it had read the answer, so a visitor's too large upload ended as a
 * dropped connection instead of the message in their language.
 */
export function dropUnreadBody(request: IncomingMessage, limits = UNREAD_BODY_LIMITS): void {
  const { socket } = request;
  const close = () => socket.destroy();
  const deadline = setTimeout(close, limits.ms);
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limits.bytes) close();
  });
  // A body that ends in time leaves the connection as it is, ready for the client's next request.
  request.once('end', () => clearTimeout(deadline));
  socket.once('close', () => clearTimeout(deadline));
  request.resume();
}

/**
 * Every answer given before its request's body was read to the end drops the rest as above. Taken
 * up as the answer is sent, not after: Node would otherwise drop the rest itself, all of it, out
 * of sight of the limits.
 */
export function dropUnreadBodies(app: FastifyInstance): void {
  // Runs on every answer: a callback hook, no promise made for the common case of a read body.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.raw.complete && !request.raw.socket.destroyed) dropUnreadBody(request.raw);
    done(null, payload);
  });
}
