/**
 * `npm test`: every test, in order.
 *  0. the TypeScript compiler (site, API, admin) and ESLint, no error and no warning.
 *  1. jest: pure logic, components, and the API over real HTTP.
 *  2. the build must fail, naming the URL, when the API is unreachable.
 *  3. the staff admin built, a temporary seeded API with the admin API on, the local site as
 *     `npm start` runs it (build, static server with the production headers, rebuilder behind the
 *     API's deploy webhook), then Playwright in Debian's Chromium against it.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawn } from 'child_process';
import { randomBytes } from 'crypto';
import { buildAdminApp } from './lib/admin-app';
import { startLocalSite, type LocalSite } from './lib/local-site';
import { apiLogTail, ROOT, run, shownPath, startApi, stop, waitForHealth } from './lib/processes';
import { runMain } from './lib/run-main';
import { testPorts, type TestPorts } from './lib/test-ports';


function step(title: string) {
  console.log(`\n=== ${title} ===\n`);
}

/** Runs gatsby build against a port nothing listens on and checks it fails with the URL in the message. */
async function buildFailsWithoutApi(deadPort: number): Promise<boolean> {
  const deadUrl = `http://127.0.0.1:${deadPort}`;
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: ROOT,
      env: { ...process.env, API_URL: deadUrl, CI: 'true' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const named = output.includes(deadUrl);
      if (code === 0 || !named) {
        console.error(output.slice(-3000));
        console.error(`Expected a failed build naming ${deadUrl}; exit ${code}, named: ${named}`);
        resolve(false);
      } else {
        console.log(`The build failed as it must, naming ${deadUrl}.`);
        resolve(true);
      }
    });
  });
}

async function main(): Promise<number> {
  const only = process.argv[2];
  // Free ports from the OS unless TEST_API_PORT / TEST_SITE_PORT say otherwise (README, "Two commands").
  let ports: TestPorts;
  try {
    ports = await testPorts();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  const API_URL = `http://127.0.0.1:${ports.api}`;
  const SITE_URL = `http://127.0.0.1:${ports.site}`;
  if (!only || only === 'unit') {
    step('typecheck and lint');
    for (const project of ['tsconfig.json', 'api/tsconfig.json', 'admin/tsconfig.json']) {
      const code = await run('tsc', ['--noEmit', '-p', project]);
      if (code !== 0) return code;
    }
    const lint = await run('eslint', ['.', '--max-warnings', '0']);
    if (lint !== 0) return lint;

    step('jest: unit, component and API tests');
    const code = await run('jest', ['--ci']);
    if (code !== 0) return code;
    if (only === 'unit') return 0;
  }

  // `tsx scripts/test.ts e2e [playwright args]` skips jest and this check while working on browser tests.
  if (only !== 'e2e') {
    step('build without an API must fail');
    if (!(await buildFailsWithoutApi(ports.dead))) return 1;
  }

  step('browser tests against a temporary seeded API and the built site');
  // Before the API starts: it serves the admin's files only if they exist then.
  console.log('Building the staff admin…');
  try {
    await buildAdminApp();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
  const apiEnv = {
    HOST: '127.0.0.1',
    PORT: String(ports.api),
    DATABASE_PATH: path.join(dataDir, 'content.db'),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    SITE_ORIGINS: SITE_URL,
    RATE_LIMIT_MAX: '1000',
    ADMIN_TOKEN: randomBytes(24).toString('base64url'),
    DEPLOY_HOOK_URL: `http://127.0.0.1:${ports.rebuild}/rebuild`,
    DEPLOY_DEBOUNCE_MS: '500',
    DEPLOY_RETRY_BASE_MS: '1000',
  };
  // Outside dataDir (removed at the end) so it can be read after a failed run.
  const apiLog = path.join(os.tmpdir(), 'site-e2e-api.log');
  console.log(`The test API's log: ${shownPath(apiLog)}`);
  const api = startApi(apiEnv, apiLog);
  let stopping = false;
  api.on('exit', (code) => {
    if (!stopping) console.error(`\nThe test API stopped unexpectedly (exit ${code}). The end of its log:\n${apiLogTail(apiLog)}`);
  });
  let site: LocalSite | undefined;
  try {
    await waitForHealth(API_URL);
    console.log('Building the site against the test API: about 2 minutes…');
    try {
      site = await startLocalSite({
        siteHost: '127.0.0.1',
        sitePort: ports.site,
        rebuildPort: ports.rebuild,
        buildEnv: { API_URL, GATSBY_API_URL: API_URL, SITE_URL, CI: 'true' },
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return 1;
    }
    return await run('playwright', ['test', ...(only === 'e2e' ? process.argv.slice(3) : [])], {
      E2E_SITE_URL: SITE_URL,
      E2E_API_URL: API_URL,
      E2E_DATA_DIR: dataDir,
      E2E_ADMIN_TOKEN: apiEnv.ADMIN_TOKEN,
      E2E_REBUILD_STATUS_URL: `http://127.0.0.1:${ports.rebuild}/status`,
    });
  } finally {
    stopping = true;
    await site?.close();
    await stop(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
