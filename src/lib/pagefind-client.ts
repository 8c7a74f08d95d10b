/**
 * Pagefind in the browser: the index the build writes to /pagefind/ (gatsby-node's onPostBuild),
 * its script loaded only when a visitor starts searching, never with the page. It reads the
 * page's <html lang> and searches that language's posts.
 */

/** The part of Pagefind's browser API the site uses (pagefind 1.x). */
export interface PagefindResultData {
  url: string;
  /** The page's text around the matches, HTML-escaped, the matches in <mark> (src/lib/search-excerpt.ts). */
  excerpt: string;
  meta: { title?: string };
}

export interface PagefindSearch {
  results: Array<{ id: string; data: () => Promise<PagefindResultData> }>;
}

export interface Pagefind {
  init(): Promise<void>;
  /** Searches at once; a query in double quotes finds the words as such, without their extensions. */
  search(query: string, options?: object): Promise<PagefindSearch>;
  /** Resolves to null when a newer search has replaced this one. */
  debouncedSearch(query: string, options?: object, debounceMs?: number): Promise<PagefindSearch | null>;
}

export const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | null = null;

function isPagefind(module: unknown): module is Pagefind {
  return typeof module === 'object' && module !== null && 'debouncedSearch' in module && 'search' in module && 'init' in module;
}

/** Loads and starts Pagefind once; after a failure (offline, say) the next call tries again. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ PAGEFIND_SCRIPT)
    .then(async (module: unknown) => {
      if (!isPagefind(module)) throw new Error(`${PAGEFIND_SCRIPT} is not Pagefind`);
      await module.init();
      return module;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
