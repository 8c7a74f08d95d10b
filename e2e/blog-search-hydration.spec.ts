/**
 * A visitor on a phone types into the blog search while the page's code starts: React hydrates the
 * page part by part meanwhile, the side column's latest posts in a boundary of their own, and no
 * keystroke may reach a part not yet hydrated with an urgent update, or React throws that part's
 * server HTML away and draws it anew (React's error 421, in the console). On the phone profile
 * (CPU 4x slower, 150 ms round trip, 1.6 Mbit/s), the app bundle is held until the first letter is
 * in the box, then let through while the visitor keeps typing, a letter at a time, until the page
 * says React owns all of it. Several runs per language: where the letters fall is a race, so the
 * test asserts no timing, only that no run sees the error and no letter is lost.
 */
import type { Browser } from '@playwright/test';
import { expect, test, SITE_URL } from './support';
import { PHONE, holdAppBundle, slowAsAPhone } from './phone-profile';
import { localeTexts } from '../test-support/locale-file';
import { shiftScore, unexpectedShifts, watchLayoutShifts } from './layout-shifts';

/** React's report of server HTML it gave up on, in production's words and in development's. */
const DROPPED_SERVER_HTML = /Minified React error|#421|received an update before it finished hydrating|switch(ed)? to client rendering/i;
const RUNS = 3;
/** Letters typed at most while waiting for hydration (the box's width is not the point). */
const MOST_LETTERS = 60;

test.describe.configure({ timeout: 180_000 });

async function typeThroughHydration(browser: Browser, path: string, word: string, searching: string): Promise<void> {
  const context = await browser.newContext({ ...PHONE, baseURL: SITE_URL });
  const page = await context.newPage();
  const dropped: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && DROPPED_SERVER_HTML.test(message.text())) dropped.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (DROPPED_SERVER_HTML.test(error.message)) dropped.push(error.message);
  });
  await slowAsAPhone(context, page);
  const release = await holdAppBundle(page);
  await page.goto(path, { waitUntil: 'commit' });

  const box = page.getByTestId('blog-search');
  await box.waitFor({ state: 'visible', timeout: 60_000 });
  await box.tap();
  let typed = '';
  const typeLetter = async () => {
    const letter = word[typed.length % word.length];
    await page.keyboard.type(letter);
    typed += letter;
  };
  await typeLetter();
  release();
  const isHydrated = () => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
  while (!(await isHydrated()) && typed.length < MOST_LETTERS) await typeLetter();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  // And a few after: a part may still be hydrating when the page's own signal comes.
  for (let more = 0; more < 3; more += 1) await typeLetter();

  await expect(box).toHaveValue(typed);
  // The search has answered (a count, "no posts", or that it cannot load): every update has been rendered by now.
  const status = page.getByTestId('full-text-status');
  await expect.poll(async () => !['', searching].includes((await status.textContent())?.trim() ?? ''), { timeout: 60_000 }).toBe(true);
  await expect(page.locator('[data-testid="latest-posts"]')).toHaveCount(1);
  expect(dropped, 'React dropped server HTML while the visitor typed').toEqual([]);
  await context.close();
}

for (const { language, path, word } of [
  { language: 'ru', path: '/ru/blogs', word: 'няня ' },
  { language: 'ar', path: '/ar/blogs', word: 'مربية ' },
] as const) {
  const searching = localeTexts(language, 'blog', 'fullText').searching;
  test.describe(`blog search typed during hydration (${language})`, () => {
    for (let run = 1; run <= RUNS; run += 1) {
      test(`run ${run}: no part of the page is drawn anew, no letter lost`, async ({ browser }) => {
        await typeThroughHydration(browser, path, word, searching);
      });
    }
  });
}

/** The design's gap between a field and the line under it (a hint's: --space-1). */
const HINT_GAP_PX = 4;

// Words typed before the page's code ran: the box says, under itself, that it is searching, as a
// field's hint is set under its field, within its column's box; nothing moves when the results come.
for (const { language, path } of [
  { language: 'en', path: '/blogs' },
  { language: 'ar', path: '/ar/blogs' },
  { language: 'ru', path: '/ru/blogs' },
] as const) {
  const searching = localeTexts(language, 'blog', 'fullText').searching;
  test(`${language}: at 390 px, the early search's "searching" line keeps its gap under the box, and nothing moves when the results come`, async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE, baseURL: SITE_URL });
    const page = await context.newPage();
    await slowAsAPhone(context, page);
    const release = await holdAppBundle(page);
    await page.addInitScript(watchLayoutShifts);
    await page.goto(path, { waitUntil: 'commit' });
    const box = page.getByTestId('blog-search');
    await box.waitFor({ state: 'visible', timeout: 60_000 });
    await box.tap();
    await page.keyboard.type({ en: 'nanny', ar: 'مربية', ru: 'няня' }[language]);
    const typedAt = await page.evaluate(() => performance.now());
    const form = page.getByRole('search').filter({ has: box });
    const line = form.getByText(searching, { exact: true });
    await expect(line).toBeVisible({ timeout: 2_000 });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    // Where its text's lines begin and end (inside its padding), and the column's box around the search.
    const drawn = await line.evaluate((element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return { top: rect.top + parseFloat(style.paddingTop), bottom: rect.bottom - parseFloat(style.paddingBottom) };
    });
    // The box has the focus: its ring is drawn outside it, and the gap is the ring's to the line.
    const ringBottom = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      return element.getBoundingClientRect().bottom + outline;
    });
    const column = (await form.locator('xpath=..').boundingBox())!;
    expect(drawn.top - ringBottom, "the gap between the box's focus ring and its line").toBeGreaterThanOrEqual(HINT_GAP_PX);
    expect(drawn.bottom, "the line stays inside the search's column box").toBeLessThanOrEqual(column.y + column.height);
    await page.screenshot({ path: `test-results/blog-search-${language}-early-searching.png` });

    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    const status = page.getByTestId('full-text-status');
    await expect.poll(async () => !['', searching].includes((await status.textContent())?.trim() ?? ''), { timeout: 60_000 }).toBe(true);
    await expect(line).toBeHidden();
    expect(shiftScore(await unexpectedShifts(page, typedAt)), 'layout shift once the results came').toBeLessThan(0.01);
    await context.close();
  });
}
