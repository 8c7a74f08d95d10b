import { test as base, expect, type Page, type ConsoleMessage } from '@playwright/test';

/** Chromium reports every Content-Security-Policy violation as a console error like this. */
export const CSP_VIOLATION = /Content Security Policy|Refused to (execute|load|apply|connect|frame)/i;

/**
 * `page.goto` and `page.reload` wait until React has hydrated the static HTML (gatsby-browser
 * sets html[data-hydrated]); typing into a form before that would be lost, as it would for a person.
 * Every test runs under the site's real Content-Security-Policy and fails on any violation.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && CSP_VIOLATION.test(message.text())) violations.push(message.text());
    });
    const ready = () => page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
export { expect };

/** The saved language would (rightly) redirect unprefixed URLs; tests that hop languages forget it. */
export async function forgetLanguage(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('language'));
}

/** Where e2e/global-setup.ts started the API, the site and the rest: it sets these before any test runs. */
export function fromSetup(name: 'E2E_API_URL' | 'E2E_SITE_URL' | 'E2E_DATA_DIR' | 'E2E_REBUILD_STATUS_URL'): string {
  const value = process.env[name];
  // `playwright test --list` loads the files without running the global setup, and runs no test.
  if (!value && process.argv.includes('--list')) return `unset:${name}`;
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npm test\` or \`npx playwright test\`.`);
  return value;
}

export const API_URL = fromSetup('E2E_API_URL');
export const SITE_URL = fromSetup('E2E_SITE_URL');

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

import path from 'path';
import Database from 'better-sqlite3';

/** The temporary database of the API the tests run against. */
export function openTestDatabase(): Database.Database {
  const db = new Database(path.join(fromSetup('E2E_DATA_DIR'), 'content.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Publishes a post straight into the API's database, as an editor would after the last build. */
export function insertPostAfterBuild(input: { slug: string; language: string; title: string; content: string }): void {
  const db = openTestDatabase();
  try {
    db.transaction(() => {
      const row = db
        .prepare('INSERT INTO blog_posts (slug, image, published_at) VALUES (?, NULL, ?) RETURNING id')
        .get(input.slug, new Date().toISOString()) as { id: number };
      db.prepare(
        'INSERT INTO blog_post_translations (post_id, language, title, content, category, author, meta_description) VALUES (?, ?, ?, ?, NULL, NULL, NULL)',
      ).run(row.id, input.language, input.title, input.content);
    })();
  } finally {
    db.close();
  }
}

/** Types a message into the page's contact form, field by field, as a visitor does. */
export async function fillContactForm(page: Page, values: { full_name: string; email: string; phone: string; subject: string; message: string }): Promise<void> {
  const form = page.getByTestId('contact-form');
  for (const field of ['full_name', 'email', 'phone', 'subject'] as const) await form.locator(`input[name="${field}"]`).fill(values[field]);
  await form.locator('textarea[name="message"]').fill(values.message);
}
