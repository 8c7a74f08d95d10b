/** What the three content stores share: translations grouped by language, and the next position. */
import type { Translations } from '../../../src/lib/contract/schema-parts';
import { isLanguage } from '../../../src/lib/language';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';

/** The five things the admin API does with each kind of content (admin/resource-routes.ts). */
export interface ContentStore<Input, Stored> {
  list(): Stored[];
  get(id: number): Stored | undefined;
  create(input: Input): number;
  /** Replaces the item and all its translations; false when there is no such item. */
  replace(id: number, input: Input): boolean;
  remove(id: number): boolean;
}

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

/** An item row with its translations, read by `translations` (the stores' list and get). */
export const withTranslations =
  <T>(translations: (id: number) => T) =>
  <Row extends { id: number }>(row: Row): Row & { translations: T } => ({ ...row, translations: translations(row.id) });

/** Creates an item in one transaction: `insert` writes its row and answers its id, `withParts` its translations or descriptions. */
export function createItem(db: Db, insert: () => number | bigint, withParts: (id: number) => void): number {
  return db.transaction(() => {
    const id = Number(insert());
    withParts(id);
    return id;
  })();
}

/**
 * Replaces an item in one transaction: `current` reads what the replacement keeps when the input
 * leaves it out (false when there is no such item), `write` writes the row and its parts anew.
 */
export function replaceItem<Current>(db: Db, current: () => Current | undefined, write: (current: Current) => void): boolean {
  return db.transaction(() => {
    const found = current();
    if (!found) return false;
    write(found);
    return true;
  })();
}
