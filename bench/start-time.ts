/**
 * `npm run bench:start`: what a newcomer waits for, timed on this checkout exactly as the README
 * says to use it. It runs `npm start` (on free ports, with its own data directory), and measures:
 *  - the first start: until the site answers at its address (the terminal's "Site:" line),
 *  - a restart after Ctrl+C (the Gatsby cache is warm now),
 *  - an edited post: its title changed through the admin API, until the admin's Deploys says
 *    "live" and the built page has the new title.
 * Run it on a quiet machine; a fresh clone (`gatsby clean` state) gives the first-start figure.
 */
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { ROOT } from '../scripts/lib/processes';
import { runMain } from '../scripts/lib/run-main';
import { freePort } from '../scripts/lib/test-ports';
import { Type } from '@sinclair/typebox';
import { BlogPostRecord } from '@efe/shared/contract/blog-post';
import { checked } from './lib/checked';
import { adminCall } from './lib/admin-call';

const TOKEN = 'bench-start-token-0123456789';

interface Started {
  child: ChildProcess;
  seconds: number;
  output: string[];
}

async function npmStart(env: NodeJS.ProcessEnv): Promise<Started> {
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const take = (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n').filter(Boolean));
      if (output.some((line) => line.startsWith('Site: '))) resolve({ child, seconds: (Date.now() - started) / 1000, output });
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.on('exit', (code) => reject(new Error(`npm start ended (exit ${code}) before serving the site:\n${output.slice(-20).join('\n')}`)));
  });
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    if (child.pid) process.kill(-child.pid, 'SIGINT');
  });
}

async function main(): Promise<number> {
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  const env = {
    PORT: String(apiPort),
    SITE_PORT: String(sitePort),
    REBUILD_PORT: String(await freePort()),
    ADMIN_TOKEN: TOKEN,
    DATABASE_PATH: path.join(dataDir, 'content.db'),
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
  };
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  try {
    const first = await npmStart(env);
    console.log(`first start: ${first.seconds.toFixed(0)} s to a served site; the terminal printed ${first.output.length} lines`);
    await stopGroup(first.child);
    const again = await npmStart(env);
    console.log(`restart: ${again.seconds.toFixed(0)} s`);

    const { data: post } = checked(Type.Object({ data: BlogPostRecord }), await adminCall(apiUrl, TOKEN, 'GET', '/api/admin/blog/1'), 'GET /api/admin/blog/1');
    const title = `Edited to time the rebuild ${Date.now()}`;
    const saved = Date.now();
    await adminCall(apiUrl, TOKEN, 'PUT', '/api/admin/blog/1', {
      slug: post.slug,
      image: post.image,
      published_at: post.published_at,
      translations: { ...post.translations, en: { ...post.translations.en, title } },
    });
    let live = 0;
    let built = 0;
    while (!(live && built) && Date.now() - saved < 15 * 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const deploys = Type.Object({ data: Type.Array(Type.Object({ build: Type.Object({ state: Type.String() }) })) });
      const { data } = checked(deploys, await adminCall(apiUrl, TOKEN, 'GET', '/api/admin/deploys'), 'GET /api/admin/deploys');
      if (!live && data[0]?.build.state === 'published') live = Date.now();
      const page = await fetch(`${siteUrl}/blogs/${post.slug}`);
      if (!built && (await page.text()).includes(title)) built = Date.now();
    }
    console.log(`an edited post: built and served ${((built - saved) / 1000).toFixed(0)} s after Save; Deploys said "live" after ${((live - saved) / 1000).toFixed(0)} s`);
    console.log(`the terminal, after the edit: ${again.output.slice(-3).join(' | ')}`);
    await stopGroup(again.child);
    return 0;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
