/**
 * How the static server maps a request path onto files in public/: the same rules a static host
 * is configured with (docs/deploying.md): trailing slash redirect, index.html, per-language 404.
 */
import fs from 'fs';
import path from 'path';
import { languageFromPath, localizePath, trailingSlashRedirect } from '@efe/shared/language';
import { blogFallbackPagePath, blogSlugFromPath } from '../../src/lib/blog-paths';
import mimeTypes from 'mime-types';
import { BRIEF, IMMUTABLE, REVALIDATE } from '@efe/shared/cache-control';

export type Resolution =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; file: string; status: 200 | 404 }
  | { kind: 'missing' };

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function resolveRequest(publicDir: string, rawPathname: string): Resolution {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    pathname = '/404';
  }
  const redirect = trailingSlashRedirect(pathname);
  if (redirect) return { kind: 'redirect', location: encodeURI(redirect) };

  const root = path.resolve(publicDir);
  const target = path.resolve(root, '.' + path.posix.normalize(pathname));
  // A path that only names a file once normalized ("/blogs/%2F." is "/blogs") names none: the
  // browser's router reads it as it is and would draw another page over this one.
  const normalized = path.posix.normalize(pathname) === pathname;
  if (normalized && (target === root || target.startsWith(root + path.sep))) {
    for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
      if (candidate.startsWith(root) && isFile(candidate)) return { kind: 'file', file: candidate, status: 200 };
    }
  }

  const language = languageFromPath(pathname);
  // A slug the build has no post for may be a post published since: the fallback page fetches it
  // in the browser (a page like any other until the rebuild makes it one: 200, as a link checker
  // and a crawler must read a new post; its HTML says noindex, so a mistyped one is never indexed).
  // The slug is read from the address as sent, as the browser's router reads it
  // (blogFallbackShows), so an address decoded twice never shows a post here and a 404 there.
  if (blogSlugFromPath(rawPathname)) {
    const fallback = path.join(root, blogFallbackPagePath(language), 'index.html');
    if (isFile(fallback)) return { kind: 'file', file: fallback, status: 200 };
  }
  const notFound = path.join(root, localizePath('/404', language), 'index.html');
  if (isFile(notFound)) return { kind: 'file', file: notFound, status: 404 };
  const generic = path.join(root, '404.html');
  return isFile(generic) ? { kind: 'file', file: generic, status: 404 } : { kind: 'missing' };
}

/** The file's media type by its extension (mime-types' table, with its charset for text); bytes when unknown. */
export function contentType(file: string): string {
  return mimeTypes.contentType(path.extname(file).toLowerCase()) || 'application/octet-stream';
}

/**
 * The Cache-Control of a file no rule of the build's _headers names (the file names every file the
 * build wrote): hashed build assets never change; HTML and page-data must always be revalidated; a
 * processed picture may be a candidate's photo, which only the build knows, so it is kept briefly.
 */
export function cacheControl(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join('/');
  // The blog search's index (Pagefind) is rewritten by every build under the same names.
  if (relative.endsWith('.html') || relative.startsWith('page-data/') || relative.startsWith('pagefind/') || relative.endsWith('sw.js')) {
    return REVALIDATE;
  }
  if (/^static\/[0-9a-f]{32}\//.test(relative)) return BRIEF;
  if (relative.startsWith('static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(relative) || /\.(woff2?)$/.test(relative)) {
    return IMMUTABLE;
  }
  return 'public, max-age=3600';
}
