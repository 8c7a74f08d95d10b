/**
 * Removes the originals the build downloaded from the content API that no built page shows any
 * more. gatsby-source-filesystem keeps each remote picture in its cache folder
 * (.cache/caches/gatsby-source-filesystem/<digest of the URL>/<name>, and a `tmp-…` file where a
 * download stopped) and never deletes one; the deploy workflow and the local rebuilder keep .cache/
 * from build to build, so a withdrawn or erased candidate's photo would stay there after the
 * rebuild that took her off the site.
 *
 * A download is shown while public/static/ holds a processed copy of it: gatsby-plugin-sharp
 * names that folder by the MD5 of the source (prune-unreferenced-images.ts removes the folders no
 * built file names, first). Any other download goes; one the next build needs is downloaded
 * again, as on a first build.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

const md5Of = (file: string) => crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex');

/**
 * Removes every file under `downloadsDir` whose MD5 is not one of `shownSources`, and the folders
 * left empty; answers the files removed, relative to `downloadsDir`, sorted.
 */
export function pruneUnshownDownloads(downloadsDir: string, shownSources: ReadonlySet<string>): string[] {
  if (!fs.existsSync(downloadsDir)) return [];
  const removed: string[] = [];
  /** Answers whether the folder was left empty. */
  const prune = (relative: string): boolean => {
    let kept = 0;
    for (const entry of fs.readdirSync(path.join(downloadsDir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      const full = path.join(downloadsDir, child);
      if (entry.isDirectory()) {
        if (prune(child)) fs.rmdirSync(full);
        else kept += 1;
      } else if (entry.isFile() && !shownSources.has(md5Of(full))) {
        fs.rmSync(full);
        removed.push(child);
      } else {
        kept += 1;
      }
    }
    return kept === 0;
  };
  prune('');
  return removed.sort();
}
