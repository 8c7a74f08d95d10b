/** A blog post (SPEC 3, 7): what editors and the seed write, and what the API answers. */
import { Type, type Static } from '@sinclair/typebox';
import { ContentLanguage, Id, MediaFileName, NullableString, PerLanguage, Slug, Text } from './schema-parts';

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
  /** The picture's URL. */
  image: NullableString(),
  published_at: Type.String(),
});
export type BlogPost = Static<typeof BlogPost>;

/** GET /api/blog/recent/blogs. */
export const RecentPost = Type.Pick(BlogPost, ['slug', 'title', 'image', 'content_language']);
export type RecentPost = Static<typeof RecentPost>;
