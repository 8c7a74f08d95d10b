/**
 * The API's errors and its one error handler: `{ "error": "..." }` for a refusal, `{ "errors":
 * { field: message } }` for fields (FieldErrors, and a schema failure where the scope asks for
 * field messages, as the admin API does). Anything unexpected is logged and answered 500 without
 * its details.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGES } from '@efe/shared/constants';
import { fieldErrorsOf } from './validation';

/** An error whose message is safe and useful to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Field-level refusals: `{ "errors": { "translations.en.title": "..." } }`, 400 unless said otherwise. */
export class FieldErrors extends Error {
  constructor(
    readonly errors: Record<string, string>,
    readonly statusCode = 400,
  ) {
    super(Object.entries(errors).map(([field, message]) => `${field}: ${message}`).join('; '));
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

/** Fastify's codes for a JSON body it cannot parse: empty, malformed, or with a key it refuses (`__proto__`). */
const UNPARSABLE_BODY: ReadonlySet<string> = new Set(['FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY']);
/** Fastify's code for a body over the route's `bodyLimit`, refused before the route sees it. */
const BODY_OVER_LIMIT = 'FST_ERR_CTP_BODY_TOO_LARGE';

/** The scope's own sentences, in the visitor's language, for bodies the framework refuses before any route reads them. */
export interface UnreadBodyAnswers {
  /** A JSON body that cannot be parsed. */
  unparsable: (request: FastifyRequest) => string;
  /** A body over the route's limit (413). */
  tooLarge: (request: FastifyRequest) => string;
}

/**
 * Errors of the scope it is called in. `schemaFailures`: 'message' answers a body that fails its
 * schema with one sentence (the public routes); 'fields' with a message per field (the admin API).
 * `unreadBody`: the scope's own sentences for a body the framework refused (the public forms say
 * them in the visitor's language), instead of the framework's.
 */
export function installErrorHandler(app: FastifyInstance, schemaFailures: 'message' | 'fields', unreadBody?: UnreadBodyAnswers): void {
  app.setErrorHandler<FastifyError | HttpError | FieldErrors>((error, request, reply) => {
    if (error instanceof FieldErrors) return reply.code(error.statusCode).send({ errors: error.errors });
    if (unreadBody && 'code' in error && UNPARSABLE_BODY.has(error.code)) return reply.code(400).send({ error: unreadBody.unparsable(request) });
    if (unreadBody && 'code' in error && error.code === BODY_OVER_LIMIT) return reply.code(413).send({ error: unreadBody.tooLarge(request) });
    if ('validation' in error && error.validation) {
      return reply.code(400).send(schemaFailures === 'fields' ? { errors: fieldErrorsOf(error.validation) } : { error: describeValidation(error) });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal server error' });
    }
    request.log.info({ statusCode: status, reason: error.message }, 'request rejected');
    return reply.code(status).send({ error: error.message });
  });
}

export function installNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
