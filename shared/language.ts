/**
 * Language and URL rules (docs/product-rules.md, Pages and languages), as pure functions shared by the build
 * (page creation, head tags, sitemap), the static server and the browser.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from './constants';
import { isOneOf } from './one-of';

export function isLanguage(value: unknown): value is Language {
  return isOneOf(LANGUAGES, value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** A language code from data (the API, a build node), or null when it names none of ours. */
export function languageOrNull(value: unknown): Language | null {
  return isLanguage(value) ? value : null;
}

/**
 * `lang` and `dir` for a block whose text is in `text` on a page in `page` (English fallback text
 * on an Arabic page: its full stop stays at its end, and screen readers read it as English).
 * None when they are the same, or when the text's language is not known.
 */
export function textLanguageAttributes(text: Language | null | undefined, page: Language): { lang?: Language; dir?: 'ltr' | 'rtl' } {
  return text && text !== page ? { lang: text, dir: directionOf(text) } : {};
}

/** The first path segment names the language; anything else means English. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/').filter(Boolean)[0];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The path without its language prefix, always starting with "/". */
export function stripLanguagePrefix(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  return '/' + segments.join('/');
}

/** English has no prefix; Arabic and Russian are prefixed. "/" in Arabic is "/ar". */
export function localizePath(path: string, language: Language): string {
  const bare = stripLanguagePrefix(path);
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/**
 * The path with any run of leading slashes or backslashes made one "/". Browsers read "//host"
 * and "/\\host" as another site, so every redirect target goes through this (no open redirect).
 */
export function sameSitePath(path: string): string {
  return path.replace(/^[/\\]+/, '/');
}

/** A trailing slash on a non-root path is redirected away; returns the target (on this site) or null. */
export function trailingSlashRedirect(pathname: string): string | null {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return sameSitePath(pathname.replace(/\/+$/, '')) || '/';
  }
  return null;
}

/** The path as the site writes it: no trailing slash, one leading slash. */
function sitePath(pathname: string): string {
  return trailingSlashRedirect(pathname) ?? sameSitePath(pathname);
}

/**
 * Where a visitor opening `pathname` is sent before the page paints (docs/product-rules.md, Pages and languages), or null to stay:
 * a trailing slash is dropped, and a visitor who saved Arabic or Russian and opens an
 * unprefixed path goes to the prefixed one. This is the code of the inline script in every
 * English page's <head> (language-redirect-entry.ts, bundled at build time; the prefixed pages
 * have `prefixedArrivalRedirect`).
 *
 * The saved language is read only for an unprefixed path, the one place it can move the visitor:
 * a page's first read of the browser's storage waits on the browser process (two synchronous
 * calls), in the task that parses the page's <head>, and beside a busy process that wait took this
 * script 50-80 ms on the phone profile.
 */
export function arrivalRedirect(pathname: string, readSaved: () => string | null): string | null {
  const path = sitePath(pathname);
  const prefixed = isLanguage(path.split('/').filter(Boolean)[0]);
  const saved = prefixed ? null : readSaved();
  const target = isLanguage(saved) && saved !== DEFAULT_LANGUAGE ? localizePath(path, saved) : path;
  return target === pathname ? null : target;
}

/**
 * `arrivalRedirect` where the path names its language (an Arabic or Russian page, served under its
 * prefix): no saved choice moves it, so only the path's form is set right, and the inline script
 * of those pages carries nothing of the languages or the storage.
 */
export function prefixedArrivalRedirect(pathname: string): string | null {
  const path = sitePath(pathname);
  return path === pathname ? null : path;
}

export type PageKind = 'page' | 'blogPost' | 'notFound';

export interface UrlParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/**
 * Where the language switcher goes: the same page in the other language, keeping the query
 * string and hash; blog posts and the 404 page go to the language's root instead, because
 * a post may not exist in the other language and a 404 has no counterpart.
 */
export function switchLanguageUrl(current: UrlParts, target: Language, kind: PageKind): string {
  if (kind !== 'page') return localizePath('/', target);
  return localizePath(current.pathname, target) + (current.search ?? '') + (current.hash ?? '');
}

/** Absolute URL on the public site, without a trailing slash except for the root. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return path === '/' ? `${base}/` : `${base}${path}`;
}
