/**
 * Removes the HTML of pages that no longer exist. Gatsby deletes a removed page's files only when
 * its cache remembers the page: after the cache was dropped (a plugin, gatsby-node or dependency
 * change), a post deleted meanwhile keeps its HTML in public/ and stays online, since the deploy
 * workflow and the local rebuilder both reuse public/. Every page Gatsby builds has a
 * page-data.json; an index.html without one is such a leftover.
 */
import fs from 'fs';
import path from 'path';
import { NOT_PAGE_FOLDERS } from './built-pages';


/** Returns the URL paths whose HTML was removed. */
export function pruneStalePages(publicDir: string): string[] {
  const removed: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !(dir === publicDir && NOT_PAGE_FOLDERS.has(entry.name))) walk(path.join(dir, entry.name));
    }
    if (dir === publicDir || !fs.existsSync(path.join(dir, 'index.html'))) return;
    const urlPath = path.relative(publicDir, dir).split(path.sep).join('/');
    if (fs.existsSync(path.join(publicDir, 'page-data', urlPath, 'page-data.json'))) return;
    fs.rmSync(path.join(dir, 'index.html'));
    if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
    removed.push(`/${urlPath}`);
  };
  walk(publicDir);
  return removed.sort();
}
