/**
 * `npm run api:backup`: a copy taken while the API runs holds every lead with its files, and an
 * API started on the copy (a restore) serves them; it never writes over another backup.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { BACKUP_LAYOUT, backUp, type BackupSources } from '../src/backup/backup';
import { openDatabase } from '../src/db/connection';
import { backupFolderName, backupTime, removeOldBackups } from '../src/backup/backup-rotation';
import { BACKUP_RETENTION_DAYS } from '@efe/shared/constants';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { applicationForm, postForm, postJson, validFiles } from './support/forms';
import { REPOSITORY_ROOT, removeServerFiles, startServer, temporaryServerFiles, type RunningServer } from './support/server';

const MESSAGE = { full_name: 'Omar Haddad', email: 'omar@example.com', phone: '+971501234567', subject: 'Twins', message: 'From March.' };
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('backing up while the API runs', () => {
  const files = temporaryServerFiles();
  const mediaDir = path.join(files.dataDir, 'media');
  const sources: BackupSources = { databasePath: files.databasePath, uploadsDir: files.uploadsDir, mediaDir };
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'content-api-backups-'));
  let server: RunningServer;
  let applicationIds: number[];

  beforeAll(async () => {
    server = await startServer({ files, env: { ADMIN_TOKEN, MEDIA_DIR: mediaDir } });
    applicationIds = [];
    for (const name of ['Maria Santos', 'Olga Ivanova']) applicationIds.push((await postForm(server.baseUrl, applicationForm({ name }))).body.id!);
    await postJson(server.baseUrl, '/api/contact', MESSAGE);
    fs.mkdirSync(mediaDir, { recursive: true });
    fs.writeFileSync(path.join(mediaDir, 'post-picture.jpg'), 'a picture');
  }, 30_000);
  afterAll(async () => {
    await server.stop();
    removeServerFiles(server);
    fs.rmSync(backups, { recursive: true, force: true });
  });

  it('copies every lead with its files while the API has the database open, privately, and an API started on the copy serves them', async () => {
    const dir = path.join(backups, 'first');
    const report = await backUp(sources, dir);
    expect(report).toEqual({ dir, applications: 2, messages: 1, missingFiles: [] });
    expect(fs.readdirSync(dir).sort()).toEqual([BACKUP_LAYOUT.database, BACKUP_LAYOUT.media, BACKUP_LAYOUT.uploads]);
    expect(fs.readFileSync(path.join(dir, BACKUP_LAYOUT.media, 'post-picture.jpg'), 'utf8')).toBe('a picture');
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, BACKUP_LAYOUT.database))).toBe(0o600);
    for (const upload of fs.readdirSync(path.join(dir, BACKUP_LAYOUT.uploads))) expect(modeOf(path.join(dir, BACKUP_LAYOUT.uploads, upload))).toBe(0o600);

    const restored = await startServer({
      files: { dataDir: dir, databasePath: path.join(dir, BACKUP_LAYOUT.database), uploadsDir: path.join(dir, BACKUP_LAYOUT.uploads) },
      env: { ADMIN_TOKEN, MEDIA_DIR: path.join(dir, BACKUP_LAYOUT.media) },
    });
    try {
      const list = await adminCall<{ data: Array<{ id: number; name: string }> }>(restored.baseUrl, 'GET', '/api/admin/applications');
      expect(list.body.data.map((application) => application.name).sort()).toEqual(['Maria Santos', 'Olga Ivanova']);
      const cv = await fetch(`${restored.baseUrl}/api/admin/applications/${applicationIds[0]}/cv`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(cv.status).toBe(200);
      expect(Buffer.from(await cv.arrayBuffer())).toEqual(validFiles().cv.bytes);
    } finally {
      await restored.stop();
    }
  }, 30_000);

  it('never writes over another backup', async () => {
    const dir = path.join(backups, 'taken');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, BACKUP_LAYOUT.database), 'an older backup');
    await expect(backUp(sources, dir)).rejects.toThrow(`${dir} is not empty`);
    expect(fs.readFileSync(path.join(dir, BACKUP_LAYOUT.database), 'utf8')).toBe('an older backup');
  });

  it('names a database that is not there, and makes no backup directory', async () => {
    const dir = path.join(backups, 'wrong-path');
    const wrong = path.join(files.dataDir, 'elsewhere', 'content.db');
    await expect(backUp({ ...sources, databasePath: wrong }, dir)).rejects.toThrow(`There is no database at ${wrong}: give the backup the API's DATABASE_PATH.`);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('says when an application in the copy lacks a file, and the command exits 1', async () => {
    const id = (await postForm(server.baseUrl, applicationForm({ name: 'Deleted Meanwhile' }))).body.id!;
    // Its CV gone from under it (deleted between the database copy and the file copy).
    const db = new Database(files.databasePath, { readonly: true });
    const { cv_file: lost } = db.prepare('SELECT cv_file FROM applications WHERE id = ?').get(id) as { cv_file: string };
    db.close();
    fs.rmSync(path.join(files.uploadsDir, lost));

    const dir = path.join(backups, 'incomplete');
    const run = () =>
      execFileSync(path.join(REPOSITORY_ROOT, 'node_modules', '.bin', 'tsx'), ['api/src/backup-cli.ts', dir], {
        cwd: REPOSITORY_ROOT,
        env: { ...process.env, DATABASE_PATH: files.databasePath, UPLOADS_DIR: files.uploadsDir, MEDIA_DIR: mediaDir },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    let failure: { status?: number; stderr?: string } = {};
    try {
      run();
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr).toContain(`Incomplete: 1 file(s) of applications in the copy are missing (${lost})`);
  }, 30_000);
});

describe('backups are kept BACKUP_RETENTION_DAYS days', () => {
  it('names folders by their time, reads it back, and deletes only backups older than the period', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-rotation-'));
    try {
      const now = new Date('2026-11-26T12:00:00.000Z');
      const day = 24 * 60 * 60_000;
      expect(backupFolderName(now)).toBe('2026-11-26T12-00-00Z');
      expect(backupTime('2026-11-26T12-00-00Z')).toEqual(now);
      expect(backupTime('notes')).toBeNull();
      const made = (daysAgo: number) => {
        const name = backupFolderName(new Date(now.getTime() - daysAgo * day));
        fs.mkdirSync(path.join(dir, name, 'uploads'), { recursive: true });
        return name;
      };
      const [fresh, edge, old, older] = [made(1), made(BACKUP_RETENTION_DAYS - 0.5), made(BACKUP_RETENTION_DAYS + 0.5), made(60)];
      fs.mkdirSync(path.join(dir, 'kept-by-hand'));
      expect(removeOldBackups(dir, BACKUP_RETENTION_DAYS, now).sort()).toEqual([old, older].sort());
      expect(fs.readdirSync(dir).sort()).toEqual([fresh, edge, 'kept-by-hand'].sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('npm run api:backup deletes the backups beside the database older than the period after it makes its own', () => {
    const files = temporaryServerFiles();
    try {
      openDatabase(files.databasePath).close();
      const backupsDir = path.join(path.dirname(files.databasePath), 'backups');
      const old = path.join(backupsDir, backupFolderName(new Date(Date.now() - (BACKUP_RETENTION_DAYS + 1) * 24 * 60 * 60_000)));
      fs.mkdirSync(old, { recursive: true });
      const output = execFileSync(path.join(REPOSITORY_ROOT, 'node_modules', '.bin', 'tsx'), ['api/src/backup-cli.ts'], {
        cwd: REPOSITORY_ROOT,
        env: { ...process.env, DATABASE_PATH: files.databasePath, UPLOADS_DIR: files.uploadsDir, MEDIA_DIR: path.join(files.dataDir, 'media') },
        encoding: 'utf8',
      });
      expect(output).toContain(`Deleted 1 backup(s) older than ${BACKUP_RETENTION_DAYS} days`);
      const left = fs.readdirSync(backupsDir);
      expect(left).toHaveLength(1);
      expect(backupTime(left[0])!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      removeServerFiles(files);
    }
  }, 30_000);
});
