import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { test, expect } from './support';
import { builtPages, pageJavaScriptGzip, pageKind, sourceMapSources, type BuiltPage } from './build-output';

/**
 * Budgets read from the build output, not timed: JavaScript per page under bench/budgets.json,
 * every picture with its size reserved, and every page findable (title, description, canonical,
 * alternates in all three languages).
 */
const budgets = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../bench/budgets.json'), 'utf8')) as {
  javascriptGzipBytes: Record<string, number>;
  htmlGzipBytes: number;
};

const pages = builtPages();
const LANGUAGES = ['en', 'ar', 'ru'];

function headTag(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[1] ?? null;
}

/** Pages that are never indexed: the blog's client-side fallback for posts newer than the build. */
const isNoindex = (page: BuiltPage) => /<meta[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(page.html);

test('the build has every kind of page in every language', () => {
  const kinds = new Set(pages.map((page) => pageKind(page.chunkName)));
  expect([...kinds].sort()).toEqual(Object.keys(budgets.javascriptGzipBytes).sort());
  for (const language of ['ar', 'ru']) expect(pages.filter((page) => page.path.startsWith(`/${language}/`) || page.path === `/${language}`).length).toBeGreaterThan(15);
});

test('no page sends more JavaScript than its budget', () => {
  const over: string[] = [];
  for (const page of pages) {
    const kind = pageKind(page.chunkName);
    const budget = budgets.javascriptGzipBytes[kind];
    const { total } = pageJavaScriptGzip(page);
    if (budget === undefined || total > budget) over.push(`${page.path} (${kind}): ${total} B gzip, budget ${budget ?? 'missing'}`);
  }
  expect(over).toEqual([]);
});

/** The source files of the home page's first-view bundles, from their source maps. */
function homeSources(): string[] {
  const home = pages.find((page) => page.path === '/')!;
  return pageJavaScriptGzip(home).files.flatMap((file) => sourceMapSources(file));
}

test('the first view carries only the parts of react-i18next the site uses', () => {
  // gatsby-node.ts gives the i18n plugin's page wrapper src/lib/react-i18next-provider.ts; without
  // it webpack kept all of react-i18next (Trans and its HTML parser, the HOCs) in every page's JavaScript.
  const sources = homeSources();
  expect(sources.filter((source) => source.includes('react-i18next')).length).toBeGreaterThan(0);
  expect(sources.filter((source) => /react-i18next\/dist\/es\/(Trans|withTranslation|withSSR|useSSR)/.test(source))).toEqual([]);
});

test("the i18n plugin's page wrapper formats its development warning without the outdent package", () => {
  // Evaluated on every load for a message production never prints (src/lib/outdent-message.ts).
  const sources = homeSources();
  expect(sources.filter((source) => source.includes('outdent-message'))).toHaveLength(1);
  expect(sources.filter((source) => source.includes('node_modules/outdent/'))).toEqual([]);
});

test('no page inlines a font, and every page\'s HTML is within its gzip budget', () => {
  const problems: string[] = [];
  for (const page of pages) {
    if (/data:(font|application\/font|application\/x-font)/.test(page.html)) problems.push(`${page.path}: a data: font in the HTML`);
    const gzip = zlib.gzipSync(page.html).length;
    if (gzip > budgets.htmlGzipBytes) problems.push(`${page.path}: ${gzip} B gzip, budget ${budgets.htmlGzipBytes}`);
  }
  expect(problems).toEqual([]);
});

test('every <img> reserves its size with width and height', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const page of pages) {
    for (const match of page.html.matchAll(/<img\b[^>]*>/g)) {
      checked += 1;
      const tag = match[0];
      if (!/\swidth="\d+(\.\d+)?"/.test(tag) || !/\sheight="\d+(\.\d+)?"/.test(tag)) missing.push(`${page.path}: ${tag.slice(0, 140)}`);
    }
  }
  expect(checked).toBeGreaterThan(pages.length);
  expect(missing).toEqual([]);
});

test('every page has a title, a description, an absolute canonical and its language alternates', () => {
  const problems: string[] = [];
  for (const page of pages) {
    const { html } = page;
    const title = headTag(html, /<title[^>]*>([^<]*)<\/title>/);
    const description = headTag(html, /<meta[^>]*name="description"[^>]*content="([^"]*)"/);
    if (!title?.trim()) problems.push(`${page.path}: no title`);
    if (!description?.trim()) problems.push(`${page.path}: no meta description`);
    if (isNoindex(page)) continue;
    const canonical = headTag(html, /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/);
    if (!canonical || !/^https?:\/\//.test(canonical)) problems.push(`${page.path}: canonical missing or not absolute (${canonical})`);
    const alternates = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*hreflang="([^"]+)"[^>]*>/gi)].map((match) => match[1]);
    // A post exists in the languages it was written in; everything else exists in all three.
    const expected = pageKind(page.chunkName) === 'blog-post' ? ['x-default'] : [...LANGUAGES, 'x-default'];
    for (const language of expected) if (!alternates.includes(language)) problems.push(`${page.path}: no hreflang="${language}"`);
    if (!alternates.includes(html.match(/<html[^>]*lang="([a-z]+)"/)?.[1] ?? '?')) problems.push(`${page.path}: no hreflang for its own language`);
  }
  expect(problems).toEqual([]);
});
