/** Blog posts, testimonials and candidates in the admin API (routes from resource-routes.ts). */
import type { FastifyInstance } from 'fastify';
import type { MediaUrl } from '../http/media-url';
import { BlogPostInput, BlogPostRecord } from '../../../src/lib/contract/blog-post';
import { CandidateInput, CandidateRecord } from '../../../src/lib/contract/candidate';
import { TestimonialInput, TestimonialRecord } from '../../../src/lib/contract/testimonial';
import { AdminContentRepository, SlugTakenError } from './admin-content-repository';
import { FieldErrors } from './field-errors';
import { registerResource, type ResourceContext } from './resource-routes';

/** A taken slug is the editor's input problem: a field error, with 409 Conflict. */
function withSlugCheck<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof SlugTakenError) throw new FieldErrors({ slug: error.message }, 409);
    throw error;
  }
}

export function contentAdminRoutes(app: FastifyInstance, repository: AdminContentRepository, mediaUrl: MediaUrl, context: ResourceContext): void {
  registerResource<BlogPostInput, BlogPostRecord>(
    app,
    {
      path: 'blog',
      noun: 'blog post',
      body: BlogPostInput,
      answer: BlogPostRecord,
      list: () => repository.blogPosts(),
      get: (id) => repository.blogPost(id),
      create: (input) => withSlugCheck(() => repository.createBlogPost(input)),
      replace: (id, input) => withSlugCheck(() => repository.replaceBlogPost(id, input)),
      remove: (id) => repository.deleteBlogPost(id),
      mediaReferences: (input) => ({ image: input.image }),
      present: (post) => ({ ...post, image_url: mediaUrl(post.image) }),
      describe: (input) => input.slug,
    },
    context,
  );

  registerResource<TestimonialInput, TestimonialRecord>(
    app,
    {
      path: 'testimonials',
      noun: 'testimonial',
      body: TestimonialInput,
      answer: TestimonialRecord,
      list: () => repository.testimonials(),
      get: (id) => repository.testimonial(id),
      create: (input) => repository.createTestimonial(input),
      replace: (id, input) => repository.replaceTestimonial(id, input),
      remove: (id) => repository.deleteTestimonial(id),
      mediaReferences: () => ({}),
      present: (testimonial) => testimonial,
      describe: (input) => input.translations.en?.name ?? 'testimonial',
    },
    context,
  );

  registerResource<CandidateInput, CandidateRecord>(
    app,
    {
      path: 'candidates',
      noun: 'candidate',
      body: CandidateInput,
      answer: CandidateRecord,
      list: () => repository.candidates(),
      get: (id) => repository.candidate(id),
      create: (input) => repository.createCandidate(input),
      replace: (id, input) => repository.replaceCandidate(id, input),
      remove: (id) => repository.deleteCandidate(id),
      mediaReferences: (input) => ({ image: input.image, attach_cv: input.attach_cv }),
      present: (candidate) => ({ ...candidate, image_url: mediaUrl(candidate.image), attach_cv_url: mediaUrl(candidate.attach_cv) }),
      describe: (input) => `${input.first_name} ${input.last_name}`,
    },
    context,
  );
}
