/**
 * Between the admin's forms and the admin API's bodies. The API takes only the fields it stores
 * (no ids, no media URLs), reads a missing field as "none", and takes a language whole or not at
 * all: an Arabic tab the editor did not touch must not become an empty Arabic post, and a started
 * one with no title must get "is required" under its title.
 */
import { BlogPostInput } from '@efe/shared/contract/blog-post';
import { CandidateInput } from '@efe/shared/contract/candidate';
import { TestimonialInput } from '@efe/shared/contract/testimonial';
import { LANGUAGES } from '@efe/shared/constants';
import { isRecord } from '@efe/shared/read-unknown';

type Row = Record<string, unknown>;

/** What each content resource's body holds: the shared contract says. */
export const BODY_FIELDS: Record<string, readonly string[]> = {
  blog: Object.keys(BlogPostInput.properties),
  testimonials: Object.keys(TestimonialInput.properties),
  candidates: Object.keys(CandidateInput.properties),
};

/** Per language: `{ en: {...}, ar: {...} }` or `{ en: "text" }`. */
const PER_LANGUAGE_FIELDS = ['translations', 'descriptions'];

/** An empty rich-text editor holds "<p></p>": no content either. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value !== 'string') return false;
  return value.replace(/<(?!img\b)[^>]*>|&nbsp;/gi, '').trim() === '';
}

function withoutBlanks(entry: Row): Row {
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => !isBlank(value)));
}

export function perLanguageBody(value: unknown): Row {
  const body: Row = {};
  if (!isRecord(value)) return body;
  for (const language of LANGUAGES) {
    const entry = value[language];
    if (isRecord(entry)) {
      const filled = withoutBlanks(entry);
      if (Object.keys(filled).length > 0) body[language] = filled;
    } else if (!isBlank(entry)) {
      body[language] = entry;
    }
  }
  return body;
}

/** The body the admin API accepts for a form's values. */
export function contentBody(resource: string, values: Row): Row {
  const fields = BODY_FIELDS[resource];
  if (!fields) throw new Error(`No body is known for ${resource}`);
  const body: Row = {};
  for (const field of fields) {
    const value = values[field];
    if (PER_LANGUAGE_FIELDS.includes(field)) body[field] = perLanguageBody(value);
    else if (!isBlank(value)) body[field] = Array.isArray(value) ? value.filter((item) => !isBlank(item)) : value;
  }
  return body;
}
