import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrate';

export type Db = Database.Database;

/**
 * Applicants' names, e-mails and phones are in this file: only the API's own user may read it.
 * SQLite gives its -wal and -shm files the mode of the database file.
 */
export const DATABASE_FILE_MODE = 0o600;
export const DATA_DIRECTORY_MODE = 0o700;

function restrictAccess(databasePath: string): void {
  if (databasePath === ':memory:') return;
  // A directory we did not create (say /tmp) keeps its mode; our own files are ours to restrict.
  fs.mkdirSync(path.dirname(databasePath), { recursive: true, mode: DATA_DIRECTORY_MODE });
  fs.closeSync(fs.openSync(databasePath, 'a', DATABASE_FILE_MODE));
  for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`]) {
    if (fs.existsSync(file)) fs.chmodSync(file, DATABASE_FILE_MODE);
  }
}

/** Opens (creating if needed) the SQLite file in WAL mode and brings its schema up to date. */
export function openDatabase(databasePath: string): Db {
  restrictAccess(databasePath);
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  // FULL makes every committed transaction durable before we answer 201.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Deleted rows are overwritten with zeros, not left in free pages (and so in every later backup):
  // an erased applicant must not be readable in the file.
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
