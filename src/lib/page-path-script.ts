/**
 * Gatsby writes `window.pagePath="/this/page"` as an inline script, different on every page, so
 * a hash-based Content-Security-Policy would need one hash per page and could not cover 404s or
 * unbuilt posts. The same statement reading the path from a data attribute is one constant script.
 */
export const CONSTANT_PAGE_PATH_SCRIPT = 'window.pagePath=document.currentScript.getAttribute("data-page-path");';

const GATSBY_PAGE_PATH_SCRIPT = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

/** The page path Gatsby's loader script sets, or null when the script carries anything else. */
export function pagePathOfLoaderScript(html: string): string | null {
  const match = GATSBY_PAGE_PATH_SCRIPT.exec(html);
  if (!match) return null;
  const value: unknown = JSON.parse(match[1]);
  return typeof value === 'string' ? value : null;
}
