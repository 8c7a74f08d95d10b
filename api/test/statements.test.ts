/**
 * Every SQL statement of the API against a migrated database: a renamed column or table fails
 * here, not on a visitor's request. The fixed statements are the ones `sql()` registered when
 * their modules loaded (all of api/src is loaded); those built from a filter run with every filter.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { registeredSql } from '../src/db/sql';
import { SubmissionRepository } from '../src/db/submission-repository';
import { leadOwners } from '../src/privacy/lead-owners';
import { LeadStatsQuery } from '../src/db/lead-stats';
import { newContactMessage } from './support/leads';

const SOURCE = path.join(__dirname, '..', 'src');
// The command-line entry points start work when loaded; their statements live in the modules they import.
const ENTRY_POINTS = /(^main|-cli)\.ts$/;

function sourceModules(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceModules(file);
    return entry.name.endsWith('.ts') && !ENTRY_POINTS.test(entry.name) ? [file] : [];
  });
}

function migratedDatabase(): Database.Database {
  const db = new Database(':memory:');
  migrate(db);
  return db;
}

/** The statements SQLite refuses to compile, with its reason. */
function refused(db: Database.Database): string[] {
  return registeredSql().flatMap((text) => {
    try {
      db.prepare(text);
      return [];
    } catch (error) {
      return [`${error instanceof Error ? error.message : String(error)}: ${text.replace(/\s+/g, ' ').slice(0, 120)}`];
    }
  });
}

beforeAll(() => {
  // Loading a module is what registers its statements; which modules exist is only known here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const file of sourceModules(SOURCE)) require(file);
});

test('every fixed statement compiles against the migrated schema', () => {
  // The API has about a hundred; a handful would mean the modules did not load.
  expect(registeredSql().length).toBeGreaterThan(80);
  expect(refused(migratedDatabase())).toEqual([]);
});

test('a renamed column fails this test, naming the column', () => {
  const db = migratedDatabase();
  db.exec('ALTER TABLE applications RENAME COLUMN cv_mime TO cv_type');
  const failures = refused(db);
  expect(failures.length).toBeGreaterThan(0);
  expect(failures.filter((failure) => !failure.includes('cv_mime'))).toEqual([]);
});

test('the statements built from filters run with every filter', () => {
  const db = migratedDatabase();
  const repository = new SubmissionRepository(db, leadOwners(db));
  repository.insertContactMessage(newContactMessage({ utm_source: 'newsletter' }));
  const everyFilter = {
    handled: 'no',
    source: 'news',
    role: 'Nanny',
    language: 'English',
    site_language: 'en',
    since: '2026-01-01',
    until: '2099-12-31',
  } as const;
  expect(repository.applications(1, 10, everyFilter)).toEqual({ rows: [], total: 0 });
  expect(repository.contactMessages(1, 10, { handled: 'no', source: 'news' }).total).toBe(1);
  expect(repository.contactMessages(1, 10, { handled: 'yes' }).total).toBe(0);
  expect(new LeadStatsQuery(db).at(new Date()).by_source).toEqual([{ source: 'newsletter', leads: 1 }]);
});
