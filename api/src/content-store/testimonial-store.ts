/** Testimonials with every translation, for the admin API and the seed; each change in one transaction. */
import type { TestimonialInput, TestimonialRecord, TestimonialTranslation } from '@efe/shared/contract/testimonial';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
import { TranslatedItemStore } from './item-store';
import { nextPosition } from './store-helpers';

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

export class TestimonialStore extends TranslatedItemStore<TestimonialInput, Item, TestimonialTranslation & { language: string }, { position: number }> {
  constructor(db: Db) {
    super(db, { all: ALL, one: ONE, kept: POSITION, removeParts: DELETE_TRANSLATIONS, remove: DELETE, translations: TRANSLATIONS });
  }

  protected insertRow(input: TestimonialInput): number | bigint {
    return on(this.db, INSERT).run(input.position ?? nextPosition(this.db, 'testimonials')).lastInsertRowid;
  }

  protected updateRow(id: number, input: TestimonialInput, kept: { position: number }): void {
    on(this.db, SET_POSITION).run(input.position ?? kept.position, id);
  }

  protected insertParts(id: number, input: TestimonialInput): void {
    const insert = on(this.db, INSERT_TRANSLATION);
    for (const [language, t] of Object.entries(input.translations)) {
      if (t) insert.run(id, language, t.name, t.testimonial);
    }
  }
}
