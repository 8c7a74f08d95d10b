/**
 * Gatsby keeps two LMDB databases in `.cache/` from one build to the next: its node store
 * (`data/datastore`: every node it sourced, a candidate's name, roles, languages, photo address and
 * country among them) and its cache (`caches-lmdb`: the plugins' caches and each page query's
 * result, the candidates page's list of names included). LMDB reuses the pages a deleted or
 * replaced record freed but never clears them, so a candidate the API no longer lists (her consent
 * withdrawn, or erased) stayed readable in both `data.mdb` files builds after her profile had left
 * the site. Every build therefore starts without them: the nodes are sourced from the API again
 * and every page query runs again in any case (each page queries the locales, whose nodes are
 * made anew), and the rest of the cache (downloaded and processed pictures, finished image jobs,
 * webpack's, the built pages' state) is kept, so the build stays warm
 * (docs/deploying.md, "Personal data in the build").
 */
import fs from 'fs';
import path from 'path';

/** Gatsby's node store (gatsby/dist/datastore/lmdb/lmdb-datastore.js), relative to the site's folder. */
export const NODE_STORE = path.join('.cache', 'data', 'datastore');
/** Gatsby's cache of plugins and query results (gatsby/dist/utils/cache-lmdb.js). */
export const CACHE_STORE = path.join('.cache', 'caches-lmdb');

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
