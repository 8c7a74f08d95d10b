/** An answer or row read by a test, checked against its schema where it enters (no cast): a wrong shape fails with what was wrong. */
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export function checked<S extends TSchema>(schema: S, value: unknown): Static<S> {
  if (Value.Check(schema, value)) return value;
  const first = Value.Errors(schema, value).First();
  throw new Error(`unexpected shape at ${first?.path || '/'}: ${first?.message ?? 'no match'} in ${JSON.stringify(value)?.slice(0, 300)}`);
}
