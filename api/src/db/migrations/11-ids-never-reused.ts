import type Database from 'better-sqlite3';
import type { Migration } from './migration';
import { rebuildTable } from './rebuild-table';

/** Tables whose ids other rows, files, mails, links or the audit trail name. */
const LINKED_TABLES = ['blog_posts', 'testimonials', 'candidates', 'applications', 'contact_messages', 'deploys', 'staff_users', 'audit_log', 'mail_queue'];

/**
 * `id INTEGER PRIMARY KEY` reuses the largest id after it is deleted: a message about a deleted
 * candidate then showed the next one created. With AUTOINCREMENT an id is never given twice.
 * The table is made again from its own CREATE statement, rows and indexes kept.
 */
function withIdsNeverReused(db: Database.Database, table: string): void {
  const key = /\bid INTEGER PRIMARY KEY\b(?! AUTOINCREMENT)/;
  rebuildTable(db, table, (create) => {
    if (!key.test(create)) throw new Error(`${table} has no "id INTEGER PRIMARY KEY" to make AUTOINCREMENT`);
    return create.replace(key, 'id INTEGER PRIMARY KEY AUTOINCREMENT');
  });
}

export const idsNeverReused: Migration = {
  version: 11,
  description: 'ids never reused (AUTOINCREMENT) for every table whose ids are named elsewhere',
  sql: '',
  run: (db) => LINKED_TABLES.forEach((table) => withIdsNeverReused(db, table)),
  rebuildsTables: true,
};
