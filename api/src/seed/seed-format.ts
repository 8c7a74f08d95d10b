/**
 * The seed files (api/seed/content/*.json) hold what the admin API takes: each item is a body of
 * POST /api/admin/blog, /testimonials or /candidates, checked by the same schemas
 * (shared/contract). Seed files are written by hand, so every problem names its file, item and field.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { BlogPostInput } from '@efe/shared/contract/blog-post';
import { CandidateInput } from '@efe/shared/contract/candidate';
import { TestimonialInput } from '@efe/shared/contract/testimonial';
import { fieldErrorsOf, strictValidator } from '../http/validation';
import { publishesUnrated, UNRATED_REFUSAL } from '../content-store/candidate-rating-rule';

export interface SeedContent {
  blog: BlogPostInput[];
  testimonials: TestimonialInput[];
  candidates: CandidateInput[];
}

export class SeedFormatError extends Error {}

const ajv = strictValidator();

/** "0.translations.en.title" in blog.json reads "blog.json[0].translations.en.title". */
function where(file: string, field: string): string {
  if (field === 'body') return file;
  return file + field.split('.').map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`)).join('');
}

function itemsOf<Item extends TSchema>(file: string, item: Item, value: unknown): Array<Static<Item>> {
  const validate = ajv.compile<Array<Static<Item>>>(Type.Array(item));
  if (validate(value)) return value;
  const problems = Object.entries(fieldErrorsOf(validate.errors ?? []));
  throw new SeedFormatError(problems.map(([field, message]) => `${where(file, field)}: ${message}`).join('; '));
}

export function parseSeedContent(files: { blog: unknown; testimonials: unknown; candidates: unknown }): SeedContent {
  const blog = itemsOf('blog.json', BlogPostInput, files.blog);
  const slugs = new Set<string>();
  for (const post of blog) {
    if (slugs.has(post.slug)) throw new SeedFormatError(`blog.json: slug "${post.slug}" appears twice`);
    slugs.add(post.slug);
  }
  const candidates = itemsOf('candidates.json', CandidateInput, files.candidates);
  // As the admin API refuses it: a seeded candidate the site shows has her rating.
  const unrated = candidates.findIndex((candidate) => publishesUnrated(candidate, undefined));
  if (unrated !== -1) throw new SeedFormatError(`candidates.json[${unrated}].rating: ${UNRATED_REFUSAL}`);
  return {
    blog,
    testimonials: itemsOf('testimonials.json', TestimonialInput, files.testimonials),
    candidates,
  };
}

/** Every media file the content names, so a missing picture is caught when seeding. */
export function mediaFilesOf(content: SeedContent): string[] {
  const names = [
    ...content.blog.map((post) => post.image),
    ...content.candidates.flatMap((candidate) => [candidate.image, candidate.attach_cv]),
  ];
  return [...new Set(names.filter((name): name is string => typeof name === 'string'))];
}
