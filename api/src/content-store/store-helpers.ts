/** What the three content stores share: translations grouped by language, and the next position. */
import type { Translations } from '../../../src/lib/contract/schema-parts';
import { isLanguage } from '../../../src/lib/language';
import type { Db } from '../db/connection';

/** The five things the admin API does with each kind of content (admin/resource-routes.ts). */
export interface ContentStore<Input, Stored> {
  list(): Stored[];
  get(id: number): Stored | undefined;
  create(input: Input): number;
  /** Replaces the item and all its translations; false when there is no such item. */
  replace(id: number, input: Input): boolean;
  remove(id: number): boolean;
}

export function grouped<T>(rows: Array<T & { language: string }>): Translations<T> {
  const result: Translations<T> = {};
  for (const { language, ...fields } of rows) {
    if (isLanguage(language)) result[language] = fields as T;
  }
  return result;
}

export function nextPosition(db: Db, table: 'testimonials' | 'candidates'): number {
  return (db.prepare(`SELECT COALESCE(MAX(position) + 1, 0) AS next FROM ${table}`).get() as { next: number }).next;
}
