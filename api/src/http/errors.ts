/**
 * One JSON error shape for the whole API: `{ "error": "..." }` (field-level validation answers
 * are built by their routes as `{ "errors": { field: message } }`).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../../src/lib/constants';

/** An error whose message is safe and useful to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (noun: string, id: number) => new HttpError(404, `No ${noun} with id ${id}`);

/** What was looked up by its id, or a 404 naming it ("No application with id 12"). */
export function found<Found>(thing: Found | undefined, noun: string, id: number): Found {
  if (!thing) throw notFound(noun, id);
  return thing;
}

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (first && first.instancePath === '/site_language') {
    return `site_language must be one of: ${LANGUAGES.join(', ')}`;
  }
  return error.message;
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if ('validation' in error && error.validation) {
      return reply.code(400).send({ error: describeValidation(error) });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: 'Internal server error' });
    }
    request.log.info({ statusCode: status, reason: error.message }, 'request rejected');
    return reply.code(status).send({ error: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
