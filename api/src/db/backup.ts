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

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
// An upload being written (upload-store's temporary names) is not a file yet.
const isTemporary = (name: string) => name.startsWith('.tmp-');

function copyFiles(from: string, to: string, fileMode: number | null): void {
  fs.mkdirSync(to, { recursive: true, mode: PRIVATE_DIR });
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (isTemporary(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyFiles(source, target, fileMode);
    else if (entry.isFile()) {
      fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
      if (fileMode !== null) fs.chmodSync(target, fileMode);
    }
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
    const files = db.prepare('SELECT cv_file, photo_file FROM applications').all() as Array<{ cv_file: string; photo_file: string }>;
    const messages = db.prepare('SELECT COUNT(*) AS count FROM contact_messages').get() as { count: number };
    const missingFiles = files.flatMap((row) => [row.cv_file, row.photo_file]).filter((name) => !fs.existsSync(path.join(uploadsDir, name)));
    return { applications: files.length, messages: messages.count, missingFiles };
  } finally {
    db.close();
  }
}

/** Copies the database, uploads and media into `dir` (new or empty), then checks the copy. */
export async function backUp(sources: BackupSources, dir: string): Promise<BackupReport> {
  if (!fs.existsSync(sources.databasePath)) throw new Error(`There is no database at ${sources.databasePath}: give the backup the API's DATABASE_PATH.`);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: a backup never writes over another`);
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  fs.chmodSync(dir, PRIVATE_DIR);
  const databasePath = path.join(dir, BACKUP_LAYOUT.database);
  const source = new Database(sources.databasePath, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databasePath);
  } finally {
    source.close();
  }
  fs.chmodSync(databasePath, PRIVATE_FILE);
  const uploadsDir = path.join(dir, BACKUP_LAYOUT.uploads);
  copyFiles(sources.uploadsDir, uploadsDir, PRIVATE_FILE);
  // Media are public pictures: they keep their modes.
  copyFiles(sources.mediaDir, path.join(dir, BACKUP_LAYOUT.media), null);
  return { dir, ...checkCopy(databasePath, uploadsDir) };
}
