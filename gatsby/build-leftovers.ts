/**
 * What an earlier build left that this one no longer makes: the HTML of pages that no longer
 * exist, the processed pictures no built file names any more, then the downloaded originals of
 * pictures no page shows (a withdrawn or erased candidate's photo among them, in public/ and in
 * Gatsby's cache, both kept between builds). Run after every build, before the search index reads
 * the pages; each removal is logged.
 */
import type { Reporter } from 'gatsby';
import { pruneUnshownDownloads } from './prune-downloads';
import { pruneStalePages } from './prune-stale-pages';
import { forgetImageJobsOf, pictureSources, pruneUnreferencedImages, type JobStore } from './prune-unreferenced-images';

/** `downloadsDir`: where createRemoteFileNode keeps what it downloads (gatsby-source-filesystem's cache folder). */
export function removeBuildLeftovers(publicDir: string, downloadsDir: string, store: JobStore, reporter: Pick<Reporter, 'info' | 'warn'>): void {
  const stale = pruneStalePages(publicDir);
  if (stale.length) reporter.info(`Removed the HTML of ${stale.length} pages that no longer exist: ${stale.join(', ')}`);
  const { removed, missing } = pruneUnreferencedImages(publicDir);
  // Before the originals go: a job is known by its source's MD5, read from the downloaded file.
  const forgotten = forgetImageJobsOf(store, [...removed, ...missing]);
  if (removed.length) {
    reporter.info(`Removed ${removed.length} processed pictures no built file names (${forgotten} image jobs forgotten, to run again should a page need them): ${removed.join(', ')}`);
  }
  if (missing.length) {
    // Only after a build stopped between this step and Gatsby saving its state, or files deleted by
    // hand: the pages are not built again by themselves, so the way out is said.
    reporter.warn(
      `Built pages name ${missing.length} processed pictures that are not in public/: ${missing.join(', ')}. Their image jobs are forgotten, so a page built again makes them; to build every page again now, run "npx gatsby clean" and build.`,
    );
  }
  // A picture a page names that is missing is still shown: its page is built again from the download.
  const shown = new Set([...pictureSources(publicDir), ...missing.map((folder) => folder.split('/')[1])]);
  const downloads = pruneUnshownDownloads(downloadsDir, shown);
  // Counted, not named: a download's name may be a person's, and the log is kept after she is erased.
  if (downloads.length) reporter.info(`Removed ${downloads.length} downloaded pictures no built page shows from ${downloadsDir}`);
}
