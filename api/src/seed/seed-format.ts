/**
 * The seed file format (api/seed/content/*.json) and a strict reader for it. Seed files are
 * written by hand, so every problem is reported with the file, item and field it is in.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../src/lib/constants';

export interface BlogTranslation {
  title: string;
  content: string;
  category: string | null;
  author: string | null;
  meta_description: string | null;
}

export interface SeedBlogPost {
  slug: string;
  image: string | null;
  published_at: string;
  translations: Partial<Record<Language, BlogTranslation>>;
}

export interface TestimonialTranslation {
  name: string;
  testimonial: string;
}

export interface SeedTestimonial {
  translations: Partial<Record<Language, TestimonialTranslation>>;
}

/** Roles and languages are kept exactly as the seed gives them (SPEC 3 allows both shapes). */
export type ListOrText = string[] | string | null;

export interface SeedCandidate {
  first_name: string;
  last_name: string;
  roles: ListOrText;
  language: ListOrText;
  image: string | null;
  rating: number | null;
  description: Partial<Record<Language, string>> | null;
  experience_with_ages: string | null;
  attach_cv: string | null;
  country: string | null;
}

export interface SeedContent {
  blog: SeedBlogPost[];
  testimonials: SeedTestimonial[];
  candidates: SeedCandidate[];
}

export class SeedFormatError extends Error {}

type Json = Record<string, unknown>;

function fail(where: string, problem: string): never {
  throw new SeedFormatError(`${where}: ${problem}`);
}

function asObject(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(where, 'must be an object');
  return value as Json;
}

function asArray(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) fail(where, 'must be an array');
  return value;
}

function text(item: Json, key: string, where: string): string {
  const value = item[key];
  if (typeof value !== 'string' || value.trim() === '') fail(`${where}.${key}`, 'must be a non-empty string');
  return value;
}

function optionalText(item: Json, key: string, where: string): string | null {
  const value = item[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') fail(`${where}.${key}`, 'must be a string or null');
  return value.trim() === '' ? null : value;
}

/** A media file name: no directories, so a seed can never point outside the media folder. */
function mediaName(item: Json, key: string, where: string): string | null {
  const value = optionalText(item, key, where);
  if (value !== null && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value)) {
    fail(`${where}.${key}`, `"${value}" must be a plain file name`);
  }
  return value;
}

function listOrText(item: Json, key: string, where: string): ListOrText {
  const value = item[key];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value as string[];
  return fail(`${where}.${key}`, 'must be a list of strings, a string or null');
}

function translations<T>(
  value: unknown,
  where: string,
  read: (entry: Json, where: string) => T,
): Partial<Record<Language, T>> {
  const byLanguage = asObject(value, where);
  const result: Partial<Record<Language, T>> = {};
  for (const [language, entry] of Object.entries(byLanguage)) {
    if (!(LANGUAGES as readonly string[]).includes(language)) fail(where, `unknown language "${language}"`);
    result[language as Language] = read(asObject(entry, `${where}.${language}`), `${where}.${language}`);
  }
  // English is the fallback of every other language, so it must exist.
  if (!result[DEFAULT_LANGUAGE]) fail(where, `needs a "${DEFAULT_LANGUAGE}" entry`);
  return result;
}

function readBlogPost(value: unknown, where: string): SeedBlogPost {
  const item = asObject(value, where);
  const slug = text(item, 'slug', where);
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) fail(`${where}.slug`, `"${slug}" must be lower-case a-z, 0-9 and dashes`);
  const publishedAt = text(item, 'published_at', where);
  if (Number.isNaN(Date.parse(publishedAt))) fail(`${where}.published_at`, `"${publishedAt}" is not a date`);
  return {
    slug,
    image: mediaName(item, 'image', where),
    published_at: new Date(publishedAt).toISOString(),
    translations: translations(item.translations, `${where}.translations`, (entry, at) => ({
      title: text(entry, 'title', at),
      content: text(entry, 'content', at),
      category: optionalText(entry, 'category', at),
      author: optionalText(entry, 'author', at),
      meta_description: optionalText(entry, 'meta_description', at),
    })),
  };
}

function readTestimonial(value: unknown, where: string): SeedTestimonial {
  const item = asObject(value, where);
  return {
    translations: translations(item.translations, `${where}.translations`, (entry, at) => ({
      name: text(entry, 'name', at),
      testimonial: text(entry, 'testimonial', at),
    })),
  };
}

function readCandidate(value: unknown, where: string): SeedCandidate {
  const item = asObject(value, where);
  const rating = item.rating ?? null;
  if (rating !== null && !(Number.isInteger(rating) && (rating as number) >= 1 && (rating as number) <= 5)) {
    fail(`${where}.rating`, 'must be an integer 1..5 or null');
  }
  let description: Partial<Record<Language, string>> | null = null;
  if (item.description !== undefined && item.description !== null) {
    description = {};
    const byLanguage = asObject(item.description, `${where}.description`);
    for (const [language, entry] of Object.entries(byLanguage)) {
      if (!(LANGUAGES as readonly string[]).includes(language)) fail(`${where}.description`, `unknown language "${language}"`);
      if (typeof entry !== 'string') fail(`${where}.description.${language}`, 'must be a string');
      if (entry.trim() !== '') description[language as Language] = entry;
    }
  }
  return {
    first_name: text(item, 'first_name', where),
    last_name: text(item, 'last_name', where),
    roles: listOrText(item, 'roles', where),
    language: listOrText(item, 'language', where),
    image: mediaName(item, 'image', where),
    rating: rating as number | null,
    description,
    experience_with_ages: optionalText(item, 'experience_with_ages', where),
    attach_cv: mediaName(item, 'attach_cv', where),
    country: optionalText(item, 'country', where),
  };
}

export function parseSeedContent(files: { blog: unknown; testimonials: unknown; candidates: unknown }): SeedContent {
  const blog = asArray(files.blog, 'blog.json').map((item, index) => readBlogPost(item, `blog.json[${index}]`));
  const slugs = new Set<string>();
  for (const post of blog) {
    if (slugs.has(post.slug)) fail('blog.json', `slug "${post.slug}" appears twice`);
    slugs.add(post.slug);
  }
  return {
    blog,
    testimonials: asArray(files.testimonials, 'testimonials.json').map((item, index) =>
      readTestimonial(item, `testimonials.json[${index}]`),
    ),
    candidates: asArray(files.candidates, 'candidates.json').map((item, index) =>
      readCandidate(item, `candidates.json[${index}]`),
    ),
  };
}

/** Every media file the content names, so a missing picture is caught when seeding. */
export function mediaFilesOf(content: SeedContent): string[] {
  const names = [
    ...content.blog.map((post) => post.image),
    ...content.candidates.flatMap((candidate) => [candidate.image, candidate.attach_cv]),
  ];
  return [...new Set(names.filter((name): name is string => name !== null))];
}
