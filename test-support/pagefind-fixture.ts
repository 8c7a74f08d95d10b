/**
 * The blog search over the seed's posts, for node-environment jest tests: each post in each
 * language written as the site writes it for Pagefind (its article marked data-pagefind-body, its
 * title as meta), indexed by the build's own step (gatsby/search-index.ts), served over HTTP, and
 * searched by the pagefind.js that index ships, as the browser would.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';
import type { Language } from '@efe/shared/constants';
import { localizePath } from '@efe/shared/language';
import { BLOG_BASE_PATH } from '@efe/shared/routes';
import { htmlToText } from '@efe/shared/text';
import { writeSearchIndex } from '../gatsby/search-index';
import { createStaticServer, listen } from '../scripts/lib/static-server';
import { sanitize } from '../src/lib/sanitize';
import type { Pagefind } from '../src/lib/pagefind-client';

interface SeedPost {
  slug: string;
  translations: Partial<Record<Language, { title: string; category?: string; author?: string; content: string }>>;
}

export interface FixturePost {
  language: Language;
  /** Its address, as the site links it ("/ru/blogs/slug"). */
  path: string;
  /** Everything of it the index holds, as text: title, category, author, content. */
  text: string;
}

const SEED_POSTS = path.resolve(__dirname, '../api/seed/content/blog.json');

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function postPage(language: Language, post: { title: string; category?: string; author?: string; content: string }): string {
  return [
    `<!DOCTYPE html><html lang="${language}"><head><title>${escapeText(post.title)}</title></head><body>`,
    `<h1>${escapeText(post.title)}</h1>`,
    `<article data-pagefind-body="" data-pagefind-meta="title:${escapeAttribute(post.title)}">`,
    `<p>${escapeText(post.category ?? '')} · ${escapeText(post.author ?? '')}</p>`,
    `<div class="prose">${sanitize(post.content, [])}</div>`,
    `<p data-pagefind-ignore=""><a href="/blogs">Back to the blog</a></p>`,
    '</article></body></html>',
  ].join('');
}

export interface SearchFixture {
  posts: FixturePost[];
  /** Pagefind as a page in that language loads it. */
  open(language: Language): Promise<Pagefind & { destroy(): Promise<void> }>;
  close(): Promise<void>;
}

/** Writes the seed's posts and their index into a temporary folder and serves it. */
export async function seedSearchFixture(): Promise<SearchFixture> {
  const seed = JSON.parse(fs.readFileSync(SEED_POSTS, 'utf8')) as SeedPost[];
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-fixture-'));
  const posts: FixturePost[] = [];
  for (const post of seed) {
    for (const [language, translation] of Object.entries(post.translations) as Array<[Language, NonNullable<SeedPost['translations'][Language]>]>) {
      const address = `${localizePath(BLOG_BASE_PATH, language)}/${post.slug}`;
      fs.mkdirSync(path.join(root, address), { recursive: true });
      fs.writeFileSync(path.join(root, address, 'index.html'), postPage(language, translation));
      const text = [translation.title, translation.category ?? '', translation.author ?? '', htmlToText(sanitize(translation.content, []))].join(' ');
      posts.push({ language, path: address, text });
    }
  }
  await writeSearchIndex(root);

  // pagefind.js is an ES module; jest runs CommonJS. The base path is given, so import.meta is not needed.
  const script = transformSync(fs.readFileSync(path.join(root, 'pagefind/pagefind.js'), 'utf8'), { format: 'cjs', logLevel: 'silent' }).code;
  /** A copy of the script per language: it holds one WebAssembly module (with one language's stemmer), as a page does. */
  const pagefindFor = (language: Language) => {
    const scriptFile = path.join(root, `pagefind-${language}.cjs`);
    fs.writeFileSync(scriptFile, script);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(scriptFile) as { createInstance(options: { basePath: string; baseUrl: string }): Pagefind & { destroy(): Promise<void> } };
  };

  const server: http.Server = createStaticServer(root);
  await listen(server, 0, '127.0.0.1');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fixture server has no port');
  const basePath = `http://127.0.0.1:${address.port}/pagefind/`;

  return {
    posts,
    async open(language) {
      // Pagefind picks the index of the page's <html lang>.
      const global = globalThis as { document?: unknown };
      global.document = { currentScript: null, querySelector: () => ({ getAttribute: () => language }) };
      try {
        const instance = pagefindFor(language).createInstance({ basePath, baseUrl: '/' });
        await instance.init();
        return instance;
      } finally {
        delete global.document;
      }
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
