/** Where a person's data may still be after an erasure: every text cell of every table. */
import type Database from 'better-sqlite3';

/** Every text cell of every table of `db` holding `needle`, as "table: value". */
export function rowsHolding(db: Database.Database, needle: string): string[] {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
  return tables.flatMap(({ name }) =>
    db
      .prepare<[], Record<string, unknown>>(`SELECT * FROM "${name}"`)
      .all()
      .flatMap((row) => Object.values(row).filter((value): value is string => typeof value === 'string' && value.includes(needle)).map((value) => `${name}: ${value}`)),
  );
}
