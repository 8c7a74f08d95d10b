/**
 * A copy of everything the API keeps (the database, the applicants' files, the editors' media),
 * taken while the API runs. The database goes through SQLite's online backup, not a file copy: a
 * copied file can miss what is still in the write-ahead log, or catch it half written. The
 * database is copied first and the files after, so every application in the copy finds its CV
 * and photo (a file newer than the copy is harmless). The copy holds applicants' personal data, so
 * it gets the same private modes as the originals.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { TEMP_PREFIX } from '../uploads/upload-store';
import { DATA_DIRECTORY_MODE, DATABASE_FILE_MODE } from '../db/connection';
import { SubmissionRepository } from '../db/submission-repository';
import { leadOwners } from '../privacy/lead-owners';

export interface BackupSources {
  databasePath: string;
  uploadsDir: string;
  mediaDir: string;
}

export interface BackupReport {
  dir: string;
  applications: number;
  messages: number;
  /** Files an application in the copy names but the copy lacks (deleted between the two steps). */
  missingFiles: string[];
}

/** Where each part goes inside a backup, so that a restore copies them back by the same names. */
export const BACKUP_LAYOUT = { database: 'content.db', uploads: 'uploads', media: 'media' } as const;

// Each file keeps its mode (the uploads' private 0600, the media's public 0644).
function copyFiles(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true, mode: DATA_DIRECTORY_MODE });
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name.startsWith(TEMP_PREFIX)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyFiles(source, target);
    else if (entry.isFile()) fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
  }
}

function checkCopy(databasePath: string, uploadsDir: string): Omit<BackupReport, 'dir'> {
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    // One self-contained file (the original's WAL mode would leave -wal and -shm beside it); the API
    // turns WAL on again when it opens a restored copy.
    db.pragma('journal_mode = DELETE');
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`the copied database fails SQLite's integrity check: ${String(integrity)}`);
    const leads = new SubmissionRepository(db, leadOwners(db));
    const missingFiles = [...leads.referencedUploads()].filter((name) => !fs.existsSync(path.join(uploadsDir, name)));
    return { applications: leads.applications(1, 1).total, messages: leads.contactMessages(1, 1).total, missingFiles };
  } finally {
    db.close();
  }
}

/** Copies the database, uploads and media into `dir` (new or empty), then checks the copy. */
export async function backUp(sources: BackupSources, dir: string): Promise<BackupReport> {
  if (!fs.existsSync(sources.databasePath)) throw new Error(`There is no database at ${sources.databasePath}: give the backup the API's DATABASE_PATH.`);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: a backup never writes over another`);
  fs.mkdirSync(dir, { recursive: true, mode: DATA_DIRECTORY_MODE });
  fs.chmodSync(dir, DATA_DIRECTORY_MODE);
  const databasePath = path.join(dir, BACKUP_LAYOUT.database);
  const source = new Database(sources.databasePath, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databasePath);
  } finally {
    source.close();
  }
  fs.chmodSync(databasePath, DATABASE_FILE_MODE);
  const uploadsDir = path.join(dir, BACKUP_LAYOUT.uploads);
  copyFiles(sources.uploadsDir, uploadsDir);
  copyFiles(sources.mediaDir, path.join(dir, BACKUP_LAYOUT.media));
  return { dir, ...checkCopy(databasePath, uploadsDir) };
}
