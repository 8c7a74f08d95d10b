/** A blog post (docs/product-rules.md, Blog and The content API): what editors and the seed write, and what the API answers. */
import { Type, type Static } from '@sinclair/typebox';
import { ContentLanguage, Id, MediaFileName, NullableDateTime, NullableString, NullableUrl, PerLanguage, Slug, Text } from './schema-parts';

export const BlogTranslation = Type.Object(
  {
    title: Text(300),
    content: Text(200_000),
    category: Type.Optional(NullableString(100)),
    author: Type.Optional(NullableString(100)),
    meta_description: Type.Optional(NullableString(300)),
  },
  { additionalProperties: false },
);
export type BlogTranslation = Static<typeof BlogTranslation>;

/** The body of POST/PUT /api/admin/blog and an item of the seed's blog.json. */
export const BlogPostInput = Type.Object(
  {
    slug: Slug,
    image: Type.Optional(MediaFileName),
    published_at: Type.Optional(Type.String({ format: 'date-time' })),
    translations: PerLanguage(BlogTranslation, true),
  },
  { additionalProperties: false },
);
export type BlogPostInput = Static<typeof BlogPostInput>;

/** A translation as stored: every field present, null where left out. */
export const StoredBlogTranslation = Type.Required(BlogTranslation);
export type StoredBlogTranslation = Static<typeof StoredBlogTranslation>;

/** A post with every translation, as the admin API answers it. */
export const BlogPostRecord = Type.Object({
  id: Id,
  slug: Type.String(),
  image: MediaFileName,
  image_url: Type.Optional(NullableString()),
  published_at: Type.String(),
  translations: PerLanguage(StoredBlogTranslation, false),
});
export type BlogPostRecord = Static<typeof BlogPostRecord>;

/** GET /api/blog and /api/blog/:slug: the post in one language (English where it lacks that one). */
export const BlogPost = Type.Object({
  id: Id,
  slug: Type.String(),
  ...StoredBlogTranslation.properties,
  content_language: ContentLanguage,
  /** The category's and the author's languages: content_language, or English where only the English translation names them. */
  category_language: ContentLanguage,
  author_language: ContentLanguage,
  /** The picture's URL. */
  image: NullableString(),
  published_at: Type.String(),
});
export type BlogPost = Static<typeof BlogPost>;

/** GET /api/blog/recent/blogs. */
export const RecentPost = Type.Pick(BlogPost, ['slug', 'title', 'image', 'content_language']);
export type RecentPost = Static<typeof RecentPost>;

/**
 * A post as the build accepts it from any API that speaks the seed's contract (the consultancy's
 * first API did; ours answers BlogPost, a narrower shape): id and slug must be there, every other
 * field may be missing, null or empty, and the site shows its fallback ('Blog Detail' for a title,
 * the placeholder picture; no category or author line). Fields our API adds are optional: without
 * content_language the text is in the language asked for, without published_at the posts keep the
 * API's order and show no date. A wrong type, a slug that is not a slug or markup where a URL goes
 * still stops the build.
 */
export const BlogPostAnswer = Type.Object({
  id: Id,
  slug: Slug,
  title: Type.Optional(NullableString(300)),
  content: Type.Optional(NullableString(200_000)),
  image: Type.Optional(NullableUrl),
  category: Type.Optional(NullableString(100)),
  author: Type.Optional(NullableString(100)),
  meta_description: Type.Optional(NullableString(300)),
  content_language: Type.Optional(ContentLanguage),
  category_language: Type.Optional(ContentLanguage),
  author_language: Type.Optional(ContentLanguage),
  published_at: Type.Optional(NullableDateTime),
});
export type BlogPostAnswer = Static<typeof BlogPostAnswer>;

/** GET /api/blog/recent/blogs as the build accepts it: `{slug, title, image}`, our content_language optional. */
export const RecentPostAnswer = Type.Pick(BlogPostAnswer, ['slug', 'title', 'image', 'content_language']);
export type RecentPostAnswer = Static<typeof RecentPostAnswer>;
