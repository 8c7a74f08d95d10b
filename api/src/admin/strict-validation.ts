/**
 * Validation for the admin scope. Fastify's default drops unknown properties silently; an editor
 * who sends a French translation or misspells `meta_description` must hear about it instead of
 * seeing it vanish. Bodies are checked strictly and report every problem at once; ids and paging
 * in the URL are still coerced from text.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** Strict: unknown properties are errors, every problem is reported; used for the seed files too. */
export function strictValidator(coerceTypes = false): Ajv {
  const ajv = new Ajv({ allErrors: true, removeAdditional: false, useDefaults: true, coerceTypes, strict: false });
  addFormats(ajv);
  return ajv;
}

export function useStrictValidation(app: FastifyInstance): void {
  const forBodies = strictValidator();
  const forUrls = strictValidator(true);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? forBodies : forUrls).compile(schema));
}
