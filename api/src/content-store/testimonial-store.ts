/** Testimonials with every translation, for the admin API and the seed; each change in one transaction. */
import type { TestimonialInput, TestimonialRecord, TestimonialTranslation } from '../../../src/lib/contract/testimonial';
import type { Db } from '../db/connection';
import { grouped, nextPosition, type ContentStore } from './store-helpers';

export class TestimonialStore implements ContentStore<TestimonialInput, TestimonialRecord> {
  constructor(private readonly db: Db) {}

  list(): TestimonialRecord[] {
    const items = this.db.prepare('SELECT id, position FROM testimonials ORDER BY position, id').all() as Array<Omit<TestimonialRecord, 'translations'>>;
    return items.map((item) => ({ ...item, translations: this.translations(item.id) }));
  }

  get(id: number): TestimonialRecord | undefined {
    const item = this.db.prepare('SELECT id, position FROM testimonials WHERE id = ?').get(id) as Omit<TestimonialRecord, 'translations'> | undefined;
    return item && { ...item, translations: this.translations(item.id) };
  }

  create(input: TestimonialInput): number {
    return this.db.transaction(() => {
      const position = input.position ?? nextPosition(this.db, 'testimonials');
      const id = Number(this.db.prepare('INSERT INTO testimonials (position) VALUES (?)').run(position).lastInsertRowid);
      this.insertTranslations(id, input);
      return id;
    })();
  }

  replace(id: number, input: TestimonialInput): boolean {
    return this.db.transaction(() => {
      const current = this.db.prepare('SELECT position FROM testimonials WHERE id = ?').get(id) as { position: number } | undefined;
      if (!current) return false;
      this.db.prepare('UPDATE testimonials SET position = ? WHERE id = ?').run(input.position ?? current.position, id);
      this.db.prepare('DELETE FROM testimonial_translations WHERE testimonial_id = ?').run(id);
      this.insertTranslations(id, input);
      return true;
    })();
  }

  remove(id: number): boolean {
    return this.db.prepare('DELETE FROM testimonials WHERE id = ?').run(id).changes > 0;
  }

  private translations(id: number) {
    return grouped<TestimonialTranslation>(
      this.db.prepare('SELECT language, name, testimonial FROM testimonial_translations WHERE testimonial_id = ?').all(id) as Array<
        TestimonialTranslation & { language: string }
      >,
    );
  }

  private insertTranslations(id: number, input: TestimonialInput): void {
    const insert = this.db.prepare('INSERT INTO testimonial_translations (testimonial_id, language, name, testimonial) VALUES (?, ?, ?, ?)');
    for (const [language, t] of Object.entries(input.translations)) {
      if (t) insert.run(id, language, t.name, t.testimonial);
    }
  }
}
