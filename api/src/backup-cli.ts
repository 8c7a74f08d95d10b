/**
 * `npm run api:backup [-- <directory>]`: a copy of the database, the applicants' files and the
 * media, safe to take while the API runs (db/backup.ts). Without a directory it goes to
 * `backups/<date and time>` beside the database, and backups there older than
 * BACKUP_RETENTION_DAYS are deleted (db/backup-rotation.ts). Exits 1 when the copy is not complete.
 */
import path from 'node:path';
import { BACKUP_RETENTION_DAYS } from '@efe/shared/constants';
import { configFromEnv } from './config';
import { backUp } from './backup/backup';
import { backupFolderName, backupsDirOf, removeOldBackups } from './backup/backup-rotation';

async function main(args: string[]): Promise<number> {
  const config = configFromEnv();
  const backupsDir = backupsDirOf(config.databasePath);
  const dir = path.resolve(args[0] ?? path.join(backupsDir, backupFolderName(new Date())));
  const report = await backUp({ databasePath: config.databasePath, uploadsDir: config.uploadsDir, mediaDir: config.mediaDir }, dir);
  console.log(`Backed up ${config.databasePath} with its uploads and media to ${report.dir}: ${report.applications} applications, ${report.messages} contact messages.`);
  const removed = removeOldBackups(backupsDir, BACKUP_RETENTION_DAYS);
  if (removed.length) console.log(`Deleted ${removed.length} backup(s) older than ${BACKUP_RETENTION_DAYS} days in ${backupsDir}: ${removed.join(', ')}.`);
  if (report.missingFiles.length === 0) return 0;
  console.error(`Incomplete: ${report.missingFiles.length} file(s) of applications in the copy are missing (${report.missingFiles.join(', ')}). Were they deleted meanwhile? Run the backup again.`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
