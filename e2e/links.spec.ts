/**
 * linkinator over the served site: from the home page, every page of the sitemap, the three RSS
 * feeds and every blog search result (Pagefind's index), each internal link, picture, script,
 * stylesheet and font (CSS url()s included) must answer 200; pictures on the API are checked too.
 * Runs in the project "checkers", before any test publishes or rebuilds.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { expect, test } from '@playwright/test';
import { PUBLIC_DIR } from './build-output';
import { fromSetup } from './support';
import { resultPath } from '../src/lib/search-excerpt';
import { propertyOf } from '@efe/shared/read-unknown';

const SITE_URL = fromSetup('E2E_SITE_URL');
const API_URL = fromSetup('E2E_API_URL');

test.describe.configure({ timeout: 300_000 });

/** The URL paths of every blog search result: each fragment of Pagefind's index names its page. */
function searchResultPaths(): string[] {
  const dir = path.join(PUBLIC_DIR, 'pagefind', 'fragment');
  return fs.readdirSync(dir).map((name) => {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, name))).toString('utf8');
    const url = propertyOf(JSON.parse(text.replace(/^pagefind_dcd/, '')), 'url');
    if (typeof url !== 'string') throw new Error(`Pagefind's fragment ${name} names no url`);
    return resultPath(url);
  });
}

/** The <loc>s of the sitemap and the <link>s of the feeds, on the served site's origin. */
function listedUrls(file: string, tag: 'loc' | 'link'): string[] {
  const xml = fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8');
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, 'g'))].map(([, url]) => `${SITE_URL}${new URL(url).pathname}`);
}

test('every internal link, picture, script, stylesheet, font, feed and sitemap URL answers 200', async () => {
  const { check } = await import('linkinator');
  const feeds = ['rss.xml', 'ar/rss.xml', 'ru/rss.xml'];
  const searchResults = searchResultPaths();
  expect(searchResults.length).toBeGreaterThan(20);
  const roots = [
    ...new Set([
      `${SITE_URL}/`,
      `${SITE_URL}/sitemap.xml`,
      `${SITE_URL}/robots.txt`,
      ...feeds.map((feed) => `${SITE_URL}/${feed}`),
      ...listedUrls('sitemap.xml', 'loc'),
      ...feeds.flatMap((feed) => listedUrls(feed, 'link')),
      ...searchResults.map((resultUrl) => `${SITE_URL}${resultUrl}`),
    ]),
  ];
  const result = await check({
    path: roots,
    recurse: true,
    checkCss: true,
    concurrency: 8,
    timeout: 30_000,
    // Other hosts (WhatsApp, maps, social networks) cannot be reached from here; ours must answer.
    linksToSkip: async (link) => !link.startsWith(SITE_URL) && !link.startsWith(API_URL),
  });
  const checked = result.links.filter((link) => link.state !== 'SKIPPED');
  const broken = checked.filter((link) => link.state === 'BROKEN' || link.status !== 200);
  const pages = new Set(checked.filter((link) => link.url.startsWith(SITE_URL)).map((link) => link.parent));
  console.log(`linkinator: ${checked.length} links on ${pages.size} pages, ${broken.length} broken`);
  expect(broken.map((link) => `${link.url} (${link.status ?? link.state}) on ${link.parent ?? 'the start list'}`)).toEqual([]);
  expect(checked.length).toBeGreaterThan(500);
});
