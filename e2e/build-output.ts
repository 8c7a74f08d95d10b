/**
 * Reads the build output on disk (public/), as a crawler or a budget sees it: the pages, the
 * JavaScript each one loads on first view, and their head tags. Deterministic: no timing.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { NOT_PAGE_FOLDERS } from '../gatsby/built-pages';

export const PUBLIC_DIR = path.resolve(__dirname, '../public');

export interface BuiltPage {
  /** URL path, e.g. "/ar/blogs". */
  path: string;
  file: string;
  html: string;
  /** Gatsby's name of the page's template chunk, e.g. "component---src-templates-home-tsx". */
  chunkName: string;
}

export function builtPages(publicDir = PUBLIC_DIR): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_PAGE_FOLDERS.has(entry.name) || dir !== publicDir) walk(full);
      } else if (entry.name === 'index.html') {
        const urlPath = '/' + path.relative(publicDir, dir).split(path.sep).join('/');
        const pageData = path.join(publicDir, 'page-data', urlPath === '/' ? 'index' : urlPath, 'page-data.json');
        const chunkName = (JSON.parse(fs.readFileSync(pageData, 'utf8')) as { componentChunkName: string }).componentChunkName;
        pages.push({ path: urlPath === '/' ? '/' : urlPath.replace(/\/$/, ''), file: full, html: fs.readFileSync(full, 'utf8'), chunkName });
      }
    }
  };
  walk(publicDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** "component---src-templates-blog-post-tsx" → "blog-post". */
export function pageKind(chunkName: string): string {
  return chunkName.replace(/^component---src-templates-/, '').replace(/-tsx$/, '');
}

/**
 * One page of each kind a visitor lands on, in one language, as [kind, URL path]. The post is one
 * the build rendered: one published after it (other tests publish some) is drawn in the browser from
 * the API, with the sanitizer's code, until the rebuild lands.
 */
export function onePageOfEachKind(language: string): Array<[kind: string, path: string]> {
  const prefix = language === 'en' ? '' : `/${language}`;
  const post = builtPages().find((page) => pageKind(page.chunkName) === 'blog-post' && page.path.startsWith(`${prefix}/blogs/`));
  if (!post) throw new Error(`No built post in ${language}: is public/ a full build?`);
  return [
    ['home', prefix || '/'],
    ['about', `${prefix}/about-us`],
    ['service', `${prefix}/elite-governess`],
    ['contact', `${prefix}/contact-us`],
    ['blogs', `${prefix}/blogs`],
    ['post', post.path],
    ['candidates', `${prefix}/candidate-details`],
    ['privacy', `${prefix}/privacy-policy`],
    ['booking', `${prefix}/book-consultation`],
  ];
}

const gzipCache = new Map<string, number>();

function gzipSize(bytes: Buffer | string): number {
  return zlib.gzipSync(bytes).length;
}

/**
 * Gzip bytes of the JavaScript a first view of the page runs: its inline scripts, the scripts its
 * HTML names, and the chunks webpack loads for the app and the page's template (webpack.stats.json).
 */
export function pageJavaScriptGzip(page: BuiltPage, publicDir = PUBLIC_DIR): { total: number; files: string[] } {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
  };
  const files = new Set<string>();
  for (const [, src] of page.html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)) files.add(src);
  // The bundles the inline loader adds after the first view (gatsby/scripts-after-load.ts).
  for (const [, list] of page.html.matchAll(/<script id="scripts-after-load" data-src="([^"]*)"/g)) {
    for (const src of list.split(' ')) if (src.endsWith('.js')) files.add(src.replace(/^\//, ''));
  }
  for (const group of ['app', page.chunkName]) {
    for (const asset of stats.namedChunkGroups[group]?.assets ?? []) if (asset.name.endsWith('.js')) files.add(asset.name);
  }
  let total = 0;
  for (const file of files) {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSize(fs.readFileSync(path.join(publicDir, file))));
    total += gzipCache.get(file)!;
  }
  for (const [, attributes, body] of page.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\ssrc=/.test(attributes) && !/application\/ld\+json/.test(attributes)) total += gzipSize(body);
  }
  return { total, files: [...files].sort() };
}

/** Every HTML file the server can answer with: each page's index.html, and 404.html for unknown paths. */
export function servedHtmlFiles(publicDir = PUBLIC_DIR): string[] {
  return [...builtPages(publicDir).map((page) => page.file), path.join(publicDir, '404.html')];
}

/** The source files a built script was made from, read from its source map (none without one). */
export function sourceMapSources(scriptPath: string, publicDir = PUBLIC_DIR): string[] {
  const map = path.join(publicDir, `${scriptPath}.map`);
  if (!fs.existsSync(map)) return [];
  const sources: unknown = JSON.parse(fs.readFileSync(map, 'utf8'))?.sources;
  if (!Array.isArray(sources) || !sources.every((source) => typeof source === 'string')) throw new Error(`${map}: no list of sources`);
  return sources;
}
