/** JSON schema pieces shared by the routes. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@efe/shared/constants';
import { isLanguage } from '@efe/shared/language';

/** The query's site_language, usable before the schema has run (onRequest, error builders). */
export function queryLanguage(request: FastifyRequest): Language {
  const query: unknown = request.query;
  const language = typeof query === 'object' && query !== null && 'site_language' in query ? query.site_language : undefined;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The language of a request whose body cannot be read (too large): the query's site_language, else
 * the first of ours the browser's Accept-Language asks for, else the default.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query: unknown = request.query;
  const said = typeof query === 'object' && query !== null && 'site_language' in query ? query.site_language : undefined;
  if (isLanguage(said)) return said;
  const asked = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q.slice(2)), position };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .find(({ language }) => isLanguage(language));
  return asked && isLanguage(asked.language) ? asked.language : DEFAULT_LANGUAGE;
}

export const languageQuerySchema = Type.Object(
  { site_language: Type.Optional(Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] })) },
  { additionalProperties: true },
);
export type LanguageQuery = Static<typeof languageQuerySchema>;

/** `{ data: … }`, the envelope of every answer. */
export const dataOf = <Item extends TSchema>(item: Item) => Type.Object({ data: item });
export const listOf = <Item extends TSchema>(item: Item) => Type.Object({ data: Type.Array(item) });

// TypeBox, not plain JSON schemas: a route's answer is typed by the union of its response
// schemas, and one plain schema in it (typed `unknown`) would let any answer through.
export const errorSchema = Type.Object({ error: Type.String() });
/** Refused fields, each with its message, or one message for the whole request. */
export const fieldErrorsSchema = Type.Object({
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  error: Type.Optional(Type.String()),
});
export const createdSchema = Type.Object({ id: Type.Integer() });

/** Error answers every route may give (validation, rate limit, server failure). */
export const commonErrorResponses = {
  400: fieldErrorsSchema,
  404: errorSchema,
  406: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
  500: errorSchema,
} as const;
