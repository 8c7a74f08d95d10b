/**
 * The browser's checks of the content API's answers: the few it reads after the build (a post
 * newer than the build, the refreshed candidates and their filter options). Written out instead
 * of shipping a schema validator (the page's JavaScript budget); answer-checks.test.ts holds each
 * to the contract's schema with Ajv, field by field.
 */
import { CANCELLERS, CONSULTATION_STATUSES, MEETING_WAYS } from '../consultation-values';
import { isLanguage } from '../language';
import { isRecord } from '../read-unknown';
import type { BlogPost } from './blog-post';
import type { FilterOptions, Teacher } from './candidate';
import type { FreeSlot, PublicBooking } from './booking';

export type Check = (value: unknown) => boolean;

export const text: Check = (value) => typeof value === 'string';
export const flag: Check = (value) => typeof value === 'boolean';
const nonEmptyText: Check = (value) => typeof value === 'string' && value.length > 0;
const id: Check = (value) => Number.isInteger(value) && Number(value) >= 1;
export const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
export const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const listOrText: Check = (value) => value === null || nonEmptyText(value) || listOf(nonEmptyText)(value);
export const rating: Check = (value) => value === null || (Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 5);

/**
 * Every field the contract requires, each of its type, and each optional one of its type where it
 * is there (no cast: the guard says what was checked).
 */
export const shaped =
  (fields: Record<string, Check>, optional: Record<string, Check> = {}) =>
  (value: unknown): value is Record<string, unknown> =>
    isRecord(value) &&
    Object.entries(fields).every(([name, check]) => name in value && check(value[name])) &&
    Object.entries(optional).every(([name, check]) => value[name] === undefined || check(value[name]));

const blogPostShape = shaped({
  id,
  slug: text,
  title: nonEmptyText,
  content: nonEmptyText,
  category: orNull(text),
  author: orNull(text),
  meta_description: orNull(text),
  content_language: isLanguage,
  category_language: isLanguage,
  author_language: isLanguage,
  image: orNull(text),
  published_at: text,
});

const teacherShape = shaped(
  {
    id,
    first_name: nonEmptyText,
    last_name: nonEmptyText,
    roles: listOrText,
    language: listOrText,
    image: orNull(text),
    rating,
    experience_with_ages: orNull(text),
    attach_cv: orNull(text),
    country: orNull(text),
    description: orNull(text),
    description_language: orNull(isLanguage),
  },
  { cv_on_request: flag },
);

const filterOptionsShape = shaped({ roles: listOf(text), countries: listOf(text), languages: listOf(text) });

const oneOf =
  (...allowed: unknown[]): Check =>
  (value) =>
    allowed.includes(value);
const freeSlotShape = shaped({ start: text, end: text });
const publicBookingShape = shaped({
  id,
  starts_at: text,
  ends_at: text,
  meeting: oneOf(...MEETING_WAYS),
  full_name: text,
  service: orNull(text),
  status: oneOf(...CONSULTATION_STATUSES),
  cancelled_by: oneOf(...CANCELLERS, null),
  site_language: text,
});

export const isFreeSlot = (value: unknown): value is FreeSlot => freeSlotShape(value);
export const isPublicBooking = (value: unknown): value is PublicBooking => publicBookingShape(value);


export const isBlogPost = (value: unknown): value is BlogPost => blogPostShape(value);
export const isTeacher = (value: unknown): value is Teacher => teacherShape(value);
export const isFilterOptions = (value: unknown): value is FilterOptions => filterOptionsShape(value);
