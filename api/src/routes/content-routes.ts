/** Read-only content endpoints (docs/product-rules.md, The content API): testimonials, blog and teachers. */
import { Type, type TSchema } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { RECENT_POSTS_COUNT } from '@efe/shared/constants';
import { BlogPost, RecentPost } from '@efe/shared/contract/blog-post';
import { FilterOptions, Teacher } from '@efe/shared/contract/candidate';
import { Testimonial } from '@efe/shared/contract/testimonial';
import { SLUG_MAX_LENGTH } from '@efe/shared/contract/schema-parts';
import type { ContentRepository } from '../db/content-repository';
import { filterOptionsOf } from '../content/filter-options';
import { HttpError } from '../http/errors';
import type { MediaUrl } from '../http/media-url';
import { commonErrorResponses, dataOf, languageQuerySchema, queryLanguage } from '../http/schemas';

export interface ContentRoutesOptions {
  content: ContentRepository;
  mediaUrl: MediaUrl;
}

const answers = <Data extends TSchema>(data: Data) => ({ 200: dataOf(data), ...commonErrorResponses });
const publicGet = <Data extends TSchema>(data: Data) => ({
  config: { publicCache: true },
  schema: { querystring: languageQuerySchema, response: answers(data) },
});
const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH }) });

export async function contentRoutes(fastify: FastifyInstance, options: ContentRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { content, mediaUrl } = options;
  const withImageUrl = (post: BlogPost): BlogPost => ({ ...post, image: mediaUrl(post.image) });

  app.get('/api/testimonials', publicGet(Type.Array(Testimonial)), async (request) => ({
    data: content.testimonials(queryLanguage(request)),
  }));

  app.get('/api/blog', publicGet(Type.Array(BlogPost)), async (request) => ({
    data: content.blogPosts(queryLanguage(request)).map(withImageUrl),
  }));

  // A static route always wins over the parametric /api/blog/:slug in Fastify's router.
  app.get('/api/blog/recent/blogs', publicGet(Type.Array(RecentPost)), async (request) => ({
    data: content
      .blogPosts(queryLanguage(request), RECENT_POSTS_COUNT)
      .map((post) => ({ slug: post.slug, title: post.title, image: mediaUrl(post.image), content_language: post.content_language })),
  }));

  app.get(
    '/api/blog/:slug',
    { config: { publicCache: true }, schema: { querystring: languageQuerySchema, params: SlugParams, response: answers(BlogPost) } },
    async (request) => {
      const post = content.blogPost(request.params.slug, queryLanguage(request));
      if (!post) throw new HttpError(404, 'Blog not found');
      return { data: withImageUrl(post) };
    },
  );

  app.get('/api/teachers', publicGet(Type.Array(Teacher)), async (request) => ({
    data: content.candidates(queryLanguage(request)).map((candidate) => ({
      ...candidate,
      image: mediaUrl(candidate.image),
      attach_cv: mediaUrl(candidate.attach_cv),
    })),
  }));

  app.get('/api/teachers/filterforsearch/teacher', publicGet(FilterOptions), async () => ({
    data: filterOptionsOf(content.candidateFacets()),
  }));
}
