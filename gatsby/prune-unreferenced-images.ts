/**
 * Removes the pictures gatsby-plugin-image made that no built file shows any more. Gatsby never
 * deletes them: after a candidate is withdrawn or erased, or a post's picture is changed, the
 * rebuilt pages no longer name her, but her photo's resized copies stay in public/static/ and are
 * served, and the deploy workflow and the local rebuilder keep public/ from build to build.
 *
 * Conservative: only what the image pipeline writes is ever removed, a file alone in
 * static/<md5 of the source picture>/<5 hex digits of the transform's options>/ (gatsby-plugin-sharp);
 * never a bundle, a font or a file the build copies under another shape of name. Such a folder
 * stays while any built file (HTML, page data and slices' JSON, scripts, styles, feeds and
 * sitemaps, the pages Pagefind indexes) names it, in any spelling a file may give it.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { propertyOf } from '@efe/shared/read-unknown';

const PICTURES_FOLDER = 'static';
const SOURCE_DIGEST = /^[0-9a-f]{32}$/;
const TRANSFORM_DIGEST = /^[0-9a-f]{5}$/;

/**
 * A "/" as a built file may write it: plain, JSON-escaped ("\/", "\u002F", escaped again),
 * %-encoded (once or again), or an HTML entity.
 */
const SLASH = String.raw`(?:\\*/|\\+u002f|%(?:25)*2f|&#x0*2f;|&#0*47;|&sol;)`;
/** "static/<source digest>/<transform digest>/": the file name after it may be spelled in any way. */
const PICTURE_FOLDER_NAMED = new RegExp(`${PICTURES_FOLDER}${SLASH}([0-9a-f]{32})${SLASH}([0-9a-f]{5})${SLASH}`, 'gi');

/**
 * Files that can name a picture: pages, page and slice data, scripts, styles, feeds, sitemaps,
 * text, and the host's files without an extension (_headers, _redirects). Not the pictures, fonts
 * or Pagefind's compressed index (made from the pages, which are read), nor source maps (which map
 * the scripts that are read).
 */
const MAY_NAME_A_PICTURE = /(?:\.(?:html?|json|m?js|css|xml|rss|txt|svg|webmanifest)|^[^.]+)$/i;

/** The processed pictures' folders in public/, as "<source digest>/<transform digest>". */
function pictureFolders(publicDir: string): string[] {
  const root = path.join(publicDir, PICTURES_FOLDER);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((source) => source.isDirectory() && SOURCE_DIGEST.test(source.name))
    .flatMap((source) =>
      fs
        .readdirSync(path.join(root, source.name), { withFileTypes: true })
        .filter((transform) => transform.isDirectory() && TRANSFORM_DIGEST.test(transform.name))
        .map((transform) => `${source.name}/${transform.name}`),
    );
}

/** The MD5 of each source picture public/static/ holds a processed copy of (after pruning: a source a built page shows). */
export function pictureSources(publicDir: string): Set<string> {
  return new Set(pictureFolders(publicDir).map((folder) => folder.split('/')[0]));
}

/** Every file of public/ that may name a picture, but those in the pictures' own folders. */
function filesThatMayNamePictures(publicDir: string, pictures: ReadonlySet<string>): string[] {
  const isPictureFolder = (relative: string) => relative.startsWith(`${PICTURES_FOLDER}/`) && pictures.has(relative.slice(PICTURES_FOLDER.length + 1));
  const found: string[] = [];
  const walk = (dir: string, relative: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!isPictureFolder(child)) walk(path.join(dir, entry.name), child);
      } else if (entry.isFile() && MAY_NAME_A_PICTURE.test(entry.name)) {
        found.push(path.join(dir, entry.name));
      }
    }
  };
  walk(publicDir, '');
  return found;
}

/** The pictures' folders some built file names, as "<source digest>/<transform digest>". */
export function namedPictureFolders(publicDir: string, pictures: ReadonlySet<string> = new Set(pictureFolders(publicDir))): Set<string> {
  const named = new Set<string>();
  for (const file of filesThatMayNamePictures(publicDir, pictures)) {
    // Read as single bytes: the names looked for are ASCII, which no byte of a UTF-8 letter is,
    // and decoding megabytes of pages as UTF-8 only to look for ASCII took longer.
    const text = fs.readFileSync(file).toString('latin1');
    for (const match of text.matchAll(PICTURE_FOLDER_NAMED)) named.add(`${match[1]}/${match[2]}`.toLowerCase());
  }
  return named;
}

export interface PrunedImages {
  /** The files removed, as paths under public/ ("static/<source>/<transform>/<name>"). */
  removed: string[];
  /** Folders a built file names that are not there ("static/<source>/<transform>/"): broken pictures. */
  missing: string[];
}

/** Removes the processed pictures no built file names. A folder holding anything but files is left. */
export function pruneUnreferencedImages(publicDir: string): PrunedImages {
  const folders = pictureFolders(publicDir);
  const present = new Set(folders);
  const named = namedPictureFolders(publicDir, present);
  const missing = [...named].filter((folder) => !present.has(folder)).map((folder) => `${PICTURES_FOLDER}/${folder}/`);
  const removed: string[] = [];
  for (const folder of folders.filter((each) => !named.has(each))) {
    const dir = path.join(publicDir, PICTURES_FOLDER, ...folder.split('/'));
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    if (entries.some((entry) => !entry.isFile())) continue;
    for (const entry of entries) {
      fs.rmSync(path.join(dir, entry.name));
      removed.push(`${PICTURES_FOLDER}/${folder}/${entry.name}`);
    }
    fs.rmdirSync(dir);
    const sourceDir = path.dirname(dir);
    if (fs.readdirSync(sourceDir).length === 0) fs.rmdirSync(sourceDir);
  }
  return { removed: removed.sort(), missing: missing.sort() };
}

/** What onPostBuild is given of Gatsby's redux store (its jobs' state is private to Gatsby). */
export interface JobStore {
  getState: () => unknown;
  dispatch: (action: { type: string; payload: { contentDigest: string } }) => unknown;
}

/**
 * Makes Gatsby forget the image jobs that made these pictures ("static/<source>/…": removed, or
 * missing). Gatsby keeps a finished job in its cache (.cache/, kept between builds) for as long as
 * its source file is unchanged, and never runs it again: a candidate published again with the same
 * photo, or a post given its old picture back, would name pictures that no longer exist. A job is
 * forgotten when its source's MD5 is the folder's first digest (gatsby-plugin-sharp names the
 * folder by it); a forgotten job that is needed runs again, and writes its pictures anew. Answers
 * how many were forgotten.
 */
export function forgetImageJobsOf(store: JobStore, pictures: readonly string[]): number {
  const sources = new Set(pictures.map((file) => file.split('/')[1]));
  if (sources.size === 0) return 0;
  const complete = propertyOf(propertyOf(store.getState(), 'jobsV2'), 'complete');
  if (!(complete instanceof Map)) return 0;
  const md5s = new Map<string, string | null>();
  const md5Of = (file: string): string | null => {
    let md5 = md5s.get(file);
    if (md5 === undefined) {
      md5 = fs.existsSync(file) ? crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex') : null;
      md5s.set(file, md5);
    }
    return md5;
  };
  const forgotten: string[] = [];
  for (const [contentDigest, job] of complete) {
    const inputs = propertyOf(job, 'inputPaths');
    if (typeof contentDigest !== 'string' || !Array.isArray(inputs)) continue;
    const madeFromRemoved = inputs.some((input) => {
      const file = propertyOf(input, 'path');
      const md5 = typeof file === 'string' ? md5Of(file) : null;
      return md5 !== null && sources.has(md5);
    });
    if (madeFromRemoved) forgotten.push(contentDigest);
  }
  // Gatsby's own action for a job whose source went (gatsby/dist/redux/actions/internal.js, removeStaleJob).
  for (const contentDigest of forgotten) store.dispatch({ type: 'REMOVE_STALE_JOB_V2', payload: { contentDigest } });
  return forgotten.length;
}
