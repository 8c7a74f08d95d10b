/**
 * Write side of the content tables for the admin API: whole items with every translation, each
 * change in one transaction. The public read side stays in db/content-repository.ts.
 */
import type { Language } from '../../../src/lib/constants';
import type { BlogPostInput, BlogPostRecord, StoredBlogTranslation } from '../../../src/lib/contract/blog-post';
import type { CandidateInput, CandidateRecord } from '../../../src/lib/contract/candidate';
import type { TestimonialInput, TestimonialRecord, TestimonialTranslation } from '../../../src/lib/contract/testimonial';
import type { Translations } from '../../../src/lib/contract/schema-parts';
import { isLanguage } from '../../../src/lib/language';
import type { Db } from '../db/connection';
import { decodeListOrText, encodeListOrText } from '../db/list-or-text';

/** A slug already used by another post. */
export class SlugTakenError extends Error {}

function grouped<T>(rows: Array<T & { language: string }>): Translations<T> {
  const result: Translations<T> = {};
  for (const { language, ...fields } of rows) {
    if (isLanguage(language)) result[language] = fields as T;
  }
  return result;
}

/** Dates are stored in one form (UTC, milliseconds) so that sorting them as text sorts them in time. */
const isoDate = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export class AdminContentRepository {
  constructor(private readonly db: Db) {}

  // ---- blog posts

  blogPosts(): BlogPostRecord[] {
    const posts = this.db.prepare('SELECT id, slug, image, published_at FROM blog_posts ORDER BY published_at DESC, id DESC').all() as Array<
      Omit<BlogPostRecord, 'translations'>
    >;
    return posts.map((post) => ({ ...post, translations: this.blogTranslations(post.id) }));
  }

  blogPost(id: number): BlogPostRecord | undefined {
    const post = this.db.prepare('SELECT id, slug, image, published_at FROM blog_posts WHERE id = ?').get(id) as
      | Omit<BlogPostRecord, 'translations'>
      | undefined;
    return post && { ...post, translations: this.blogTranslations(post.id) };
  }

  createBlogPost(input: BlogPostInput, now: Date = new Date()): number {
    return this.db.transaction(() => {
      const id = Number(
        this.guardSlug(() =>
          this.db
            .prepare('INSERT INTO blog_posts (slug, image, published_at) VALUES (?, ?, ?)')
            .run(input.slug, input.image ?? null, isoDate(input.published_at) ?? now.toISOString()),
        ).lastInsertRowid,
      );
      this.insertBlogTranslations(id, input);
      return id;
    })();
  }

  /** Replaces the post and all its translations; false when there is no such post. */
  replaceBlogPost(id: number, input: BlogPostInput): boolean {
    return this.db.transaction(() => {
      const current = this.db.prepare('SELECT published_at FROM blog_posts WHERE id = ?').get(id) as { published_at: string } | undefined;
      if (!current) return false;
      this.guardSlug(() =>
        this.db
          .prepare('UPDATE blog_posts SET slug = ?, image = ?, published_at = ? WHERE id = ?')
          .run(input.slug, input.image ?? null, isoDate(input.published_at) ?? current.published_at, id),
      );
      this.db.prepare('DELETE FROM blog_post_translations WHERE post_id = ?').run(id);
      this.insertBlogTranslations(id, input);
      return true;
    })();
  }

  deleteBlogPost(id: number): boolean {
    return this.db.prepare('DELETE FROM blog_posts WHERE id = ?').run(id).changes > 0;
  }

  // ---- testimonials

  testimonials(): TestimonialRecord[] {
    const items = this.db.prepare('SELECT id, position FROM testimonials ORDER BY position, id').all() as Array<Omit<TestimonialRecord, 'translations'>>;
    return items.map((item) => ({ ...item, translations: this.testimonialTranslations(item.id) }));
  }

  testimonial(id: number): TestimonialRecord | undefined {
    const item = this.db.prepare('SELECT id, position FROM testimonials WHERE id = ?').get(id) as Omit<TestimonialRecord, 'translations'> | undefined;
    return item && { ...item, translations: this.testimonialTranslations(item.id) };
  }

  createTestimonial(input: TestimonialInput): number {
    return this.db.transaction(() => {
      const position = input.position ?? this.nextPosition('testimonials');
      const id = Number(this.db.prepare('INSERT INTO testimonials (position) VALUES (?)').run(position).lastInsertRowid);
      this.insertTestimonialTranslations(id, input);
      return id;
    })();
  }

  replaceTestimonial(id: number, input: TestimonialInput): boolean {
    return this.db.transaction(() => {
      const current = this.testimonialPosition(id);
      if (current === undefined) return false;
      this.db.prepare('UPDATE testimonials SET position = ? WHERE id = ?').run(input.position ?? current, id);
      this.db.prepare('DELETE FROM testimonial_translations WHERE testimonial_id = ?').run(id);
      this.insertTestimonialTranslations(id, input);
      return true;
    })();
  }

  deleteTestimonial(id: number): boolean {
    return this.db.prepare('DELETE FROM testimonials WHERE id = ?').run(id).changes > 0;
  }

  // ---- candidates

  candidates(): CandidateRecord[] {
    const ids = this.db.prepare('SELECT id FROM candidates ORDER BY position, id').all() as Array<{ id: number }>;
    return ids.map(({ id }) => this.candidate(id)!);
  }

  candidate(id: number): CandidateRecord | undefined {
    const row = this.db
      .prepare(
        `SELECT id, position, first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country
         FROM candidates WHERE id = ?`,
      )
      .get(id) as (Omit<CandidateRecord, 'roles' | 'language' | 'descriptions'> & { roles: string | null; language: string | null }) | undefined;
    if (!row) return undefined;
    const descriptions = this.db
      .prepare('SELECT language, description FROM candidate_descriptions WHERE candidate_id = ?')
      .all(id) as Array<{ language: Language; description: string }>;
    return {
      ...row,
      roles: decodeListOrText(row.roles),
      language: decodeListOrText(row.language),
      descriptions: Object.fromEntries(descriptions.map((d) => [d.language, d.description])),
    };
  }

  createCandidate(input: CandidateInput): number {
    return this.db.transaction(() => {
      const position = input.position ?? this.nextPosition('candidates');
      const id = Number(
        this.db
          .prepare(
            `INSERT INTO candidates (position, first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country)
             VALUES (@position, @first_name, @last_name, @roles, @language, @image, @rating, @experience_with_ages, @attach_cv, @country)`,
          )
          .run(this.candidateColumns(input, position)).lastInsertRowid,
      );
      this.insertDescriptions(id, input);
      return id;
    })();
  }

  replaceCandidate(id: number, input: CandidateInput): boolean {
    return this.db.transaction(() => {
      const current = this.db.prepare('SELECT position FROM candidates WHERE id = ?').get(id) as { position: number } | undefined;
      if (!current) return false;
      this.db
        .prepare(
          `UPDATE candidates SET position = @position, first_name = @first_name, last_name = @last_name, roles = @roles,
             language = @language, image = @image, rating = @rating, experience_with_ages = @experience_with_ages,
             attach_cv = @attach_cv, country = @country
           WHERE id = @id`,
        )
        .run({ ...this.candidateColumns(input, input.position ?? current.position), id });
      this.db.prepare('DELETE FROM candidate_descriptions WHERE candidate_id = ?').run(id);
      this.insertDescriptions(id, input);
      return true;
    })();
  }

  deleteCandidate(id: number): boolean {
    return this.db.prepare('DELETE FROM candidates WHERE id = ?').run(id).changes > 0;
  }

  // ---- helpers

  private guardSlug<T>(write: () => T): T {
    try {
      return write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlugTakenError('slug is already used by another post');
      throw error;
    }
  }

  private blogTranslations(postId: number): Translations<StoredBlogTranslation> {
    return grouped<StoredBlogTranslation>(
      this.db
        .prepare('SELECT language, title, content, category, author, meta_description FROM blog_post_translations WHERE post_id = ?')
        .all(postId) as Array<StoredBlogTranslation & { language: string }>,
    );
  }

  private insertBlogTranslations(postId: number, input: BlogPostInput): void {
    const insert = this.db.prepare(
      `INSERT INTO blog_post_translations (post_id, language, title, content, category, author, meta_description)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [language, t] of Object.entries(input.translations)) {
      if (t) insert.run(postId, language, t.title, t.content, t.category ?? null, t.author ?? null, t.meta_description ?? null);
    }
  }

  private testimonialTranslations(id: number): Translations<TestimonialTranslation> {
    return grouped<TestimonialTranslation>(
      this.db.prepare('SELECT language, name, testimonial FROM testimonial_translations WHERE testimonial_id = ?').all(id) as Array<
        TestimonialTranslation & { language: string }
      >,
    );
  }

  private insertTestimonialTranslations(id: number, input: TestimonialInput): void {
    const insert = this.db.prepare('INSERT INTO testimonial_translations (testimonial_id, language, name, testimonial) VALUES (?, ?, ?, ?)');
    for (const [language, t] of Object.entries(input.translations)) {
      if (t) insert.run(id, language, t.name, t.testimonial);
    }
  }

  private testimonialPosition(id: number): number | undefined {
    return (this.db.prepare('SELECT position FROM testimonials WHERE id = ?').get(id) as { position: number } | undefined)?.position;
  }

  private nextPosition(table: 'testimonials' | 'candidates'): number {
    return (this.db.prepare(`SELECT COALESCE(MAX(position) + 1, 0) AS next FROM ${table}`).get() as { next: number }).next;
  }

  private candidateColumns(input: CandidateInput, position: number) {
    return {
      position,
      first_name: input.first_name,
      last_name: input.last_name,
      roles: encodeListOrText(input.roles),
      language: encodeListOrText(input.language),
      image: input.image ?? null,
      rating: input.rating ?? null,
      experience_with_ages: input.experience_with_ages ?? null,
      attach_cv: input.attach_cv ?? null,
      country: input.country ?? null,
    };
  }

  private insertDescriptions(id: number, input: CandidateInput): void {
    const insert = this.db.prepare('INSERT INTO candidate_descriptions (candidate_id, language, description) VALUES (?, ?, ?)');
    for (const [language, description] of Object.entries(input.descriptions ?? {})) {
      if (description) insert.run(id, language, description);
    }
  }
}
