/**
 * `npm test`: every test, in order.
 *  0. the TypeScript compiler (site, API, admin) and ESLint, no error and no warning.
 *  1. jest: pure logic, components, and the API over real HTTP.
 *  2. the build must fail, naming the URL, when the API is unreachable; it must succeed against an
 *     API of the seed's contract only, with the site's fallbacks on the pages (seed-contract-build.ts).
 *  3. Playwright in Debian's Chromium; its global setup (e2e/global-setup.ts) starts what the
 *     browser tests run against: a temporary seeded API, the staff admin and the local site.
 *  4. the page query types the build wrote (graphqlTypegen) are the ones committed: step 0
 *     checked the code against the committed file, so a query changed without them fails here.
 */
import fs from 'fs';
import path from 'path';
import { spawn } from 'child_process';
import { ROOT, run } from './lib/processes';
import { runMain } from './lib/run-main';
import { freePort } from './lib/test-ports';
import { buildsAgainstSeedContract } from './lib/seed-contract-build';

/** Written by every build (gatsby-config's graphqlTypegen), committed so tsc can run before one. */
const QUERY_TYPES = path.join(ROOT, 'gatsby/types/gatsby-types.d.ts');

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
    if (!(await buildFailsWithoutApi(await freePort()))) return 1;
    step("build against an API of the seed's contract: the fallbacks on the pages");
    if (!(await buildsAgainstSeedContract())) return 1;
  }

  step('browser tests against a temporary seeded API and the built site');
  const typesBefore = fs.readFileSync(QUERY_TYPES, 'utf8');
  const code = await run('playwright', ['test', ...(only === 'e2e' ? process.argv.slice(3) : [])]);
  if (code !== 0) return code;
  if (fs.readFileSync(QUERY_TYPES, 'utf8') !== typesBefore) {
    console.error(`The build rewrote ${path.relative(ROOT, QUERY_TYPES)}: a page query changed. Commit the new file (and run npm test again).`);
    return 1;
  }
  return 0;
}

runMain(main);
