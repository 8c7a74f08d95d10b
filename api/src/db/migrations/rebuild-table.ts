import type Database from 'better-sqlite3';

/** Makes the table again from its own CREATE statement as `change` rewrites it, rows and indexes kept. */
export function rebuildTable(db: Database.Database, table: string, change: (create: string) => string): void {
  const create: unknown = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table);
  const indexes: unknown[] = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").pluck().all(table);
  if (typeof create !== 'string') throw new Error(`no table ${table} to rebuild`);
  const changed = change(create);
  if (changed === create) throw new Error(`rebuilding ${table} would change nothing`);
  const rebuilt = `${table}_rebuilt`;
  db.exec(changed.replace(/^CREATE TABLE "?\w+"?/, `CREATE TABLE ${rebuilt}`));
  db.exec(`INSERT INTO ${rebuilt} SELECT * FROM ${table}; DROP TABLE ${table}; ALTER TABLE ${rebuilt} RENAME TO ${table};`);
  for (const index of indexes) if (typeof index === 'string') db.exec(index);
}
