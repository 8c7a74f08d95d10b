/**
 * Gatsby keeps two LMDB databases in `.cache/` from one build to the next: its node store
 * (`data/datastore`: every node it sourced, a candidate's name, roles, languages, photo address and
 * country among them) and its cache (`caches-lmdb`: the plugins' caches and each page query's
 * result, the candidates page's list of names included). LMDB reuses the pages a deleted or
 * replaced record freed but never clears them, so a candidate the API no longer lists (her consent
 * withdrawn, or erased) stayed readable in both `data.mdb` files builds after her profile had left
 * the site. A build that follows a removal of personal data therefore starts without them: the
 * nodes are sourced from the API again and every page query runs again, and the rest of the cache
 * (downloaded and processed pictures, finished image jobs, webpack's, the built pages' state) is
 * kept. Every other build keeps them: dropping them costs a build every query of every page
 * (docs/deploying.md, "Personal data in the build").
 */
import fs from 'fs';
import path from 'path';

/** Gatsby's node store (gatsby/dist/datastore/lmdb/lmdb-datastore.js), relative to the site's folder. */
export const NODE_STORE = path.join('.cache', 'data', 'datastore');
/** Gatsby's cache of plugins and query results (gatsby/dist/utils/cache-lmdb.js). */
export const CACHE_STORE = path.join('.cache', 'caches-lmdb');

/**
 * The variable that tells a build to forget removed personal data (`1`): set by the local
 * rebuilder (scripts/lib/local-site.ts) and the deploy workflow for a build the API asked for
 * after a removal (its hook's client_payload.forget_removed).
 */
export const FORGET_REMOVED_DATA = 'FORGET_REMOVED_DATA';

/**
 * onPreInit: removes the stores of the site in `siteDir` when `env` says to; answers whether it
 * did. The variable is taken out of `env` first: Gatsby compiles the whole environment into its
 * HTML renderer, and a build whose environment differs from the last one's compiles it and writes
 * every page again (7 s at 3,300 pages), this build and the next.
 */
export function forgetRemovedDataIfTold(siteDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const told = env[FORGET_REMOVED_DATA] === '1';
  delete env[FORGET_REMOVED_DATA];
  if (told) removeLmdbStores(siteDir);
  return told;
}

/**
 * Removes both stores of the site in `siteDir`. Only before Gatsby opens them (onPreInit, in the
 * build's main process; its workers open them later): removed while open, the old records would
 * live on in the open files. The cache's folder is made again, empty: Gatsby takes a missing one
 * for a lost cache and deletes the built pages, while its saved state still counts them as built.
 */
export function removeLmdbStores(siteDir: string): void {
  fs.rmSync(path.join(siteDir, NODE_STORE), { recursive: true, force: true });
  const cacheStore = path.join(siteDir, CACHE_STORE);
  const existed = fs.existsSync(cacheStore);
  fs.rmSync(cacheStore, { recursive: true, force: true });
  if (existed) fs.mkdirSync(cacheStore);
}
