/** JSON the benchmarks read (the API's answers, the Lighthouse runner's output, seed files), checked before use. */
import type { Static, TSchema } from '@sinclair/typebox';
import Ajv from 'ajv';

const ajv = new Ajv({ strict: false });

export function checked<Schema extends TSchema>(schema: Schema, value: unknown, what: string): Static<Schema> {
  const check = ajv.compile<Static<Schema>>(schema);
  if (check(value)) return value;
  throw new Error(`${what} is not what the benchmark expects: ${ajv.errorsText(check.errors)}`);
}
