/**
 * Validation for the admin scope. Fastify's default drops unknown properties silently; an editor
 * who sends a French translation or misspells `meta_description` must hear about it instead of
 * seeing it vanish. Bodies are checked strictly and report every problem at once. Whole numbers
 * in the URL (ids, paging) are read from text, and only as plain decimals: Ajv's coercion alone
 * would take "1.0", " 1", "1e3" (1000) and "0x10" (16) for numbers.
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** Strict: unknown properties are errors, every problem is reported; used for the seed files too. */
export function strictValidator(coerceTypes = false): Ajv {
  const ajv = new Ajv({ allErrors: true, removeAdditional: false, useDefaults: true, coerceTypes, strict: false });
  addFormats(ajv);
  return ajv;
}

const PLAIN_WHOLE_NUMBER = /^(0|[1-9][0-9]*)$/;

/** The properties a URL schema declares as integers. */
function integerProperties(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return [];
  const { properties } = schema;
  if (typeof properties !== 'object' || properties === null) return [];
  return Object.entries(properties)
    .filter(([, property]: [string, unknown]) => typeof property === 'object' && property !== null && 'type' in property && property.type === 'integer')
    .map(([name]) => name);
}

interface UrlValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Ajv's coercing check, after a look at the text of each integer: digits only. */
function urlValidator(ajv: Ajv, schema: object): UrlValidator {
  const check = ajv.compile(schema);
  const integers = integerProperties(schema);
  const validate: UrlValidator = (data) => {
    const values = typeof data === 'object' && data !== null ? Object.entries(data) : [];
    const malformed = values.filter(([name, value]) => integers.includes(name) && typeof value === 'string' && !PLAIN_WHOLE_NUMBER.test(value));
    if (malformed.length > 0) {
      validate.errors = malformed.map(([name]) => ({
        instancePath: `/${name}`,
        schemaPath: `#/properties/${name}/type`,
        keyword: 'type',
        params: { type: 'integer' },
        message: 'must be a whole number written in digits only',
      }));
      return false;
    }
    const valid = check(data);
    validate.errors = check.errors;
    return valid;
  };
  return validate;
}

export function useStrictValidation(app: FastifyInstance): void {
  const forBodies = strictValidator();
  const forUrls = strictValidator(true);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? forBodies.compile(schema) : urlValidator(forUrls, schema)));
}
