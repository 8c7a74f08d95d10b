/**
 * The schema the migrations build, statement by statement, against the snapshot in
 * fixtures/migrated-schema.json: moving or reformatting migration code must leave every table's and
 * index's SQL as SQLite stored it byte for byte (databases in use ran the migrations as shipped).
 * A new migration changes the schema on purpose: its author adds what it creates to the snapshot.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { MIGRATIONS, type Migration } from '../src/db/migrations';

interface SchemaSnapshot {
  user_version: number;
  rows: Array<{ type: string; name: string; tbl_name: string; sql: string | null }>;
}

const SNAPSHOT = path.join(__dirname, 'fixtures', 'migrated-schema.json');
const MIGRATIONS_DIR = path.join(__dirname, '..', 'src', 'db', 'migrations');

function migratedSchema(): SchemaSnapshot {
  const db = new Database(':memory:');
  try {
    db.pragma('foreign_keys = ON');
    migrate(db);
    const rows = db.prepare<[], SchemaSnapshot['rows'][number]>('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all();
    const version = db.pragma('user_version', { simple: true });
    if (typeof version !== 'number') throw new Error(`SQLite answered ${typeof version} for user_version`);
    return { user_version: version, rows };
  } finally {
    db.close();
  }
}

test('the migrations build exactly the schema of the snapshot, byte for byte', () => {
  const expected = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as SchemaSnapshot;
  const actual = migratedSchema();
  expect(actual.user_version).toBe(expected.user_version);
  expect(actual.rows.map((row) => `${row.type} ${row.name}`)).toEqual(expected.rows.map((row) => `${row.type} ${row.name}`));
  // One statement at a time, so a difference names its table or index.
  for (const [index, row] of actual.rows.entries()) expect({ name: row.name, tbl_name: row.tbl_name, sql: row.sql }).toEqual({ name: expected.rows[index].name, tbl_name: expected.rows[index].tbl_name, sql: expected.rows[index].sql });
});

test('one migration per file, NN-what-it-does.ts, listed in the order of their versions from 1', () => {
  expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_migration, index) => index + 1));
  const files = fs.readdirSync(MIGRATIONS_DIR).filter((file) => /^\d{2}-[a-z0-9-]+\.ts$/.test(file));
  expect(files).toHaveLength(MIGRATIONS.length);
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = Object.values(require(path.join(MIGRATIONS_DIR, file)) as Record<string, Migration>);
    expect([file, exported.map((migration) => migration.version)]).toEqual([file, [Number(file.slice(0, 2))]]);
    expect(MIGRATIONS).toContain(exported[0]);
  }
});
