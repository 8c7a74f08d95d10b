/**
 * Backups are kept BACKUP_RETENTION_DAYS days: `npm run api:backup` writes each into
 * `backups/<time>` beside the database and then deletes those older than that, and the API does
 * the same once a day. So an erasure, which cannot reach into a copy already made, reaches every
 * backup after that many days (the privacy notice says so).
 */
import fs from 'node:fs';
import path from 'node:path';

const DAY_MS = 24 * 60 * 60_000;

/** "2026-11-26T14-05-09Z": a backup's folder name, its time with the colons a file name cannot hold. */
export function backupFolderName(at: Date): string {
  return at.toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
}

/** The time a folder's name says it was made, or null for any other name (never deleted). */
export function backupTime(name: string): Date | null {
  const match = /^(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z$/.exec(name);
  if (!match) return null;
  const time = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** Where `npm run api:backup` puts backups by default: `backups/` beside the database. */
export function backupsDirOf(databasePath: string): string {
  return path.join(path.dirname(databasePath), 'backups');
}

/** Deletes the backups in `dir` made more than `days` days before `now`; answers their names. */
export function removeOldBackups(dir: string, days: number, now: Date = new Date()): string[] {
  if (!fs.existsSync(dir)) return [];
  const cutoff = now.getTime() - days * DAY_MS;
  const old = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (backupTime(entry.name)?.getTime() ?? Infinity) < cutoff)
    .map((entry) => entry.name);
  for (const name of old) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return old;
}
