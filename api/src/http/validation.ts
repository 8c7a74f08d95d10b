/**
 * The API's one validation module. Fastify's default drops unknown properties silently; an editor
 * who sends a French translation or misspells `meta_description` must hear about it instead of
 * seeing it vanish. So the admin scope checks bodies strictly and reports every problem at once,
 * and the contact route and the seed files use the same strict validator. Whole numbers in the
 * URL (ids, paging) are read from text, and only as plain decimals: Ajv's coercion alone would
 * take "1.0", " 1", "1e3" (1000) and "0x10" (16) for numbers. Problems become field messages
 * (`{ "errors": { "field.path": "message" } }`) through fieldErrorsOf.
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

/** What a schema check found, as Ajv and Fastify report it. */
export interface SchemaIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** One message per field path ("translations.en.title": "is required"), the first problem of each. */
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

/** Strict bodies and plain-decimal URL integers, for the scope it is called in (the admin API). */
export function useStrictValidation(app: FastifyInstance): void {
  const forBodies = strictValidator();
  const forUrls = strictValidator(true);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? forBodies.compile(schema) : urlValidator(forUrls, schema)));
}
