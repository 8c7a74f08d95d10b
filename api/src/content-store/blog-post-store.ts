/** Blog posts with every translation, for the admin API and the seed; each change in one transaction. */
import type { BlogPostInput, BlogPostRecord, StoredBlogTranslation } from '../../../src/lib/contract/blog-post';
import type { Translations } from '../../../src/lib/contract/schema-parts';
import type { Db } from '../db/connection';
import { grouped, type ContentStore } from './store-helpers';

/** A slug already used by another post. */
export class SlugTakenError extends Error {}

/** Dates are stored in one form (UTC, milliseconds) so that sorting them as text sorts them in time. */
const isoDate = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export class BlogPostStore implements ContentStore<BlogPostInput, BlogPostRecord> {
  constructor(private readonly db: Db) {}

  list(): BlogPostRecord[] {
    const posts = this.db.prepare('SELECT id, slug, image, published_at FROM blog_posts ORDER BY published_at DESC, id DESC').all() as Array<
      Omit<BlogPostRecord, 'translations'>
    >;
    return posts.map((post) => ({ ...post, translations: this.translations(post.id) }));
  }

  get(id: number): BlogPostRecord | undefined {
    const post = this.db.prepare('SELECT id, slug, image, published_at FROM blog_posts WHERE id = ?').get(id) as
      | Omit<BlogPostRecord, 'translations'>
      | undefined;
    return post && { ...post, translations: this.translations(post.id) };
  }

  create(input: BlogPostInput, now: Date = new Date()): number {
    return this.db.transaction(() => {
      const id = Number(
        this.guardSlug(() =>
          this.db
            .prepare('INSERT INTO blog_posts (slug, image, published_at) VALUES (?, ?, ?)')
            .run(input.slug, input.image ?? null, isoDate(input.published_at) ?? now.toISOString()),
        ).lastInsertRowid,
      );
      this.insertTranslations(id, input);
      return id;
    })();
  }

  replace(id: number, input: BlogPostInput): boolean {
    return this.db.transaction(() => {
      const current = this.db.prepare('SELECT published_at FROM blog_posts WHERE id = ?').get(id) as { published_at: string } | undefined;
      if (!current) return false;
      this.guardSlug(() =>
        this.db
          .prepare('UPDATE blog_posts SET slug = ?, image = ?, published_at = ? WHERE id = ?')
          .run(input.slug, input.image ?? null, isoDate(input.published_at) ?? current.published_at, id),
      );
      this.db.prepare('DELETE FROM blog_post_translations WHERE post_id = ?').run(id);
      this.insertTranslations(id, input);
      return true;
    })();
  }

  remove(id: number): boolean {
    return this.db.prepare('DELETE FROM blog_posts WHERE id = ?').run(id).changes > 0;
  }

  private guardSlug<T>(write: () => T): T {
    try {
      return write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlugTakenError('slug is already used by another post');
      throw error;
    }
  }

  private translations(postId: number): Translations<StoredBlogTranslation> {
    return grouped<StoredBlogTranslation>(
      this.db
        .prepare('SELECT language, title, content, category, author, meta_description FROM blog_post_translations WHERE post_id = ?')
        .all(postId) as Array<StoredBlogTranslation & { language: string }>,
    );
  }

  private insertTranslations(postId: number, input: BlogPostInput): void {
    const insert = this.db.prepare(
      `INSERT INTO blog_post_translations (post_id, language, title, content, category, author, meta_description)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [language, t] of Object.entries(input.translations)) {
      if (t) insert.run(postId, language, t.title, t.content, t.category ?? null, t.author ?? null, t.meta_description ?? null);
    }
  }
}
