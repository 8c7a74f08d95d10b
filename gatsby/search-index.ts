/**
 * The blog search's index, written by Pagefind into public/pagefind/ after every build (the local
 * rebuilder's too): one index per language, read from the <html lang> of each built post; only
 * what the posts mark with data-pagefind-body is indexed (BlogPostArticle). The browser loads it
 * when a visitor starts searching (src/lib/pagefind-client.ts).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { errorMessage } from '@shared/error-facts';

const PAGEFIND = path.resolve('node_modules', '.bin', 'pagefind');

export async function writeSearchIndex(publicDir: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(PAGEFIND, ['--site', publicDir], { maxBuffer: 16 * 1024 * 1024 });
    // Its summary: "Indexed 3 languages", "Indexed 39 pages", ...
    return stdout
      .split('\n')
      .filter((line) => /^Indexed \d+ (languages?|pages?|words?)/.test(line.trim()))
      .map((line) => line.trim())
      .join(', ');
  } catch (error) {
    const output = typeof error === 'object' && error !== null && 'stderr' in error ? String(error.stderr) : '';
    throw new Error(`Pagefind could not index the blog (${PAGEFIND} --site ${publicDir}): ${errorMessage(error)}\n${output}`);
  }
}
