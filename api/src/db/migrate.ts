/**
 * Brings a database's schema up to date. `PRAGMA user_version` records the last migration applied;
 * each runs in its own transaction, so a failed migration leaves the previous version intact.
 */
import type Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export function schemaVersion(db: Database.Database): number {
  const version = db.pragma('user_version', { simple: true });
  if (typeof version !== 'number') throw new Error(`SQLite answered ${typeof version} for user_version`);
  return version;
}

/** Applies every migration after the database's version; `until`: the last one to apply (a test of one migration). */
export function migrate(db: Database.Database, until = Infinity): void {
  const current = schemaVersion(db);
  for (const migration of MIGRATIONS) {
    if (migration.version <= current || migration.version > until) continue;
    const foreignKeys = db.pragma('foreign_keys', { simple: true });
    // Outside the transaction: inside one, SQLite ignores this pragma.
    if (migration.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        migration.run?.(db);
        if (migration.rebuildsTables) {
          const broken: unknown = db.pragma('foreign_key_check');
          if (Array.isArray(broken) && broken.length) throw new Error(`migration ${migration.version} would break ${broken.length} foreign keys`);
        }
        db.pragma(`user_version = ${migration.version}`);
      })();
    } finally {
      if (migration.rebuildsTables) db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    }
  }
}
