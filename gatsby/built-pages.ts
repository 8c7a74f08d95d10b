/** Where a build's pages are in public/: everywhere but the folders of Gatsby's data and assets. */
import fs from 'fs';
import path from 'path';

/** Top-level folders of public/ that hold no pages. */
export const NOT_PAGE_FOLDERS: ReadonlySet<string> = new Set(['static', 'page-data', '_gatsby', '~partytown']);

/** Every HTML file of the built pages, with its full path. */
export function htmlFiles(dir: string, topLevel = true): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return topLevel && NOT_PAGE_FOLDERS.has(entry.name) ? [] : htmlFiles(full, false);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
