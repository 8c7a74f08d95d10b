/** JSON schemas of the admin API's bodies and answers. */
import { LANGUAGES } from '../../../src/lib/constants';
import { MAX_ID, SLUG_MAX_LENGTH } from '../http/schemas';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const optionalText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** A file name under /media: what POST /api/admin/images or /files answered with. */
export const mediaFileName = { type: ['string', 'null'], pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$', maxLength: 200 } as const;

const listOrText = {
  anyOf: [{ type: 'array', items: text(100), maxItems: 20 }, text(200), { type: 'null' }],
} as const;

/** English is required (the public API falls back to it); Arabic and Russian are optional. */
function perLanguage(item: object, requireEnglish: boolean) {
  return {
    type: 'object',
    additionalProperties: false,
    ...(requireEnglish ? { required: ['en'] } : {}),
    properties: Object.fromEntries(LANGUAGES.map((language) => [language, item])),
  } as const;
}

const blogTranslation = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'content'],
  properties: {
    title: text(300),
    content: text(200_000),
    category: optionalText(100),
    author: optionalText(100),
    meta_description: optionalText(300),
  },
} as const;

export const blogPostBody = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'translations'],
  properties: {
    slug: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: SLUG_MAX_LENGTH },
    image: mediaFileName,
    published_at: { type: 'string', format: 'date-time' },
    translations: perLanguage(blogTranslation, true),
  },
} as const;

const testimonialTranslation = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'testimonial'],
  properties: { name: text(200), testimonial: text(5000) },
} as const;

export const testimonialBody = {
  type: 'object',
  additionalProperties: false,
  required: ['translations'],
  properties: {
    position: { type: 'integer', minimum: 0, maximum: MAX_ID },
    translations: perLanguage(testimonialTranslation, true),
  },
} as const;

export const candidateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['first_name', 'last_name'],
  properties: {
    first_name: text(100),
    last_name: text(100),
    roles: listOrText,
    language: listOrText,
    image: mediaFileName,
    rating: { type: ['integer', 'null'], minimum: 1, maximum: 5 },
    experience_with_ages: optionalText(200),
    attach_cv: mediaFileName,
    country: optionalText(100),
    position: { type: 'integer', minimum: 0, maximum: MAX_ID },
    descriptions: perLanguage(text(5000), false),
  },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

export const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: MAX_ID, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

export interface IdParams {
  id: number;
}

export interface PageQuery {
  page: number;
  per_page: number;
}

// ---- answers

const nullableString = { type: ['string', 'null'] } as const;
const listOrTextAnswer = { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }, { type: 'null' }] } as const;

function translationsAnswer(item: object) {
  return { type: 'object', properties: Object.fromEntries(LANGUAGES.map((language) => [language, item])) } as const;
}

export const blogPostAnswer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    image: nullableString,
    image_url: nullableString,
    published_at: { type: 'string' },
    translations: translationsAnswer({
      type: 'object',
      properties: { title: { type: 'string' }, content: { type: 'string' }, category: nullableString, author: nullableString, meta_description: nullableString },
    }),
  },
} as const;

export const testimonialAnswer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    position: { type: 'integer' },
    translations: translationsAnswer({ type: 'object', properties: { name: { type: 'string' }, testimonial: { type: 'string' } } }),
  },
} as const;

export const candidateAnswer = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    position: { type: 'integer' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    roles: listOrTextAnswer,
    language: listOrTextAnswer,
    image: nullableString,
    image_url: nullableString,
    rating: { type: ['integer', 'null'] },
    experience_with_ages: nullableString,
    attach_cv: nullableString,
    attach_cv_url: nullableString,
    country: nullableString,
    descriptions: translationsAnswer({ type: 'string' }),
  },
} as const;

export const dataOf = (item: object) => ({ type: 'object', properties: { data: item } }) as const;
export const listOf = (item: object) => ({ type: 'object', properties: { data: { type: 'array', items: item } } }) as const;
export const pagedListOf = (item: object) =>
  ({
    type: 'object',
    properties: {
      data: { type: 'array', items: item },
      page: { type: 'integer' },
      per_page: { type: 'integer' },
      total: { type: 'integer' },
    },
  }) as const;

export const fieldErrorsAnswer = {
  type: 'object',
  properties: { errors: { type: 'object', additionalProperties: { type: 'string' } }, error: { type: 'string' } },
} as const;
export const errorAnswer = { type: 'object', properties: { error: { type: 'string' } } } as const;

/** Answers every admin route may give besides its own. */
export const adminErrorAnswers = { 400: fieldErrorsAnswer, 401: errorAnswer, 404: errorAnswer, 409: fieldErrorsAnswer, 500: errorAnswer } as const;
