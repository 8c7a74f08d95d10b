/**
 * The API as a server runs it: compiled to JavaScript (`npm run api:build`), started with Node
 * alone (`npm run api:start`), beside a production install of the packages (`npm ci
 * --omit=dev`). The install here is the same lock pruned in a scratch folder (the packages
 * linked, not downloaded again), then every devDependency removed: what the API imports at run
 * time must be a dependency, or it fails below on the first contact message, PDF or DOCX.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { applicationForm, postForm, postJson } from './support/forms';
import { buildApi } from '../../scripts/build-api';
import { streamedDocx } from './support/sample-files';
import { FIXTURE_SEED_DIR, REPOSITORY_ROOT, removeServerFiles, startServer, type RunningServer } from './support/server';

const run = promisify(execFile);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'api-production-'));
let server: RunningServer | undefined;

/** What a server needs besides the packages: the manifest and lock, the copy, the seed. */
const COPIED = ['package.json', 'package-lock.json', 'locales', 'api/seed'];

beforeAll(async () => {
  for (const entry of COPIED) fs.cpSync(path.join(REPOSITORY_ROOT, entry), path.join(scratch, entry), { recursive: true });
  await buildApi(path.join(scratch, 'api', 'dist'));
  // Hard links: the scratch folder gets its own directory tree to prune, the files are shared.
  await run('cp', ['-al', path.join(REPOSITORY_ROOT, 'node_modules'), path.join(scratch, 'node_modules')]);
  await run('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: scratch, maxBuffer: 16 * 1024 * 1024 });
}, 600_000);

afterAll(async () => {
  if (server) {
    await server.stop();
    removeServerFiles(server);
  }
  fs.rmSync(scratch, { recursive: true, force: true });
}, 120_000);

describe('a production install of the API', () => {
  it('has none of the packages only the tests use (others, such as TypeScript and ESLint, come with Gatsby)', () => {
    for (const devOnly of ['jest', '@playwright/test', 'vnu-jar', 'linkinator', 'mailparser', '@types/yauzl']) {
      expect([devOnly, fs.existsSync(path.join(scratch, 'node_modules', devOnly))]).toEqual([devOnly, false]);
    }
  });

  it('starts with Node alone and takes a contact message and applications with a PDF and a DOCX', async () => {
    const packageJson: unknown = JSON.parse(fs.readFileSync(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8'));
    // The test starts what `npm run api:start` starts, from the scratch folder.
    const start = typeof packageJson === 'object' && packageJson !== null && 'scripts' in packageJson ? JSON.stringify(packageJson.scripts) : '';
    expect(start).toContain('"api:start":"node api/dist/api/src/main.js"');
    server = await startServer({
      command: { executable: process.execPath, args: ['api/dist/api/src/main.js'], cwd: scratch },
      env: { SEED_DIR: FIXTURE_SEED_DIR, NODE_OPTIONS: '' },
    });

    const message = await postJson(server.baseUrl, '/api/contact', {
      full_name: 'Fatima Al Suwaidi',
      email: 'fatima@example.ae',
      phone: '+971 50 420 7718',
      subject: 'Governess for two children',
      message: 'We are looking for a full-time governess for our daughters, aged 7 and 9.',
      site_language: 'en',
    });
    expect(message.status).toBe(201);

    expect((await postForm(server.baseUrl, applicationForm())).status).toBe(201);
    const docx = applicationForm({ email: 'docx.applicant@example.com' }, { cv: { bytes: streamedDocx('Curriculum vitae'), filename: 'cv.docx', type: 'application/octet-stream' } });
    expect(await postForm(server.baseUrl, docx)).toMatchObject({ status: 201 });
  }, 120_000);
});
