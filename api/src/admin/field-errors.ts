/**
 * Turns schema validation failures into the field-level answer every write route gives:
 * `{ "errors": { "translations.en.title": "..." } }`, the shape the public forms use too.
 */
import type { FastifyError, FastifyInstance } from 'fastify';

interface SchemaIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

export class FieldErrors extends Error {
  constructor(
    readonly errors: Record<string, string>,
    readonly statusCode = 400,
  ) {
    super(Object.entries(errors).map(([field, message]) => `${field}: ${message}`).join('; '));
  }
}

export function fieldErrorsOf(issues: readonly SchemaIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : null;
    const extra = typeof issue.params.additionalProperty === 'string' ? issue.params.additionalProperty : null;
    const field = [...base, ...(missing ? [missing] : extra ? [extra] : [])].join('.') || 'body';
    const message = missing ? 'is required' : extra ? 'is not a known field' : (issue.message ?? 'is invalid');
    errors[field] ??= message;
  }
  return errors;
}

/** Installs, in the admin scope only, answers for schema failures and FieldErrors. */
export function installFieldErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | FieldErrors>((error, request, reply) => {
    if (error instanceof FieldErrors) return reply.code(error.statusCode).send({ errors: error.errors });
    if ('validation' in error && error.validation) {
      return reply.code(400).send({ errors: fieldErrorsOf(error.validation) });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'admin request failed');
      return reply.code(500).send({ error: 'Internal server error' });
    }
    return reply.code(status).send({ error: error.message });
  });
}
