/**
 * JSON schemas of the admin API's envelopes, parameters and errors. The content resources'
 * bodies and answers are the shared contract's (shared/contract).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id, MAX_ID } from '@efe/shared/contract/schema-parts';
import { fieldErrorsSchema } from '../http/schemas';

export const idParams = Type.Object({ id: Id });

export const pageQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: MAX_ID, default: 1 }),
    per_page: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof pageQuery>;

export { dataOf, listOf } from '../http/schemas';
export const pagedListOf = <Item extends TSchema>(item: Item) =>
  Type.Object({ data: Type.Array(item), page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() });

export const errorAnswer = Type.Object({ error: Type.Optional(Type.String()) });

/** Answers every admin route may give besides its own. */
export const adminErrorAnswers = { 400: fieldErrorsSchema, 401: errorAnswer, 404: errorAnswer, 409: fieldErrorsSchema, 500: errorAnswer } as const;
