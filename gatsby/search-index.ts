/**
 * The blog search's index, written by Pagefind into public/pagefind/ after every build (the local
 * rebuilder's too): one index per language, read from the <html lang> of each built post; only
 * what the posts mark with data-pagefind-body is indexed (BlogPostArticle). The browser loads it
 * when a visitor starts searching (src/lib/pagefind-client.ts).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { errorMessage } from '@efe/shared/error-facts';
import { LANGUAGES } from '@efe/shared/constants';
import { localizePath } from '@efe/shared/language';
import { BLOG_BASE_PATH } from '@efe/shared/routes';

const PAGEFIND = path.resolve('node_modules', '.bin', 'pagefind');

/**
 * A dash between two letters or digits ("шести–восьми недель", "nanny—or", "6–8"). Pagefind parts
 * a word at a hyphen-minus (it indexes "live", "in" and "livein") but at no other dash, so "восьми"
 * found no post that wrote "шести–восьми". The copy Pagefind reads has a hyphen-minus there; the
 * page keeps its dash.
 */
const DASH_IN_WORD = /(?<=[\p{L}\p{N}])[\u2010-\u2015\u2212](?=[\p{L}\p{N}])/gu;

/** A post's page as the search index reads it. */
export function indexedForm(html: string): string {
  return html.replace(DASH_IN_WORD, '-');
}

/**
 * The posts' pages in every language (blogs/*, ar/blogs/*, ru/blogs/*), the only pages with a
 * data-pagefind-body, relative to the site's folder.
 */
function postPages(publicDir: string): string[] {
  return LANGUAGES.flatMap((language) => {
    const blog = localizePath(BLOG_BASE_PATH, language).slice(1);
    const folder = path.join(publicDir, blog);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, 'index.html')))
      .map((entry) => path.join(blog, entry.name, 'index.html'));
  });
}

/**
 * Pagefind reads copies of the posts' pages in their search form (`indexedForm`), in a folder of
 * their own (their addresses stay the site's), and writes the index into the site's pagefind/.
 */
export async function writeSearchIndex(publicDir: string): Promise<string> {
  const copies = fs.mkdtempSync(path.join(os.tmpdir(), 'search-pages-'));
  try {
    // Asynchronous: the build goes on writing the rest meanwhile (gatsby-node.ts, onPostBuild).
    for (const page of postPages(publicDir)) {
      await fs.promises.mkdir(path.join(copies, path.dirname(page)), { recursive: true });
      await fs.promises.writeFile(path.join(copies, page), indexedForm(await fs.promises.readFile(path.join(publicDir, page), 'utf8')));
    }
    const { stdout } = await promisify(execFile)(PAGEFIND, ['--site', copies, '--output-path', path.join(publicDir, 'pagefind')], { maxBuffer: 16 * 1024 * 1024 });
    // Its summary: "Indexed 3 languages", "Indexed 39 pages", ...
    return stdout
      .split('\n')
      .filter((line) => /^Indexed \d+ (languages?|pages?|words?)/.test(line.trim()))
      .map((line) => line.trim())
      .join(', ');
  } catch (error) {
    const output = typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : '';
    throw new Error(`Pagefind could not index the blog (${PAGEFIND} --site ${copies}): ${errorMessage(error)}\n${output}`);
  } finally {
    fs.rmSync(copies, { recursive: true, force: true });
  }
}
