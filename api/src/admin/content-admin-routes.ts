/** Blog posts, testimonials and candidates in the admin API (routes from resource-routes.ts). */
import type { FastifyInstance } from 'fastify';
import type { MediaUrl } from '../http/media-url';
import { BlogPostInput, BlogPostRecord } from '@efe/shared/contract/blog-post';
import { CandidateAnswer, CandidateInput, type CandidateRecord } from '@efe/shared/contract/candidate';
import { TestimonialInput, TestimonialRecord } from '@efe/shared/contract/testimonial';
import type { Db } from '../db/connection';
import { BlogPostStore, SlugTakenError } from '../content-store/blog-post-store';
import { CandidateStore } from '../content-store/candidate-store';
import { refusePublishingWithoutConsent } from '../content-store/candidate-consent';
import { refusePublishingUnrated } from '../content-store/candidate-rating-rule';
import { TestimonialStore } from '../content-store/testimonial-store';
import { FieldErrors } from '../http/errors';
import { mediaFilesIn } from '../db/media-usage';
import { mayUseApplicantData } from './applicant-files';
import { registerResource, type ResourceContext } from './resource-routes';

/** A taken slug is the editor's input problem: a field error, with 409 Conflict. */
const slugRefusal = (error: unknown) => (error instanceof SlugTakenError ? new FieldErrors({ slug: error.message }, 409) : undefined);

/**
 * The files a profile made from an application no longer names once it is replaced or deleted.
 * They are its applicant's photo and CV (or what a recruiter put in their place): left in the
 * media folder with nothing naming them, /media would serve them to anyone (db/media-audience.ts).
 */
function applicantFilesLetGo(before: CandidateRecord, after: CandidateRecord | null): string[] {
  if (before.made_from === null) return [];
  const kept = new Set([after?.image, after?.attach_cv]);
  return [before.image, before.attach_cv].filter((file): file is string => file !== null && !kept.has(file));
}

export function contentAdminRoutes(app: FastifyInstance, db: Db, mediaUrl: MediaUrl, context: ResourceContext): void {
  registerResource(
    app,
    {
      path: 'blog',
      noun: 'blog post',
      body: BlogPostInput,
      answer: BlogPostRecord,
      store: new BlogPostStore(db),
      refusal: slugRefusal,
      mediaReferences: (input) => ({ image: input.image }),
      mediaInText: (input) =>
        Object.fromEntries(Object.entries(input.translations).map(([language, translation]) => [`translations.${language}.content`, translation ? mediaFilesIn(translation.content) : []])),
      present: (post) => ({ ...post, image_url: mediaUrl(post.image) }),
      describe: (input) => input.slug,
    },
    context,
  );

  registerResource(
    app,
    {
      path: 'testimonials',
      noun: 'testimonial',
      body: TestimonialInput,
      answer: TestimonialRecord,
      store: new TestimonialStore(db),
      mediaReferences: () => ({}),
      present: (testimonial) => testimonial,
      // A testimonial is shown while it exists: deleted, its author's name and words leave the site.
      removesPersonalData: (_before, after) => after === null,
    },
    context,
  );

  const candidates = new CandidateStore(db);
  registerResource(
    app,
    {
      path: 'candidates',
      noun: 'candidate',
      body: CandidateInput,
      answer: CandidateAnswer,
      store: candidates,
      checkWrite: (input, id) => {
        const stored = id === null ? undefined : candidates.get(id);
        refusePublishingWithoutConsent(input, stored);
        refusePublishingUnrated(input, stored);
      },
      mediaReferences: (input) => ({ image: input.image, attach_cv: input.attach_cv }),
      fromApplication: (candidate) => candidate.made_from !== null,
      present: ({ made_from, ...candidate }, request) => ({
        ...candidate,
        // Whose application and consent: an applicant's personal data, left out for those who may not open applications.
        ...(mayUseApplicantData(request) ? { made_from } : {}),
        image_url: mediaUrl(candidate.image),
        attach_cv_url: mediaUrl(candidate.attach_cv),
      }),
      afterChange: (before, after) => context.removeUnusedMedia(applicantFilesLetGo(before, after)),
      // Deleted or unpublished, a profile the site showed leaves it.
      removesPersonalData: (before, after) => before.published && !(after?.published ?? false),
    },
    context,
  );
}
