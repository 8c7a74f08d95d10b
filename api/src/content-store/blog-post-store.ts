/** Blog posts with every translation, for the admin API and the seed; each change in one transaction. */
import type { BlogPostInput, BlogPostRecord, StoredBlogTranslation } from '@efe/shared/contract/blog-post';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
import { TranslatedItemStore } from './item-store';

/** A slug already used by another post. */
export class SlugTakenError extends Error {}

/** Dates are stored in one form (UTC, milliseconds) so that sorting them as text sorts them in time. */
const isoDate = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

type Post = Omit<BlogPostRecord, 'translations'>;
const ALL = sql<[], Post>('SELECT id, slug, image, published_at FROM blog_posts ORDER BY published_at DESC, id DESC');
const ONE = sql<[number], Post>('SELECT id, slug, image, published_at FROM blog_posts WHERE id = ?');
const INSERT = sql<[string, string | null, string]>('INSERT INTO blog_posts (slug, image, published_at) VALUES (?, ?, ?)');
const PUBLISHED_AT = sql<[number], { published_at: string }>('SELECT published_at FROM blog_posts WHERE id = ?');
const UPDATE = sql<[string, string | null, string, number]>('UPDATE blog_posts SET slug = ?, image = ?, published_at = ? WHERE id = ?');
const DELETE_TRANSLATIONS = sql<[number]>('DELETE FROM blog_post_translations WHERE post_id = ?');
const DELETE = sql<[number]>('DELETE FROM blog_posts WHERE id = ?');
const TRANSLATIONS = sql<[number], StoredBlogTranslation & { language: string }>(
  'SELECT language, title, content, category, author, meta_description FROM blog_post_translations WHERE post_id = ?',
);
const INSERT_TRANSLATION = sql<[number, string, string, string, string | null, string | null, string | null]>(
  `INSERT INTO blog_post_translations (post_id, language, title, content, category, author, meta_description)
   VALUES (?, ?, ?, ?, ?, ?, ?)`,
);

export class BlogPostStore extends TranslatedItemStore<BlogPostInput, Post, StoredBlogTranslation & { language: string }, { published_at: string }> {
  constructor(db: Db) {
    super(db, { all: ALL, one: ONE, kept: PUBLISHED_AT, removeParts: DELETE_TRANSLATIONS, remove: DELETE, translations: TRANSLATIONS });
  }

  protected insertRow(input: BlogPostInput): number | bigint {
    // A post saved without a date is published now.
    const publishedAt = isoDate(input.published_at) ?? new Date().toISOString();
    return this.guardSlug(() => on(this.db, INSERT).run(input.slug, input.image ?? null, publishedAt).lastInsertRowid);
  }

  protected updateRow(id: number, input: BlogPostInput, kept: { published_at: string }): void {
    this.guardSlug(() => on(this.db, UPDATE).run(input.slug, input.image ?? null, isoDate(input.published_at) ?? kept.published_at, id));
  }

  private guardSlug<T>(write: () => T): T {
    try {
      return write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlugTakenError('slug is already used by another post');
      throw error;
    }
  }

  protected insertParts(postId: number, input: BlogPostInput): void {
    const insert = on(this.db, INSERT_TRANSLATION);
    for (const [language, t] of Object.entries(input.translations)) {
      if (t) insert.run(postId, language, t.title, t.content, t.category ?? null, t.author ?? null, t.meta_description ?? null);
    }
  }
}
