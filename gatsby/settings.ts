/** Build-time settings, read once from the environment (README, "Settings"). */
const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const API_URL = trimSlash(process.env.API_URL || 'http://127.0.0.1:4000');
export const SITE_URL = trimSlash(process.env.SITE_URL || 'http://127.0.0.1:9000');
/** The API the browser talks to; inlined into the bundle as process.env.GATSBY_API_URL. */
export const BROWSER_API_URL = trimSlash(process.env.GATSBY_API_URL || API_URL);

/** SEARCH_INDEX's value with which the local rebuilder runs Pagefind itself, after publishing a rebuild's pages (scripts/lib/local-site.ts). */
export const SEARCH_INDEX_AFTER_PUBLISH = 'after-publish';
/** This build leaves the blog's search index to the local rebuilder. */
export const SEARCH_INDEX_LEFT_TO_REBUILDER = process.env.SEARCH_INDEX === SEARCH_INDEX_AFTER_PUBLISH;
