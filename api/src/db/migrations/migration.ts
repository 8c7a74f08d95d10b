import type Database from 'better-sqlite3';

/** One step of the schema; `version` is the `PRAGMA user_version` a database has once it ran. */
export interface Migration {
  version: number;
  description: string;
  sql: string;
  /** Work SQL alone cannot say, run after `sql` in the same transaction. */
  run?: (db: Database.Database) => void;
  /**
   * Rebuilds tables that others reference: SQLite's procedure turns foreign keys off around the
   * transaction (a DROP would otherwise cascade to the rows referring to it) and checks them all
   * before it commits.
   */
  rebuildsTables?: boolean;
}
