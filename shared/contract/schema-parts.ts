/**
 * Building blocks of the content contract. Each is a JSON schema (TypeBox) and, through
 * `Static`, the TypeScript type of what it accepts: the API's validation, the seed check and
 * every caller's types come from one declaration.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LANGUAGES, type Language } from '../constants';

/** Longest blog slug; the API's router limit is set from it so such a slug is not a 414. */
export const SLUG_MAX_LENGTH = 200;

/** Ids and positions past this are nonsense, and past 2^63 SQLite refuses them. */
export const MAX_ID = 2_147_483_647;

export type Translations<T> = Partial<Record<Language, T>>;

/** One of the site's languages. */
export const LanguageCode = Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] });

/**
 * Which language an answer's text is in: the one asked for, or English where the item has no
 * translation (a fallback the site marks with lang and dir).
 */
export const ContentLanguage = LanguageCode;

/** Text a person must fill in. */
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** A string or null, as one JSON type (so validation messages stay plain, not "anyOf"). */
export const NullableString = (maxLength?: number) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...(maxLength === undefined ? {} : { maxLength }) });
export const NullableInteger = () => Type.Unsafe<number | null>({ type: ['integer', 'null'] });
/** A candidate's rating, one to five stars, or null for none (the site then shows no stars). */
export const NullableRating = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 5 });


/** A file name under /media (what the admin's upload answered): no folders, so never outside it. */
export const MEDIA_FILE_NAME = '^[A-Za-z0-9][A-Za-z0-9._-]*$';
export const MEDIA_FILE_NAME_MAX_LENGTH = 200;
export const MediaFileName = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  pattern: MEDIA_FILE_NAME,
  maxLength: MEDIA_FILE_NAME_MAX_LENGTH,
});
const MEDIA_FILE_NAME_PATTERN = new RegExp(MEDIA_FILE_NAME);
/** The same rule for a name read from a URL. */
export const isMediaFileName = (name: string): boolean => name.length <= MEDIA_FILE_NAME_MAX_LENGTH && MEDIA_FILE_NAME_PATTERN.test(name);

/**
 * A picture's or a file's address in an answer: an absolute http(s) URL, or empty or null for none
 * (the site shows its placeholder). Anything else (HTML, a script: URL, a bare path) is refused.
 */
export const NullableUrl = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 2000, pattern: '^(https?://[^\\s<>"\'`]+)?$' });

/** An optional date and time (ISO 8601), or null. */
export const NullableDateTime = Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' });

/** Lower-case letters, digits and single hyphens: a post's URL (/blogs/{slug}). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: SLUG_MAX_LENGTH });

export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const Position = Type.Integer({ minimum: 0, maximum: MAX_ID });

/** Roles and languages are kept exactly as given: a list, one text, or nothing (docs/product-rules.md, Candidates). */
export const ListOrText = Type.Union([Type.Array(Text(100), { maxItems: 20 }), Text(200), Type.Null()]);
export type ListOrText = Static<typeof ListOrText>;

/**
 * One `item` per language. English is the fallback of every other language, so where it is
 * required, items cannot exist without it.
 */
export function PerLanguage<T extends TSchema>(item: T, requireEnglish: boolean) {
  return Type.Unsafe<Translations<Static<T>>>({
    type: 'object',
    additionalProperties: false,
    ...(requireEnglish ? { required: ['en'] } : {}),
    properties: Object.fromEntries(LANGUAGES.map((language) => [language, item])),
  });
}
