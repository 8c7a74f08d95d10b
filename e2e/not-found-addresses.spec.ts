/**
 * Addresses under /blogs/ that are no page, opened as a phone opens them: the server's HTML and
 * the page React hydrates must be the same page. An address that can be no post (a list page
 * number that is not built, a path of two segments, a segment no slug has) is the 404 page of
 * its language before and after the scripts run, with no hydration error and no redraw; a
 * mistyped post answers 200 with noindex (it may be a post published since the build) and becomes the not-found page of its
 * language once the API says there is no such post.
 */
import type { Browser } from '@playwright/test';
import type { Language } from '@efe/shared/constants';
import { localeTexts } from '../test-support/locale-file';
import { expect, test, watchConsole } from './support';
import { PHONE, holdAppBundle, slowAsAPhone } from './phone-profile';

const notFound = (language: Language) => localeTexts(language, 'common', 'notFound');

/** The browser's own log line for an answer of 404 (the page itself, the API's answer): expected here. */
const NOT_FOUND_LOAD = /Failed to load resource: the server responded with a status of 404/;

async function openAsPhone(browser: Browser, url: string) {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  await slowAsAPhone(context, page);
  const console = watchConsole(page);
  const release = await holdAppBundle(page);
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  const html = (await response?.text()) ?? '';
  const headingBefore = (await page.locator('h1').first().innerText()).trim();
  release();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  // The fallback may ask the API and draw its answer: wait until the page has nothing left to load.
  await page.waitForLoadState('networkidle');
  return { context, page, console, status: response?.status(), html, headingBefore };
}

const noPage: Array<[Language, string]> = [
  ['en', '/blogs/page/99'],
  ['ar', '/ar/blogs/page/99'],
  ['ru', '/ru/blogs/page/0'],
  ['en', '/blogs/page/1/extra'],
  ['ar', '/ar/blogs/a.b'],
  ['ru', '/ru/blogs/%D0%B0%252F'],
];

for (const [language, url] of noPage) {
  test(`${url} is the ${language} 404 page before and after the scripts run, with no hydration error`, async ({ browser }) => {
    const { context, page, console, status, headingBefore } = await openAsPhone(browser, url);
    const { title, metaTitle } = notFound(language);
    expect(status).toBe(404);
    expect(headingBefore).toBe(title);
    await expect(page.locator('h1')).toHaveText([title]);
    await expect(page).toHaveTitle(new RegExp(`^${metaTitle}`));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    console.assertClean([NOT_FOUND_LOAD]);
    await context.close();
  });
}

const mistypedPosts: Array<[Language, string]> = [
  ['ar', '/ar/blogs/choosing-a-nany-in-dubai'],
  ['en', '/blogs/choosing-a-nany-in-dubai'],
  ['ru', '/ru/blogs/choosing-a-nany-in-dubai'],
];

for (const [language, url] of mistypedPosts) {
  // 200, as a post published since the build must be to a link checker and a crawler; noindex keeps a mistyped one out of search.
  test(`a mistyped post ${url} answers with noindex and becomes the ${language} not-found page`, async ({ browser }) => {
    const { context, page, console, status, html } = await openAsPhone(browser, url);
    const { title, metaTitle } = notFound(language);
    expect(status).toBe(200);
    expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
    expect(html).not.toMatch(/rel="canonical"/);
    await expect(page.locator('h1')).toHaveText([title]);
    await expect(page).toHaveTitle(new RegExp(`^${metaTitle}`));
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    console.assertClean([NOT_FOUND_LOAD]);
    await context.close();
  });
}
