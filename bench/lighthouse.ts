/**
 * `npm run bench`: Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) in
 * Debian's Chromium on the built site served locally, against a seeded API. Every page type in
 * three languages, BENCH_RUNS runs each (default 3), medians; plus the plain-HTML twin of the home
 * page (bench/lib/twin.ts) as the floor; then the page-weight table: what a phone (390 px, DPR 2)
 * downloads for each page's first view, by kind (bench/lib/first-view.ts).
 * Writes bench/results.json and bench/REPORT.md.
 * Noisy by nature: not part of `npm test`.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { execFileSync } from 'child_process';
import { ROOT, run } from '../scripts/lib/processes';
import { runMain } from '../scripts/lib/run-main';
import { createStaticServer, listen, PUBLIC_DIR } from '../scripts/lib/static-server';
import { measureFirstView, WEIGHT_KINDS, type FirstView } from './lib/first-view';
import { kib, markdownTable, median, ms, ratio, table } from './lib/stats';
import { startTempApi } from './lib/temp-api';
import { plainHtmlTwin } from './lib/twin';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 4400);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 9400);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANGUAGES = ['en', 'ar', 'ru'] as const;
const TWIN_DIR = '__bench-twin';

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

type LighthouseResult = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
};

function metricsOf(lhr: LighthouseResult): Metrics {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as Array<{ resourceType?: string; transferSize?: number; resourceSize?: number }>;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    jsTransferBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsBytes: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    totalBytes: value('total-byte-weight'),
  };
}

function medianMetrics(runs: Metrics[]): Metrics {
  const keys = Object.keys(runs[0]) as Array<keyof Metrics>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((item) => item[key]))])) as unknown as Metrics;
}

async function main(): Promise<number> {
  const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
  // The pages that read the API live (candidates) must be allowed to, or they log CORS errors
  // and are measured without their work.
  const api = await startTempApi(API_PORT, { SITE_ORIGINS: siteUrl });
  const server = createStaticServer(PUBLIC_DIR);
  let chrome: { port: number; kill: () => void } | undefined;
  try {
    console.log(`Building the site against ${api.url} ...`);
    const built = await run('gatsby', ['build'], { API_URL: api.url, GATSBY_API_URL: api.url, SITE_URL: siteUrl, CI: 'true' });
    if (built !== 0) return built;

    for (const language of LANGUAGES) {
      const source = path.join(PUBLIC_DIR, language === 'en' ? '' : language, 'index.html');
      const target = path.join(PUBLIC_DIR, TWIN_DIR, language, 'index.html');
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, plainHtmlTwin(fs.readFileSync(source, 'utf8')));
    }
    await listen(server, SITE_PORT, '127.0.0.1');

    const posts = (await (await fetch(`${api.url}/api/blog?site_language=en`)).json()) as { data: Array<{ slug: string }> };
    const pages: Array<[string, string]> = [
      ['home', ''],
      ['about', '/about-us'],
      ['service', '/elite-governess'],
      ['contact', '/contact-us'],
      ['blogs', '/blogs'],
      ['post', `/blogs/${posts.data[0].slug}`],
      ['candidates', '/candidate-details'],
    ];
    const only = process.env.BENCH_PAGES?.split(',');

    const { launch } = (await import('chrome-launcher')) as typeof import('chrome-launcher');
    const lighthouse = ((await import('lighthouse')) as unknown as { default: (url: string, flags: object) => Promise<{ lhr: LighthouseResult }> }).default;
    chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });

    // A page that logs errors (a refused request, a failed script) is not the page visitors get.
    const consoleErrors = new Set<string>();
    const measure = async (page: string, language: string, pathname: string): Promise<Measured> => {
      const url = `${siteUrl}${pathname || '/'}`;
      const runs: Metrics[] = [];
      for (let index = 0; index < RUNS; index += 1) {
        const { lhr } = await lighthouse(url, {
          port: chrome!.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        runs.push(metricsOf(lhr));
        for (const item of lhr.audits['errors-in-console']?.details?.items ?? []) consoleErrors.add(`${page} (${language}): ${String(item.description)}`);
      }
      const result = { page, language, url, median: medianMetrics(runs), runs };
      console.log(`${page.padEnd(10)} ${language}  perf ${result.median.performance}  LCP ${ms(result.median.lcpMs)}  TBT ${ms(result.median.tbtMs)}`);
      return result;
    };

    const results: Measured[] = [];
    for (const [page, pathname] of pages) {
      if (only && !only.includes(page)) continue;
      for (const language of LANGUAGES) results.push(await measure(page, language, `${language === 'en' ? '' : `/${language}`}${pathname}`));
    }
    const twins: Measured[] = [];
    for (const language of LANGUAGES) twins.push(await measure('home-twin', language, `/${TWIN_DIR}/${language}`));

    const header = ['page', 'lang', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'JS gzip', 'JS', 'weight'];
    const row = (item: Measured) => [
      item.page,
      item.language,
      String(item.median.performance),
      String(item.median.accessibility),
      String(item.median.bestPractices),
      String(item.median.seo),
      ms(item.median.lcpMs),
      item.median.cls.toFixed(3),
      ms(item.median.tbtMs),
      kib(item.median.jsTransferBytes),
      kib(item.median.jsBytes),
      kib(item.median.totalBytes),
    ];
    const rows = [...results, ...twins].map(row);
    const ratioHeader = ['lang', 'LCP ratio', 'TBT (ms, ours / twin)', 'JS gzip', 'weight ratio'];
    const ratioRows = LANGUAGES.flatMap((language) => {
      const home = results.find((item) => item.page === 'home' && item.language === language);
      const twin = twins.find((item) => item.language === language)!;
      if (!home) return [];
      return [[
        language,
        ratio(home.median.lcpMs, twin.median.lcpMs).toFixed(2),
        `${Math.round(home.median.tbtMs)} / ${Math.round(twin.median.tbtMs)}`,
        `${kib(home.median.jsTransferBytes)} / ${kib(twin.median.jsTransferBytes)}`,
        ratio(home.median.totalBytes, twin.median.totalBytes).toFixed(2),
      ]];
    });
    console.log(`\n${table(header, rows)}\n\nHome page against its plain-HTML twin (the floor):\n${table(ratioHeader, ratioRows)}`);

    chrome.kill();
    chrome = undefined;
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    const weights: Array<{ page: string; language: string; view: FirstView }> = [];
    try {
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
    const lighthouseVersion = (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
    const environment = { date: new Date().toISOString(), node: process.version, chromium: chromiumVersion, lighthouse: lighthouseVersion, cpus: os.cpus().length, runs: RUNS, preset: 'mobile (default)' };
    const pageWeights = weights.map(({ page, language, view }) => ({ page, language, bytes: view.bytes, requests: view.requests }));
    fs.writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify({ environment, pages: results, twins, pageWeights }, null, 2)}\n`);
    fs.writeFileSync(
      path.join(ROOT, 'bench/REPORT.md'),
      [
        '# Lighthouse benchmark',
        '',
        `Measured ${environment.date.slice(0, 10)} with \`npm run bench\`: Lighthouse ${lighthouseVersion}, mobile preset (emulated phone, simulated slow 4G, 4x CPU slowdown), ${chromiumVersion}, Node ${process.version}, ${environment.cpus} CPU cores, median of ${RUNS} runs, site and API on loopback.`,
        '',
        markdownTable(header, rows),
        '',
        '## Home page against its plain-HTML twin',
        '',
        'The twin is the built home page with every script removed (same text, CSS and pictures): the cost of the page with no JavaScript at all.',
        '',
        markdownTable(ratioHeader, ratioRows),
        '',
        '## Page weight: first view on a phone',
        '',
        'What Chromium downloads for each page at 390 px wide, DPR 2, loaded and left alone until the network is quiet: bytes as transferred (compressed), by kind. "data" is the API calls the page makes itself.',
        '',
        markdownTable(weightHeader, weightRows),
        '',
      ].join('\n'),
    );
    console.log('\nWrote bench/results.json and bench/REPORT.md');
    if (consoleErrors.size) {
      console.error(`\nThe measured pages logged errors, so these figures are not those of the site visitors get:\n${[...consoleErrors].join('\n')}`);
      return 1;
    }
    return 0;
  } finally {
    chrome?.kill();
    server.close();
    fs.rmSync(path.join(PUBLIC_DIR, TWIN_DIR), { recursive: true, force: true });
    await api.close();
  }
}

runMain(main);
