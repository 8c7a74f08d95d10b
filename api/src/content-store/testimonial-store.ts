/** Testimonials with every translation, for the admin API and the seed; each change in one transaction. */
import type { TestimonialInput, TestimonialRecord, TestimonialTranslation } from '../../../src/lib/contract/testimonial';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
import { createItem, grouped, nextPosition, replaceItem, withTranslations, type ContentStore } from './store-helpers';

type Item = Omit<TestimonialRecord, 'translations'>;
const ALL = sql<[], Item>('SELECT id, position FROM testimonials ORDER BY position, id');
const ONE = sql<[number], Item>('SELECT id, position FROM testimonials WHERE id = ?');
const INSERT = sql<[number]>('INSERT INTO testimonials (position) VALUES (?)');
const POSITION = sql<[number], { position: number }>('SELECT position FROM testimonials WHERE id = ?');
const SET_POSITION = sql<[number, number]>('UPDATE testimonials SET position = ? WHERE id = ?');
const DELETE_TRANSLATIONS = sql<[number]>('DELETE FROM testimonial_translations WHERE testimonial_id = ?');
const DELETE = sql<[number]>('DELETE FROM testimonials WHERE id = ?');
const TRANSLATIONS = sql<[number], TestimonialTranslation & { language: string }>(
  'SELECT language, name, testimonial FROM testimonial_translations WHERE testimonial_id = ?',
);
const INSERT_TRANSLATION = sql<[number, string, string, string]>(
  'INSERT INTO testimonial_translations (testimonial_id, language, name, testimonial) VALUES (?, ?, ?, ?)',
);

export class TestimonialStore implements ContentStore<TestimonialInput, TestimonialRecord> {
  constructor(private readonly db: Db) {}

  private readonly translated = withTranslations((id) => grouped(on(this.db, TRANSLATIONS).all(id)));

  list(): TestimonialRecord[] {
    return on(this.db, ALL).all().map(this.translated);
  }

  get(id: number): TestimonialRecord | undefined {
    const item = on(this.db, ONE).get(id);
    return item && this.translated(item);
  }

  create(input: TestimonialInput): number {
    const insert = () => on(this.db, INSERT).run(input.position ?? nextPosition(this.db, 'testimonials')).lastInsertRowid;
    return createItem(this.db, insert, (id) => this.insertTranslations(id, input));
  }

  replace(id: number, input: TestimonialInput): boolean {
    return replaceItem(
      this.db,
      () => on(this.db, POSITION).get(id),
      (current) => {
        on(this.db, SET_POSITION).run(input.position ?? current.position, id);
        on(this.db, DELETE_TRANSLATIONS).run(id);
        this.insertTranslations(id, input);
      },
    );
  }

  remove(id: number): boolean {
    return on(this.db, DELETE).run(id).changes > 0;
  }

  private insertTranslations(id: number, input: TestimonialInput): void {
    const insert = on(this.db, INSERT_TRANSLATION);
    for (const [language, t] of Object.entries(input.translations)) {
      if (t) insert.run(id, language, t.name, t.testimonial);
    }
  }
}
