/**
 * Seeding: the seed format reader, `npm run api:seed` (content replaced, submissions kept) and
 * the first start of the server on an empty database (and only then).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { openDatabase } from '../src/db/connection';
import { schemaVersion } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { readSeed } from '../src/seed/read-seed';
import { parseSeedContent, SeedFormatError } from '../src/seed/seed-format';
import { queryAll } from './support/database';
import { FIXTURE_SEED_DIR, REPOSITORY_ROOT, removeServerFiles, startServer, temporaryServerFiles } from './support/server';

const run = promisify(execFile);
const TSX = path.join(REPOSITORY_ROOT, 'node_modules', '.bin', 'tsx');
const SEED_CLI = path.join(REPOSITORY_ROOT, 'api', 'src', 'seed-cli.ts');

function fixtureFile(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(FIXTURE_SEED_DIR, 'content', name), 'utf8'));
}

function fixtureFiles() {
  return {
    blog: fixtureFile('blog.json') as Array<Record<string, unknown>>,
    testimonials: fixtureFile('testimonials.json') as Array<Record<string, unknown>>,
    candidates: fixtureFile('candidates.json') as Array<Record<string, unknown>>,
  };
}

async function seedCli(databasePath: string, seedDir = FIXTURE_SEED_DIR) {
  return run(TSX, [SEED_CLI], { cwd: REPOSITORY_ROOT, env: { ...process.env, DATABASE_PATH: databasePath, SEED_DIR: seedDir } });
}

describe('seed format', () => {
  it('reads the fixture, keeping roles and languages as given', () => {
    const { content, missingMedia } = readSeed(FIXTURE_SEED_DIR);
    expect(missingMedia).toEqual([]);
    expect(content.blog).toHaveLength(7);
    expect(content.candidates.map((candidate) => candidate.roles)).toEqual([
      ['Nanny', 'Maternity Nurse'],
      'Governess',
      null,
      ['Tutor', 'Part Time Nanny'],
    ]);
  });

  it.each<[string, (files: ReturnType<typeof fixtureFiles>) => void, RegExp]>([
    ['a slug with capitals', (files) => (files.blog[0].slug = 'Not-A-Slug'), /blog\.json\[0\]\.slug/],
    ['a duplicate slug', (files) => (files.blog[1].slug = files.blog[0].slug), /appears twice/],
    ['a post without English', (files) => delete (files.blog[0].translations as Record<string, unknown>).en, /blog\.json\[0\]\.translations\.en: is required/],
    ['an unknown language', (files) => ((files.blog[0].translations as Record<string, unknown>).de = {}), /blog\.json\[0\]\.translations\.de: is not a known field/],
    ['a bad date', (files) => (files.blog[0].published_at = 'last week'), /blog\.json\[0\]\.published_at/],
    ['an image path outside the media folder', (files) => (files.blog[0].image = '../secret.jpg'), /blog\.json\[0\]\.image: must match pattern/],
    ['a rating of 7', (files) => (files.candidates[0].rating = 7), /candidates\.json\[0\]\.rating/],
    ['a published candidate without a rating', (files) => (files.candidates[2].rating = null), /candidates\.json\[2\]\.rating: Not published: a profile families see needs a rating/],
    ['a candidate without a rating, published by default', (files) => delete files.candidates[3].rating, /candidates\.json\[3\]\.rating: Not published/],
    ['roles as a number', (files) => (files.candidates[0].roles = 3), /candidates\.json\[0\]\.roles/],
    ['a testimonial without text', (files) => ((files.testimonials[0].translations as Record<string, Record<string, unknown>>).en.testimonial = ''), /testimonials\.json\[0\]\.translations\.en\.testimonial/],
    ['a misspelt field', (files) => (files.candidates[1].descripton = {}), /candidates\.json\[1\]\.descripton: is not a known field/],
  ])('refuses %s, naming where', (_, spoil, message) => {
    const files = fixtureFiles();
    spoil(files);
    expect(() => parseSeedContent(files)).toThrow(SeedFormatError);
    expect(() => parseSeedContent(files)).toThrow(message);
  });

  it("reads the site's own seed, every candidate it shows rated as publishing requires", () => {
    const { content, missingMedia } = readSeed(path.join(REPOSITORY_ROOT, 'api', 'seed'));
    expect(missingMedia).toEqual([]);
    const unrated = content.candidates.filter((candidate) => (candidate.published ?? true) && candidate.rating == null);
    expect(unrated.map((candidate) => `${candidate.first_name} ${candidate.last_name}`)).toEqual([]);
  });

  it('reports media files the content names but the folder lacks', () => {
    const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    try {
      fs.cpSync(path.join(FIXTURE_SEED_DIR, 'content'), path.join(seedDir, 'content'), { recursive: true });
      fs.mkdirSync(path.join(seedDir, 'media'));
      fs.copyFileSync(path.join(FIXTURE_SEED_DIR, 'media', 'blog-school.jpg'), path.join(seedDir, 'media', 'blog-school.jpg'));
      expect(readSeed(seedDir).missingMedia.sort()).toEqual(
        ['blog-first-week.png', 'candidate-maria.png', 'candidate-olga.jpg', 'cv-maria-santos.pdf'],
      );
    } finally {
      fs.rmSync(seedDir, { recursive: true, force: true });
    }
  });
});

describe('migrations', () => {
  it('bring a new database to the latest version and are safe to run again', () => {
    const files = temporaryServerFiles();
    try {
      openDatabase(files.databasePath).close();
      const db = openDatabase(files.databasePath);
      expect(schemaVersion(db)).toBe(MIGRATIONS[MIGRATIONS.length - 1].version);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      db.close();
    } finally {
      removeServerFiles(files);
    }
  });
});

describe('npm run api:seed', () => {
  it('replaces the content and never touches applications or contact messages', async () => {
    const files = temporaryServerFiles();
    try {
      await seedCli(files.databasePath);
      const db = new Database(files.databasePath);
      const before = queryAll<{ id: number; slug: string }>(files.databasePath, 'SELECT id, slug FROM blog_posts ORDER BY id');
      db.prepare("UPDATE blog_post_translations SET title = 'Edited by hand' WHERE language = 'en'").run();
      db.prepare('DELETE FROM candidates WHERE id = 1').run();
      db.prepare(
        `INSERT INTO applications (name, email, phone, languages, role, age_group, quote, site_language, cv_file, cv_mime, cv_size, photo_file, photo_mime, photo_size, created_at)
         VALUES ('Maria', 'm@example.com', '123', '["English"]', 'Nanny', '0-2', 'Hello', 'en', 'a.pdf', 'application/pdf', 10, 'b.png', 'image/png', 10, '2026-01-01T00:00:00.000Z')`,
      ).run();
      db.prepare(
        `INSERT INTO contact_messages (full_name, email, phone, subject, message, site_language, created_at)
         VALUES ('Fatima', 'f@example.com', '123', 'Hi', 'Hello', 'ar', '2026-01-01T00:00:00.000Z')`,
      ).run();
      db.close();

      const { stdout } = await seedCli(files.databasePath);
      expect(stdout).toContain('7 blog posts, 3 testimonials, 4 candidates');

      // The same posts again, under ids never given before (a message or link naming an old id names nothing, never another item).
      const reseeded = queryAll<{ id: number; slug: string }>(files.databasePath, 'SELECT id, slug FROM blog_posts ORDER BY id');
      expect(reseeded.map((post) => post.slug)).toEqual(before.map((post) => post.slug));
      expect(Math.min(...reseeded.map((post) => post.id))).toBeGreaterThan(Math.max(...before.map((post) => post.id)));
      expect(queryAll(files.databasePath, "SELECT title FROM blog_post_translations WHERE title = 'Edited by hand'")).toEqual([]);
      expect(queryAll(files.databasePath, 'SELECT id FROM candidates ORDER BY id')).toEqual([{ id: 5 }, { id: 6 }, { id: 7 }, { id: 8 }]);
      expect(queryAll(files.databasePath, 'SELECT name FROM applications')).toEqual([{ name: 'Maria' }]);
      expect(queryAll(files.databasePath, 'SELECT full_name FROM contact_messages')).toEqual([{ full_name: 'Fatima' }]);
    } finally {
      removeServerFiles(files);
    }
  });

  it('fails with a clear message and changes nothing when the seed is broken', async () => {
    const files = temporaryServerFiles();
    const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    try {
      await seedCli(files.databasePath);
      fs.cpSync(FIXTURE_SEED_DIR, seedDir, { recursive: true });
      fs.writeFileSync(path.join(seedDir, 'content', 'candidates.json'), '[{"first_name": "Only a first name"}]');
      await expect(seedCli(files.databasePath, seedDir)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('candidates.json[0].last_name'),
      });
      expect(queryAll(files.databasePath, 'SELECT COUNT(*) AS n FROM candidates')).toEqual([{ n: 4 }]);
    } finally {
      removeServerFiles(files);
      fs.rmSync(seedDir, { recursive: true, force: true });
    }
  });
});

describe('first start', () => {
  it('seeds an empty database, and leaves one with content alone on later starts', async () => {
    const files = temporaryServerFiles();
    try {
      let server = await startServer({ files });
      expect(((await (await fetch(`${server.baseUrl}/api/blog`)).json()) as { data: unknown[] }).data).toHaveLength(7);
      await server.stop();

      const db = new Database(files.databasePath);
      db.prepare("UPDATE blog_post_translations SET title = 'Edited by an editor' WHERE language = 'en'").run();
      db.close();

      server = await startServer({ files });
      const { data } = (await (await fetch(`${server.baseUrl}/api/blog`)).json()) as { data: Array<{ title: string }> };
      await server.stop();
      expect(data.every((post) => post.title === 'Edited by an editor')).toBe(true);
    } finally {
      removeServerFiles(files);
    }
  });
});
