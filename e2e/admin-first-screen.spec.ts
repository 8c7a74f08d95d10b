import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { propertyOf } from '@efe/shared/read-unknown';
import { ADMIN_URL, adminTest as test, firstLogin, staffAccount } from './staff-admin';
import { ENGLISH_ONLY } from './english-only-content';

/**
 * The admin's first screen is the login, drawn with MUI alone: react-admin downloads once someone
 * has signed in, and its editors, charts and data requests when they are opened. Counted as the
 * budget test counts the site: the gzip size of every script the page downloads.
 */
const budgets = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../bench/budgets.json'), 'utf8'));

function budget(name: string): number {
  const bytes = propertyOf(budgets, name);
  if (typeof bytes !== 'number') throw new Error(`bench/budgets.json has no ${name}`);
  return bytes;
}

interface Script {
  gzipBytes: number;
  /** Whether it holds the rich-text editor (ProseMirror names its editor's element by this class). */
  richTextEditor: boolean;
}

/** The scripts downloaded from now on, by file name; `read()` answers them once every body is read. */
function scriptsDownloaded(page: Page): { read: () => Promise<Map<string, Script>> } {
  const scripts = new Map<string, Script>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, { gzipBytes: gzipSync(body).length, richTextEditor: body.includes('ProseMirror-') });
      }),
    );
  });
  return { read: () => Promise.all(reading).then(() => scripts) };
}

const total = (scripts: Map<string, Script>) => [...scripts.values()].reduce((sum, script) => sum + script.gzipBytes, 0);
const withEditor = (scripts: Map<string, Script>) => [...scripts].filter(([, script]) => script.richTextEditor).map(([file]) => file);

test('the login screen downloads at most the budget of JavaScript, and none of react-admin', async ({ page }) => {
  const downloads = scriptsDownloaded(page);
  await page.goto(ADMIN_URL);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await downloads.read();
  test.info().annotations.push({ type: 'login screen, gzip bytes', description: String(total(scripts)) });
  expect(scripts.size).toBeGreaterThan(0);
  expect(total(scripts)).toBeLessThanOrEqual(budget('adminFirstScreenJavascriptGzipBytes'));
  expect([...scripts.keys()].filter((file) => /\/App-/.test(file))).toEqual([]);
});

test('signing in loads the admin in place and opens the first list without the editors; an editor downloads when opened', async ({ page }) => {
  const downloads = scriptsDownloaded(page);
  await firstLogin(page, staffAccount('editor'));
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await downloads.read();
  expect([...scripts.keys()].some((file) => /\/App-/.test(file))).toBe(true);
  test.info().annotations.push({ type: 'login and first list, gzip bytes', description: String(total(scripts)) });
  expect(total(scripts)).toBeLessThanOrEqual(budget('adminFirstListJavascriptGzipBytes'));
  expect(withEditor(scripts)).toEqual([]);

  // A post of our own (see the next test but one), opened from the list.
  await page.getByPlaceholder('Search posts').fill(ENGLISH_ONLY.post.title);
  await page.getByRole('row').filter({ hasText: ENGLISH_ONLY.post.title }).click();
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.locator('.ProseMirror:visible')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(withEditor(await downloads.read())).toHaveLength(1);
});

test('a post without a picture says so in its row, instead of an empty cell that looks still loading', async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  await page.getByPlaceholder('Search posts').fill(ENGLISH_ONLY.post.title);
  await expect(page.getByRole('row').filter({ hasText: ENGLISH_ONLY.post.title })).toContainText('No picture');
});

test("when an editor's code cannot be fetched, the page says so in the admin and tries again on request", async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  const editorChunk = /\/admin\/assets\/form-[^/]*\.js$/;
  await page.route(editorChunk, (route) => route.abort());
  // A post of our own: the newest may be blog.spec.ts's hostile one, whose inline handlers the
  // editor's HTML parsing makes the browser refuse (CSP), which this test's watcher would count.
  await page.getByPlaceholder('Search posts').fill(ENGLISH_ONLY.post.title);
  await page.getByRole('row').filter({ hasText: ENGLISH_ONLY.post.title }).click();
  await expect(page.getByText('This page could not be loaded. Check your connection and try again.')).toBeVisible();
  // In the admin's layout: the menu is still there.
  await expect(page.getByRole('menuitem', { name: 'Blog posts' })).toBeVisible();
  await page.unroute(editorChunk);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.locator('.ProseMirror:visible')).toBeVisible();
});

test("when the admin's code cannot be fetched after signing in, it says so and tries again on request", async ({ page }) => {
  const appChunk = /\/admin\/assets\/App-[^/]*\.js$/;
  await page.route(appChunk, (route) => route.abort());
  const account = staffAccount('editor');
  await page.goto(ADMIN_URL);
  await page.getByLabel('E-mail').fill(account.email);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The admin could not be loaded. Check your connection and try again.')).toBeVisible();
  await page.unroute(appChunk);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You logged in with a one-time password')).toBeVisible();
});

test("when saving's code cannot be fetched, the save fails with words and the form keeps what was typed", async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  await page.goto(`${ADMIN_URL}#/blog/create`);
  await page.getByRole('textbox', { name: 'Slug' }).fill(`unsaved-offline-${Date.now()}`);
  await page.getByRole('tab', { name: 'English' }).click();
  const title = page.locator('input[name="translations.en.title"]');
  await title.fill('Written while the connection dropped');
  await page.locator('.ProseMirror:visible').fill('Not lost.');

  await page.route(/\/admin\/assets\/content-body-[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saving needs a part of the admin that could not be downloaded. Check your connection and try again.')).toBeVisible();
  await expect(page).toHaveURL(/#\/blog\/create/);
  await expect(title).toHaveValue('Written while the connection dropped');
  await expect(page.locator('.ProseMirror:visible')).toHaveText('Not lost.');
  // Not saved for real here: a saved post rebuilds the site in the middle of the other browser tests.
});
