/** What the content stores share besides ItemStore: translations grouped by language, and the next position. */
import type { Translations } from '@efe/shared/contract/schema-parts';
import { isLanguage } from '@efe/shared/language';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';

export function grouped<Row extends { language: string }>(rows: Row[]): Translations<Omit<Row, 'language'>> {
  const result: Translations<Omit<Row, 'language'>> = {};
  for (const { language, ...fields } of rows) {
    if (isLanguage(language)) result[language] = fields;
  }
  return result;
}

const NEXT_POSITION = {
  testimonials: sql<[], { next: number }>('SELECT COALESCE(MAX(position) + 1, 0) AS next FROM testimonials'),
  candidates: sql<[], { next: number }>('SELECT COALESCE(MAX(position) + 1, 0) AS next FROM candidates'),
};

export function nextPosition(db: Db, table: keyof typeof NEXT_POSITION): number {
  return on(db, NEXT_POSITION[table]).get()?.next ?? 0;
}
