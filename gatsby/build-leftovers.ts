/**
 * What an earlier build left in public/ that this one no longer makes: the HTML of pages that no
 * longer exist, then the processed pictures no built file names any more (a withdrawn or erased
 * candidate's photo among them). Run after every build, before the search index reads the pages;
 * each removal is logged.
 */
import type { Reporter } from 'gatsby';
import { pruneStalePages } from './prune-stale-pages';
import { forgetImageJobsOf, pruneUnreferencedImages, type JobStore } from './prune-unreferenced-images';

export function removeBuildLeftovers(publicDir: string, store: JobStore, reporter: Pick<Reporter, 'info' | 'warn'>): void {
  const stale = pruneStalePages(publicDir);
  if (stale.length) reporter.info(`Removed the HTML of ${stale.length} pages that no longer exist: ${stale.join(', ')}`);
  const { removed, missing } = pruneUnreferencedImages(publicDir);
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
}
