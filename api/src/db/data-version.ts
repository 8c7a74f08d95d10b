/**
 * A text that changes whenever what the database holds does: `total_changes()` counts this
 * connection's writes, `PRAGMA data_version` another connection's or process's. Whatever is
 * computed from the database may be kept while it stays the same.
 */
import type { Db } from './connection';

export function dataVersion(db: Db): () => string {
  // Prepared once: db.pragma() would prepare its statement on every call.
  const totalChanges = db.prepare('SELECT total_changes()').pluck();
  const version = db.prepare('PRAGMA data_version').pluck();
  return () => `${version.get()}:${totalChanges.get()}`;
}
