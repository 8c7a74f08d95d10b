import { expect, type Page, type ConsoleMessage } from '@playwright/test';

export const API_URL = process.env.E2E_API_URL || 'http://127.0.0.1:4100';
export const SITE_URL = process.env.E2E_SITE_URL || 'http://127.0.0.1:9100';

/** Collects console errors and uncaught exceptions; call `assertClean()` at the end of a test. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return {
    problems,
    assertClean: (allow: RegExp[] = []) =>
      expect(problems.filter((problem) => !allow.some((pattern) => pattern.test(problem)))).toEqual([]),
  };
}

/** Pulls one attribute or tag content out of raw HTML (the page as a crawler sees it). */
export function htmlAttr(html: string, pattern: RegExp): string | null {
  const match = html.match(pattern);
  return match ? match[1] : null;
}
