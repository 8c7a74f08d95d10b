/** Read-only content endpoints of SPEC section 7: testimonials, blog and teachers. */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, RECENT_POSTS_COUNT } from '../../../src/lib/constants';
import type { BlogPostRow, ContentRepository } from '../db/content-repository';
import { filterOptionsOf } from '../content/filter-options';
import { HttpError } from '../http/errors';
import type { MediaUrl } from '../http/media-url';
import { SLUG_MAX_LENGTH, commonErrorResponses, languageQuerySchema, nullableString, type LanguageQuery } from '../http/schemas';

export interface ContentRoutesOptions {
  content: ContentRepository;
  mediaUrl: MediaUrl;
}

const listOrText = {
  anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }, { type: 'null' }],
} as const;

const blogPostSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    image: nullableString,
    category: nullableString,
    author: nullableString,
    meta_description: nullableString,
    published_at: { type: 'string' },
  },
  required: ['id', 'slug', 'title', 'content', 'image', 'category', 'author', 'meta_description', 'published_at'],
} as const;

const dataList = (items: object) => ({
  200: { type: 'object', properties: { data: { type: 'array', items } }, required: ['data'] },
  ...commonErrorResponses,
});

export async function contentRoutes(app: FastifyInstance, options: ContentRoutesOptions): Promise<void> {
  const { content, mediaUrl } = options;
  const withImageUrl = (post: BlogPostRow) => ({ ...post, image: mediaUrl(post.image) });

  app.get<{ Querystring: LanguageQuery }>(
    '/api/testimonials',
    {
      config: { publicCache: true },
      schema: {
        querystring: languageQuerySchema,
        response: dataList({
          type: 'object',
          properties: { id: { type: 'integer' }, name: { type: 'string' }, testimonial: { type: 'string' } },
          required: ['id', 'name', 'testimonial'],
        }),
      },
    },
    async (request) => ({ data: content.testimonials(request.query.site_language ?? DEFAULT_LANGUAGE) }),
  );

  app.get<{ Querystring: LanguageQuery }>(
    '/api/blog',
    { config: { publicCache: true }, schema: { querystring: languageQuerySchema, response: dataList(blogPostSchema) } },
    async (request) => ({
      data: content.blogPosts(request.query.site_language ?? DEFAULT_LANGUAGE).map(withImageUrl),
    }),
  );

  // A static route always wins over the parametric /api/blog/:slug in Fastify's router.
  app.get<{ Querystring: LanguageQuery }>(
    '/api/blog/recent/blogs',
    {
      config: { publicCache: true },
      schema: {
        querystring: languageQuerySchema,
        response: dataList({
          type: 'object',
          properties: { slug: { type: 'string' }, title: { type: 'string' }, image: nullableString },
          required: ['slug', 'title', 'image'],
        }),
      },
    },
    async (request) => ({
      data: content
        .blogPosts(request.query.site_language ?? DEFAULT_LANGUAGE, RECENT_POSTS_COUNT)
        .map((post) => ({ slug: post.slug, title: post.title, image: mediaUrl(post.image) })),
    }),
  );

  app.get<{ Querystring: LanguageQuery; Params: { slug: string } }>(
    '/api/blog/:slug',
    {
      config: { publicCache: true },
      schema: {
        querystring: languageQuerySchema,
        params: {
          type: 'object',
          properties: { slug: { type: 'string', minLength: 1, maxLength: SLUG_MAX_LENGTH } },
          required: ['slug'],
        },
        response: {
          200: { type: 'object', properties: { data: blogPostSchema }, required: ['data'] },
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const post = content.blogPost(request.params.slug, request.query.site_language ?? DEFAULT_LANGUAGE);
      if (!post) throw new HttpError(404, 'Blog not found');
      return { data: withImageUrl(post) };
    },
  );

  app.get<{ Querystring: LanguageQuery }>(
    '/api/teachers',
    {
      config: { publicCache: true },
      schema: {
        querystring: languageQuerySchema,
        response: dataList({
          type: 'object',
          properties: {
            id: { type: 'integer' },
            first_name: { type: 'string' },
            last_name: { type: 'string' },
            roles: listOrText,
            language: listOrText,
            image: nullableString,
            rating: { type: ['integer', 'null'] },
            description: nullableString,
            experience_with_ages: nullableString,
            attach_cv: nullableString,
            country: nullableString,
          },
          required: [
            'id', 'first_name', 'last_name', 'roles', 'language', 'image', 'rating',
            'description', 'experience_with_ages', 'attach_cv', 'country',
          ],
        }),
      },
    },
    async (request) => ({
      data: content.candidates(request.query.site_language ?? DEFAULT_LANGUAGE).map((candidate) => ({
        ...candidate,
        image: mediaUrl(candidate.image),
        attach_cv: mediaUrl(candidate.attach_cv),
      })),
    }),
  );

  const stringList = { type: 'array', items: { type: 'string' } } as const;
  app.get(
    '/api/teachers/filterforsearch/teacher',
    {
      config: { publicCache: true },
      schema: {
        querystring: languageQuerySchema,
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { roles: stringList, countries: stringList, languages: stringList },
                required: ['roles', 'countries', 'languages'],
              },
            },
            required: ['data'],
          },
          ...commonErrorResponses,
        },
      },
    },
    async () => ({ data: filterOptionsOf(content.candidateFacets()) }),
  );
}
