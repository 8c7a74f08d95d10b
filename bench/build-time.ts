/**
 * `npm run bench:build`: how the build scales with content. In a throwaway copy of the project,
 * against a temporary API seeded with 100 and then 1,000 posts per language (with pictures),
 * times a cold build (`gatsby clean` first) and a warm one (cache kept). Writes
 * bench/build-results.json.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawn } from 'child_process';
import { ROOT } from '../scripts/lib/processes';
import { runMain } from '../scripts/lib/run-main';
import { copyProject } from './lib/project-copy';
import { seedWithPosts } from './lib/generated-seed';
import { table } from './lib/stats';
import { startTempApi } from './lib/temp-api';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4420);
const SIZES = (process.env.BENCH_POSTS ?? '100,1000').split(',').map(Number);

function gatsby(project: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(path.join(project, 'node_modules/.bin/gatsby'), args, {
      cwd: project,
      env: { ...process.env, ...env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`gatsby ${args.join(' ')} exited ${code}`))));
  });
}

async function main(): Promise<number> {
  const project = copyProject();
  const results: Array<{ postsPerLanguage: number; pages: number; coldSeconds: number; warmSeconds: number }> = [];
  try {
    for (const size of SIZES) {
      const seedDir = seedWithPosts(size);
      const api = await startTempApi(API_PORT, { SEED_DIR: seedDir });
      try {
        const env = { API_URL: api.url, GATSBY_API_URL: api.url, SITE_URL: 'https://www.example.ae' };
        await gatsby(project, ['clean'], env);
        console.log(`${size} posts per language: cold build ...`);
        const coldSeconds = await gatsby(project, ['build'], env);
        console.log(`${size} posts per language: warm build ...`);
        const warmSeconds = await gatsby(project, ['build'], env);
        const pages = fs.readdirSync(path.join(project, 'public/page-data'), { recursive: true }).filter((name) => String(name).endsWith('page-data.json')).length;
        results.push({ postsPerLanguage: size, pages, coldSeconds, warmSeconds });
        console.log(`  cold ${coldSeconds.toFixed(1)} s, warm ${warmSeconds.toFixed(1)} s, ${pages} pages`);
      } finally {
        await api.close();
        fs.rmSync(seedDir, { recursive: true, force: true });
      }
    }
    const rows = results.map((item) => [String(item.postsPerLanguage), String(item.pages), item.coldSeconds.toFixed(1), item.warmSeconds.toFixed(1)]);
    const [small, large] = [results.find((item) => item.postsPerLanguage === 100), results.find((item) => item.postsPerLanguage === 1000)];
    console.log(`\n${table(['posts/lang', 'pages', 'cold s', 'warm s'], rows)}`);
    if (small && large) {
      console.log(`\n1,000 / 100 posts: cold ${(large.coldSeconds / small.coldSeconds).toFixed(2)}x, warm ${(large.warmSeconds / small.warmSeconds).toFixed(2)}x`);
    }
    const environment = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length };
    fs.writeFileSync(path.join(ROOT, 'bench/build-results.json'), `${JSON.stringify({ environment, results }, null, 2)}\n`);
    console.log('\nWrote bench/build-results.json');
    return 0;
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
}

runMain(main);
