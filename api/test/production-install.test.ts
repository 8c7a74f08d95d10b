/**
 * The API as a server runs it: compiled to JavaScript (`npm run api:build`), started with Node
 * alone (`npm run api:start`), beside a production install of its workspace only (`npm ci
 * --omit=dev --workspace=api`, docs/deploying.md): the API's packages and the shared package's,
 * none of the site's or the admin's. What the API imports at run time must be a dependency of
 * api/ or shared/, or it fails below on the first contact message, PDF or DOCX.
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

/** What a server needs besides the packages: the manifests and the lock, the copy, the seed. */
const COPIED = ['package.json', 'package-lock.json', 'api/package.json', 'admin/package.json', 'shared/package.json', 'locales', 'api/seed'];
/** The production install's size goal: the API needs a few dozen packages, not the site's toolchain. */
const MOST_PACKAGES = 250;

/** Every installed package, nested ones included (a folder with a package.json under node_modules). */
function installedPackages(nodeModules: string): string[] {
  if (!fs.existsSync(nodeModules)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const folders = entry.name.startsWith('@') ? fs.readdirSync(path.join(nodeModules, entry.name)).map((name) => path.join(entry.name, name)) : [entry.name];
    for (const folder of folders) {
      const full = path.join(nodeModules, folder);
      if (!fs.existsSync(path.join(full, 'package.json'))) continue;
      found.push(folder);
      if (!fs.lstatSync(full).isSymbolicLink()) found.push(...installedPackages(path.join(full, 'node_modules')));
    }
  }
  return found;
}

beforeAll(async () => {
  for (const entry of COPIED) fs.cpSync(path.join(REPOSITORY_ROOT, entry), path.join(scratch, entry), { recursive: true });
  await buildApi(path.join(scratch, 'api', 'dist'));
  // From npm's cache where it holds the locked packages (the repository's own install filled it).
  // Install scripts are off here: better-sqlite3's would fetch its prebuilt binding from GitHub,
  // which a test machine may not reach, or else compile it for minutes; the binding the
  // repository's install built is the same file, for the same Node.
  await run('npm', ['ci', '--omit=dev', '--workspace=api', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: scratch, maxBuffer: 16 * 1024 * 1024 });
  fs.cpSync(path.join(REPOSITORY_ROOT, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'), path.join(scratch, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'));
}, 600_000);

afterAll(async () => {
  if (server) {
    await server.stop();
    removeServerFiles(server);
  }
  fs.rmSync(scratch, { recursive: true, force: true });
}, 120_000);

describe('a production install of the API', () => {
  it(`has at most ${MOST_PACKAGES} packages, none of the site's, the admin's or the tests'`, () => {
    const packages = installedPackages(path.join(scratch, 'node_modules'));
    expect(packages.length).toBeLessThanOrEqual(MOST_PACKAGES);
    for (const absent of ['gatsby', 'react', 'react-dom', 'react-admin', '@mui/material', 'vite', 'typescript', 'eslint', 'tsx', 'jest', '@playwright/test', 'vnu-jar', 'mailparser']) {
      expect([absent, packages.includes(absent)]).toEqual([absent, false]);
    }
    for (const present of ['fastify', 'better-sqlite3', 'yup', '@sinclair/typebox', '@efe/shared']) {
      expect([present, packages.includes(present)]).toEqual([present, true]);
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
