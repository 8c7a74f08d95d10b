/**
 * The Cache-Control values the site and the API give, each once: the static host's rules
 * (gatsby/security-headers.ts writes them into _headers; the local static server and the nginx
 * example in docs/deploying.md follow it) and the API's public answers use the same words.
 */

/** Files named by their content (bundles, fonts, the site's own pictures): a new content is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Pages and their data, rewritten under the same names by every build. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * What may leave the site at any moment and must not outlive it in a browser or a CDN: the API's
 * public answers, and a candidate's photo (she may withdraw her consent, or be erased, and the
 * picture's name does not change when it goes). A minute, then ten more while a cache asks again.
 */
export const BRIEF = 'public, max-age=60, stale-while-revalidate=600';
