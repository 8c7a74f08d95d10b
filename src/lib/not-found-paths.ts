/** Where each language's 404 page answers in the browser. */
import { DEFAULT_LANGUAGE, type Language } from '@efe/shared/constants';

/**
 * The client-only route of a language's 404 page: every unknown path under /ar/ and /ru/ renders
 * that language's 404 page in the browser too. English has none: Gatsby draws its own /404.html
 * (a copy of /404) for a path it has no page for.
 */
export function notFoundMatchPath(language: Language): string | undefined {
  return language === DEFAULT_LANGUAGE ? undefined : `/${language}/*`;
}
