/**
 * `npm run api:backup [-- <directory>]`: a copy of the database, the applicants' files and the
 * media, safe to take while the API runs (db/backup.ts). Without a directory it goes to
 * `backups/<date and time>` beside the database. Exits 1 when the copy is not complete.
 */
import path from 'node:path';
import { configFromEnv } from './config';
import { backUp } from './db/backup';

async function main(args: string[]): Promise<number> {
  const config = configFromEnv();
  const stamp = new Date().toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
  const dir = path.resolve(args[0] ?? path.join(path.dirname(config.databasePath), 'backups', stamp));
  const report = await backUp({ databasePath: config.databasePath, uploadsDir: config.uploadsDir, mediaDir: config.mediaDir }, dir);
  console.log(`Backed up ${config.databasePath} with its uploads and media to ${report.dir}: ${report.applications} applications, ${report.messages} contact messages.`);
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
