/**
 * `npm run bench:build`: how the build scales with the blog. In a throwaway copy of the project,
 * against a temporary API seeded with 100 and then 1,000 posts per language, each post with a
 * picture of its own (made here, bench/lib/generated-seed.ts), it times:
 *  - a cold build (`gatsby clean` first: what every deploy after a dependency change does),
 *  - a warm build with nothing changed,
 *  - one edited post: the local rebuilder of `npm start` (scripts/lib/local-site.ts) is running,
 *    a post's title is changed through the admin API, its deploy hook is called, and the clock
 *    runs until the static server answers the post with the new title; and on until the rebuilder
 *    has published the blog's search index too, which it writes after the pages;
 * and weighs the blog's list pages (HTML and page-data, gzip). Writes bench/build-results.json.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { spawn } from 'child_process';
import { ROOT } from '../scripts/lib/processes';
import { runMain } from '../scripts/lib/run-main';
import { stepTime } from '../scripts/lib/build-reporter';
import { startLocalSite } from '../scripts/lib/local-site';
import { freePort } from '../scripts/lib/test-ports';
import { copyProject } from './lib/project-copy';
import { PICTURE_WIDTH, seedWithPosts } from './lib/generated-seed';
import { table } from './lib/stats';
import { startTempApi } from './lib/temp-api';
import { Type } from '@sinclair/typebox';
import { BlogPostRecord } from '@efe/shared/contract/blog-post';
import { checked } from './lib/checked';
import { adminCall } from './lib/admin-call';

const SIZES = (process.env.BENCH_POSTS ?? '100,1000').split(',').map(Number);
const ADMIN_TOKEN = 'bench-admin-token-0123456789';

interface Result {
  postsPerLanguage: number;
  pictures: number;
  pages: number;
  coldSeconds: number;
  warmSeconds: number;
  /** Gatsby's seconds per step of the cold and the warm build. */
  coldSteps: Record<string, number>;
  warmSteps: Record<string, number>;
  /** The same for the edited post's rebuild, read from the rebuilder's log. */
  editSteps: Record<string, number>;
  editSeconds: number;
  /** Until the rebuilder had published the search index too (it writes it after the pages). */
  editSearchSeconds: number;
  /** The heaviest blog list page: its HTML and page-data, bytes and gzip. */
  listPage: { path: string; htmlGzip: number; pageDataBytes: number; pageDataGzip: number };
}

/** A build's wall-clock seconds and Gatsby's own seconds per step (steps overlap: jobs run beside queries). */
interface Timed {
  seconds: number;
  steps: Record<string, number>;
}

/** The steps worth a column: where a cold or warm build of the blog spends its time. */
const REPORTED_STEPS = [
  'source and transform nodes',
  'Building production JavaScript and CSS bundles',
  'run queries in workers',
  'Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs',
  'Building static HTML for pages',
  'stitching slices',
  'onPostBuild',
] as const;

function gatsby(project: string, args: string[], env: NodeJS.ProcessEnv): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(path.join(project, 'node_modules/.bin/gatsby'), args, {
      cwd: project,
      env: { ...process.env, ...env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => (code === 0 ? resolve({ seconds: (Date.now() - started) / 1000, steps: stepsOf(output) }) : reject(new Error(`gatsby ${args.join(' ')} exited ${code}`))));
  });
}

/** The heaviest of the blog's list pages in every language, by the gzip size of its HTML. */
function heaviestListPage(publicDir: string): Result['listPage'] {
  const listPages = ['', '/ar', '/ru'].flatMap((prefix) => {
    const first = `${prefix}/blogs`;
    const more = path.join(publicDir, prefix, 'blogs/page');
    const numbers = fs.existsSync(more) ? fs.readdirSync(more) : [];
    return [first, ...numbers.map((number) => `${prefix}/blogs/page/${number}`)];
  });
  const weighed = listPages.map((page) => {
    const html = fs.readFileSync(path.join(publicDir, page, 'index.html'));
    const pageData = fs.readFileSync(path.join(publicDir, 'page-data', page, 'page-data.json'));
    return { path: page, htmlGzip: zlib.gzipSync(html).length, pageDataBytes: pageData.length, pageDataGzip: zlib.gzipSync(pageData).length };
  });
  return weighed.reduce((heaviest, page) => (page.htmlGzip > heaviest.htmlGzip ? page : heaviest));
}

/** Gatsby's seconds per step in a build's output. */
function stepsOf(output: string): Record<string, number> {
  const steps: Record<string, number> = {};
  for (const line of output.split('\n')) {
    const step = stepTime(line);
    if (step) steps[step.step] = (steps[step.step] ?? 0) + step.seconds;
  }
  return steps;
}

/**
 * Seconds from the deploy hook's call to the static server answering the post with its new title,
 * and to the rebuilder's end (the search index published too), and the rebuild's steps.
 */
async function timeOneEdit(project: string, apiUrl: string): Promise<Timed & { searchSeconds: number }> {
  const [sitePort, rebuildPort] = [await freePort(), await freePort()];
  const buildLog = path.join(project, 'data/bench-site-build.log');
  const site = await startLocalSite({ siteHost: '127.0.0.1', sitePort, rebuildPort, projectDir: project, buildLog, buildEnv: { API_URL: apiUrl, GATSBY_API_URL: apiUrl, SITE_URL: 'https://www.example.ae', CI: 'true' } });
  try {
    const { data } = checked(Type.Object({ data: BlogPostRecord }), await adminCall(apiUrl, ADMIN_TOKEN, 'GET', '/api/admin/blog/1'), 'GET /api/admin/blog/1');
    const title = `Edited for the benchmark ${Date.now()}`;
    const { slug, image, published_at: publishedAt, translations } = data;
    await adminCall(apiUrl, ADMIN_TOKEN, 'PUT', `/api/admin/blog/${data.id}`, { slug, image, published_at: publishedAt, translations: { ...translations, en: { ...translations.en, title } } });
    const started = Date.now();
    const hook = await fetch(`http://127.0.0.1:${rebuildPort}/rebuild`, { method: 'POST' });
    if (hook.status !== 202) throw new Error(`the rebuild hook answered ${hook.status}`);
    const url = `http://127.0.0.1:${sitePort}/blogs/${slug}`;
    for (;;) {
      const html = await (await fetch(url)).text();
      if (html.includes(title)) {
        const seconds = (Date.now() - started) / 1000;
        await site.queue.idle();
        const [run] = site.queue.state().runs;
        if (!run.ok) throw new Error(`the rebuild after the edit failed (${buildLog})`);
        return { seconds, searchSeconds: (Date.now() - started) / 1000, steps: stepsOf(fs.readFileSync(buildLog, 'utf8')) };
      }
      if (Date.now() - started > 600_000) throw new Error(`${url} did not show the edit within 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await site.close();
  }
}

async function main(): Promise<number> {
  const project = copyProject();
  const results: Result[] = [];
  try {
    for (const size of SIZES) {
      console.log(`${size} posts per language: making ${size} pictures ${PICTURE_WIDTH} px wide ...`);
      const seedDir = await seedWithPosts(size);
      const api = await startTempApi(await freePort(), { SEED_DIR: seedDir, ADMIN_TOKEN });
      try {
        const env = { API_URL: api.url, GATSBY_API_URL: api.url, SITE_URL: 'https://www.example.ae' };
        await gatsby(project, ['clean'], env);
        console.log(`${size} posts per language: cold build ...`);
        const { seconds: coldSeconds, steps: coldSteps } = await gatsby(project, ['build'], env);
        console.log(`${size} posts per language: warm build ...`);
        const { seconds: warmSeconds, steps: warmSteps } = await gatsby(project, ['build'], env);
        const publicDir = path.join(project, 'public');
        const pages = fs.readdirSync(path.join(publicDir, 'page-data'), { recursive: true }).filter((name) => String(name).endsWith('page-data.json')).length;
        const listPage = heaviestListPage(publicDir);
        console.log(`${size} posts per language: one edited post, rebuilt by the local rebuilder ...`);
        const { seconds: editSeconds, searchSeconds: editSearchSeconds, steps: editSteps } = await timeOneEdit(project, api.url);
        const pictures = fs.readdirSync(path.join(seedDir, 'media')).filter((name) => name.startsWith('bench-post-')).length;
        results.push({ postsPerLanguage: size, pictures, pages, coldSeconds, warmSeconds, coldSteps, warmSteps, editSeconds, editSearchSeconds, editSteps, listPage });
        console.log(`  cold ${coldSeconds.toFixed(1)} s, warm ${warmSeconds.toFixed(1)} s, one edit ${editSeconds.toFixed(1)} s (its search ${editSearchSeconds.toFixed(1)} s), ${pages} pages`);
      } finally {
        await api.close();
        fs.rmSync(seedDir, { recursive: true, force: true });
      }
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const rows = results.map((item) => [
      String(item.postsPerLanguage),
      String(item.pictures),
      String(item.pages),
      item.coldSeconds.toFixed(1),
      item.warmSeconds.toFixed(1),
      item.editSeconds.toFixed(1),
      item.editSearchSeconds.toFixed(1),
      `${item.listPage.path}: ${kb(item.listPage.htmlGzip)} / ${kb(item.listPage.pageDataGzip)} (${kb(item.listPage.pageDataBytes)})`,
    ]);
    console.log(`\n${table(['posts/lang', 'pictures', 'pages', 'cold s', 'warm s', 'one edit s', 'its search s', 'heaviest list page: HTML gzip / page-data gzip (raw)'], rows)}`);
    const stepRows = results.flatMap((item) =>
      (['cold', 'warm', 'edit'] as const).map((build) => {
        const steps = { cold: item.coldSteps, warm: item.warmSteps, edit: item.editSteps }[build];
        return [`${item.postsPerLanguage} ${build}`, ...REPORTED_STEPS.map((step) => (steps[step] === undefined ? '-' : steps[step].toFixed(1)))];
      }),
    );
    console.log(`\nGatsby's own seconds per step (they overlap: picture jobs run beside the queries):\n${table(['build', ...REPORTED_STEPS], stepRows)}`);
    const [small, large] = [results.find((item) => item.postsPerLanguage === 100), results.find((item) => item.postsPerLanguage === 1000)];
    if (small && large) {
      const growth = (key: 'coldSeconds' | 'warmSeconds' | 'editSeconds') => (large[key] / small[key]).toFixed(2);
      console.log(`\n1,000 / 100 posts: cold ${growth('coldSeconds')}x, warm ${growth('warmSeconds')}x, one edit ${growth('editSeconds')}x`);
    }
    const environment = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, pictureWidth: PICTURE_WIDTH };
    fs.writeFileSync(path.join(ROOT, 'bench/build-results.json'), `${JSON.stringify({ environment, results }, null, 2)}\n`);
    console.log('\nWrote bench/build-results.json');
    return 0;
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
}

runMain(main);
