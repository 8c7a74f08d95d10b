import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { propertyOf } from '../src/lib/read-unknown';
import { ADMIN_URL, adminTest as test, firstLogin, staffAccount } from './staff-admin';

/**
 * The admin's first screen is the login, drawn with MUI alone: react-admin (lists, editors,
 * charts) downloads once someone has signed in. Counted as the budget test counts the site: the
 * gzip size of every script the page downloads.
 */
const budget = propertyOf(JSON.parse(fs.readFileSync(path.resolve(__dirname, '../bench/budgets.json'), 'utf8')), 'adminFirstScreenJavascriptGzipBytes');
if (typeof budget !== 'number') throw new Error('bench/budgets.json has no adminFirstScreenJavascriptGzipBytes');

/** Gzip bytes of the scripts downloaded from now on, by file name. */
function scriptsDownloaded(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
  });
  return scripts;
}

const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);

test('the login screen downloads at most the budget of JavaScript, and none of react-admin', async ({ page }) => {
  const scripts = scriptsDownloaded(page);
  await page.goto(ADMIN_URL);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  test.info().annotations.push({ type: 'login screen, gzip bytes', description: String(total(scripts)) });
  expect(scripts.size).toBeGreaterThan(0);
  expect(total(scripts)).toBeLessThanOrEqual(budget);
  expect([...scripts.keys()].filter((file) => /\/App-/.test(file))).toEqual([]);
});

test('signing in loads the admin in place and opens the first list', async ({ page }) => {
  const scripts = scriptsDownloaded(page);
  await firstLogin(page, staffAccount('editor'));
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  expect([...scripts.keys()].some((file) => /\/App-/.test(file))).toBe(true);
  test.info().annotations.push({ type: 'login and first list, gzip bytes', description: String(total(scripts)) });
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
