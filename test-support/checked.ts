/**
 * An answer or row read by a test, checked against its schema where it enters (no cast): a wrong
 * shape fails with what was wrong.
 *
 * Checked with Ajv, the validator the API and the build check the contract with. TypeBox's own
 * `Value.Check` cannot read the contract: its nullable, enum and per-language parts are plain JSON
 * schemas (`Type.Unsafe`, kind "Unsafe"), and for those it throws "Unknown type" in every runner.
 * No coercion and no defaults: a check never changes what it reads.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { Static, TSchema } from '@sinclair/typebox';

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);

export function checked<S extends TSchema>(schema: S, value: unknown): Static<S> {
  // Ajv keeps what it compiled by schema object: a schema declared once is compiled once.
  const validate = ajv.compile<Static<S>>(schema);
  if (validate(value)) return value;
  const first = validate.errors?.[0];
  throw new Error(`unexpected shape at ${first?.instancePath || '/'}: ${first?.message ?? 'no match'} in ${JSON.stringify(value)?.slice(0, 300)}`);
}
