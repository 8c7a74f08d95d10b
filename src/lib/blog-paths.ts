/**
 * Paths of the blog's client-side fallback: one page per language that answers every
 * /blogs/<slug> not built yet, reads the slug from the address and asks the API for the post.
 */
import type { Language } from '@efe/shared/constants';
import { localizePath, stripLanguagePrefix } from '@efe/shared/language';
import { BLOG_BASE_PATH } from '@efe/shared/routes';

/** The fallback page's own path segment; never a real slug, so it can never shadow a post. */
export const BLOG_FALLBACK_SEGMENT = '__fallback';
export const BLOG_FALLBACK_PATH = `${BLOG_BASE_PATH}/${BLOG_FALLBACK_SEGMENT}`;
/** The API rejects longer slugs (api/src/routes/content-routes.ts). */
const MAX_SLUG_LENGTH = 200;
const SLUG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;

/** Where the fallback page of a language is created ("/ar/blogs/__fallback"). */
export function blogFallbackPagePath(language: Language): string {
  return localizePath(BLOG_FALLBACK_PATH, language);
}

/**
 * The client-only route the fallback page answers ("/blogs/:slug", "/ar/blogs/:slug"): one path
 * segment, as a post's address has, so /blogs/page/99 or /blogs/a/b falls to the language's 404
 * page in the browser as it does on the server (scripts/lib/static-resolve.ts).
 */
export function blogFallbackMatchPath(language: Language): string {
  return localizePath(`${BLOG_BASE_PATH}/:slug`, language);
}

/**
 * What the fallback page draws for the address it answers: the post loader for a possible slug
 * (and for its own built path, the HTML the server sends for those), the not-found page for a
 * segment no post can have ("/blogs/a.b"), to which the server sends the 404 page's HTML.
 */
export function blogFallbackShows(pathname: string): 'post' | 'notFound' {
  if (stripLanguagePrefix(pathname) === BLOG_FALLBACK_PATH) return 'post';
  return blogSlugFromPath(pathname) === null ? 'notFound' : 'post';
}

/** The slug of a blog post address in any language, or null when the address names no post. */
export function blogSlugFromPath(pathname: string): string | null {
  const bare = stripLanguagePrefix(pathname);
  const prefix = `${BLOG_BASE_PATH}/`;
  if (!bare.startsWith(prefix)) return null;
  const segment = bare.slice(prefix.length);
  if (segment === '' || segment.includes('/')) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (slug === BLOG_FALLBACK_SEGMENT || slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) return null;
  return slug;
}
