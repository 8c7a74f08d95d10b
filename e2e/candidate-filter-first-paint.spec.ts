/**
 * A candidate filter chosen at the first paint, on a phone, changes the list at once, within the
 * half second after the input that layout-shift scoring treats as expected, and never again when
 * the page's code arrives: no card moves under the visitor's finger seconds after she acted.
 * Until the code has looked at every page, the page says within 300 ms, in its language, that it is
 * searching all candidates, and never that none matches: a choice whose matches are all on later
 * pages shows them once the code runs, with no second choice.
 * On the phone profile with the app bundle held back until the choice is made, so "before the
 * code" is certain on any machine; the choice is made with the keyboard, a trusted input as a
 * finger's on a phone's picker (a script's change would not count as the visitor's input).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test, SITE_URL } from './support';
import { PHONE, holdAppBundle, slowAsAPhone } from './phone-profile';
import { Type } from '@sinclair/typebox';
import { FACETS_ATTRIBUTE } from '../src/lib/candidate-filters';
import { checked } from '../test-support/checked';
import { localeTexts } from '../test-support/locale-file';
import { shiftScore, unexpectedShifts, watchLayoutShifts } from './layout-shifts';

test.describe.configure({ timeout: 120_000 });

/** The layout-shift scoring's own limit, for the shifts it counts against the page. */
const UNEXPECTED_SHIFT = 0.01;

/** The cards a visitor sees, in order, each with where it is on the page. */
function shownCards(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-testid="candidate-card"]'))
      .filter((card) => card.checkVisibility())
      .map((card) => {
        const box = card.getBoundingClientRect();
        return { id: card.dataset.candidateId, top: Math.round(box.top + window.scrollY), left: Math.round(box.left) };
      }),
  );
}

async function chooseWithKeys(page: Page, filter: string, value: string) {
  const select = page.getByTestId(`filter-${filter}`);
  const values = await select.locator('option').evaluateAll((options: HTMLOptionElement[]) => options.map((option) => option.value));
  const steps = values.indexOf(value);
  expect(steps, `${value} is offered`).toBeGreaterThan(0);
  await select.focus();
  for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

const CASES = [
  // The only match is on the first page: the list the choice shows is the list the code keeps.
  { language: 'en', prefix: '', filter: 'country', value: 'South Africa', allShownEarly: true },
  { language: 'ar', prefix: '/ar', filter: 'country', value: 'South Africa', allShownEarly: true },
  // Two matches in the page, one more on a later page: it comes after them, once the code runs.
  { language: 'ar', prefix: '/ar', filter: 'language', value: 'Russian', allShownEarly: false },
  { language: 'ru', prefix: '/ru', filter: 'role', value: 'Governess', allShownEarly: false },
] as const;

/** The page's "working" answer to a choice, as the visitor sees it, checked every frame from the first script on. */
function watchSearching() {
  const seen = { choseAt: -1, searchingAt: -1, notFoundAt: -1 };
  Object.assign(window, { searchingSeen: seen });
  const visible = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.checkVisibility() ?? false;
  document.addEventListener('change', (event) => (seen.choseAt < 0 ? (seen.choseAt = event.timeStamp) : undefined), true);
  const frame = (now: number) => {
    if (seen.choseAt >= 0 && seen.searchingAt < 0 && visible('candidates-searching')) seen.searchingAt = now;
    if (seen.notFoundAt < 0 && visible('candidates-empty')) seen.notFoundAt = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** `before`: more for the page to run before its own scripts. */
async function openAtFirstPaint(browser: Browser, path: string, before?: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({ ...PHONE, baseURL: SITE_URL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await slowAsAPhone(context, page);
  const release = await holdAppBundle(page);
  await page.addInitScript(watchLayoutShifts);
  await page.addInitScript(watchSearching);
  await before?.(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30_000 });
  return { context, page, release, errors };
}

for (const { language, prefix, filter, value, allShownEarly } of CASES) {
  test(`${language}: ${filter} "${value}" chosen at the first paint filters the cards at once, and the code changes none of them`, async ({ browser }) => {
    const { context, page, release, errors } = await openAtFirstPaint(browser, `${prefix}/candidate-details`);
    const before = await shownCards(page);
    expect(before).toHaveLength(6);

    await chooseWithKeys(page, filter, value);
    const chosenAt = await page.evaluate(() => performance.now());
    // Filtered in the frame of the choice, before any of the page's code has run.
    await expect.poll(async () => (await shownCards(page)).length, { timeout: 2_000 }).toBeLessThan(6);
    expect(await page.evaluate(() => Boolean(document.documentElement.dataset.hydrated))).toBe(false);
    const early = await shownCards(page);
    expect(early.length).toBeGreaterThan(0);
    await page.screenshot({ path: `test-results/candidate-filter-${language}-${filter}-before-code.png` });

    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    // The code has taken the choice (it writes it to the address), then a second for anything late.
    await expect(page).toHaveURL(new RegExp(`[?&]${filter}=${encodeURIComponent(value).replace(/%20/g, '(\\+|%20)')}`), { timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const after = await shownCards(page);
    await page.screenshot({ path: `test-results/candidate-filter-${language}-${filter}-after-code.png` });

    // The cards shown at the choice are still there, each where it was; later pages' matches only after them.
    expect(after.slice(0, early.length)).toEqual(early);
    if (allShownEarly) expect(after).toEqual(early);
    else expect(after.length).toBeGreaterThan(early.length);

    const unexpected = await unexpectedShifts(page, chosenAt);
    expect(shiftScore(unexpected), JSON.stringify(unexpected)).toBeLessThan(UNEXPECTED_SHIFT);
    expect(errors.filter((message) => /hydrat|Minified React error/i.test(message))).toEqual([]);
    await context.close();
  });
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where an element is drawn, in the viewport's pixels. */
async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} is not drawn`);
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

function overlap(one: Box, other: Box): boolean {
  return one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom;
}

/** The cards' facets (trimmed, lower case values), as the inline script and the code match them; `shown`: only the cards shown. */
async function cardFacets(page: Page, shown: boolean): Promise<Array<Record<string, string[]>>> {
  const attributes = await page.evaluate(
    ({ attribute, onlyShown }) =>
      Array.from(document.querySelectorAll<HTMLElement>(`[${attribute}]`))
        .filter((card) => !onlyShown || card.checkVisibility())
        .map((card) => card.getAttribute(attribute) ?? ''),
    { attribute: FACETS_ATTRIBUTE, onlyShown: shown },
  );
  return attributes.map((text) => checked(CARD_FACETS, JSON.parse(text)));
}
const CARD_FACETS = Type.Record(Type.String(), Type.Array(Type.String()));
/** What the page's observer noted (set up before the page's own scripts): times of the first choice, the working line and any "not found". */
const SEARCHING_SEEN = Type.Object({ choseAt: Type.Number(), searchingAt: Type.Number(), notFoundAt: Type.Number() });

/** The values the cards in the page have for a filter. */
async function valuesInPage(page: Page, filter: string): Promise<string[]> {
  return (await cardFacets(page, false)).flatMap((facets) => facets[filter] ?? []);
}

/** Whether each card shown has the value. */
async function shownCardsHave(page: Page, filter: string, value: string): Promise<boolean[]> {
  const wanted = value.trim().toLowerCase();
  return (await cardFacets(page, true)).map((facets) => facets[filter]?.includes(wanted) ?? false);
}

// A value every one of whose candidates is on a later page: offered (the build's options are its
// candidates' values), and had by no card in the page.
for (const { language, prefix, filter } of [
  { language: 'en', prefix: '', filter: 'country' },
  { language: 'ar', prefix: '/ar', filter: 'language' },
] as const) {
  const searching = localeTexts(language, 'candidates').searching;
  test(`${language}: a ${filter} matched only on later pages, chosen at the first paint, says at once that all candidates are searched, then shows its matches when the code runs`, async ({ browser }) => {
    const { context, page, release, errors } = await openAtFirstPaint(browser, `${prefix}/candidate-details`);
    expect(await shownCards(page)).toHaveLength(6);
    const countOf = async () => Number(/\d+/.exec((await page.getByTestId('candidates-count').textContent()) ?? '')?.[0]);
    const everyone = await countOf();
    const inPage = new Set(await valuesInPage(page, filter));
    const offered = await page.getByTestId(`filter-${filter}`).locator('option').evaluateAll((options: HTMLOptionElement[]) => options.map((option) => option.value));
    const value = offered.find((option) => option !== '' && !inPage.has(option.toLowerCase()));
    expect(value, `a ${filter} no card in the page has`).toBeDefined();

    await chooseWithKeys(page, filter, value!);
    const line = page.getByTestId('candidates-searching');
    await expect(line).toBeVisible({ timeout: 2_000 });
    await expect(line).toHaveText(searching);
    // Where the list is, right under the filters, and over none of them: the visitor may choose again.
    const lineBox = await boxOf(line);
    const form = page.getByRole('search');
    for (const control of await form.locator('select, button').all()) expect(overlap(lineBox, await boxOf(control)), 'the working line covers a filter').toBe(false);
    expect(lineBox.top, 'the working line is under the filters').toBeGreaterThanOrEqual((await boxOf(form)).bottom);
    // Seen in the first frames after the first choice (every arrow key is one), before any of the page's code has run.
    const seen = async () => checked(SEARCHING_SEEN, await page.evaluate(() => Reflect.get(window, 'searchingSeen')));
    await expect.poll(async () => (await seen()).searchingAt, { timeout: 2_000 }).toBeGreaterThanOrEqual(0);
    const early = await seen();
    expect(early.searchingAt - early.choseAt, JSON.stringify(early)).toBeLessThan(300);
    expect(await page.evaluate(() => Boolean(document.documentElement.dataset.hydrated))).toBe(false);
    expect(await shownCards(page)).toEqual([]);
    await expect(page.getByTestId('candidate-grid')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('candidate-page-status')).toBeHidden();
    await page.screenshot({ path: `test-results/candidate-filter-${language}-${filter}-searching.png` });
    // Where the list is, scrolled to as a visitor would: no card, no stale count or pages, the line still in view.
    await page.getByTestId('candidate-results').scrollIntoViewIfNeeded();
    await expect(line).toBeInViewport({ ratio: 1 });
    const lineTop = (await boxOf(line)).top + (await page.evaluate(() => window.scrollY));
    await page.screenshot({ path: `test-results/candidate-filter-${language}-${filter}-searching-list.png` });

    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    await expect(page).toHaveURL(new RegExp(`[?&]${filter}=${encodeURIComponent(value!).replace(/%20/g, '(\\+|%20)')}`), { timeout: 30_000 });
    // The matches from later pages, with no second choice; the list is no longer busy, and says so.
    await expect.poll(async () => (await shownCards(page)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await shownCardsHave(page, filter, value!)).not.toContain(false);
    await expect(line).toBeHidden();
    await expect(page.getByTestId('candidate-grid')).not.toHaveAttribute('aria-busy');
    // The count is the code's, no longer the whole list's.
    const found = await countOf();
    expect(found).toBeGreaterThanOrEqual((await shownCards(page)).length);
    expect(found).toBeLessThan(everyone);
    // The answer is shown where the working line was, in its place (nothing under it moved), and
    // heard: in the list's live region.
    const count = page.getByTestId('candidates-count');
    const countBox = await boxOf(count);
    expect(countBox.bottom - countBox.top, 'the count is shown, not only heard').toBeGreaterThan(10);
    expect(Math.abs(countBox.top + (await page.evaluate(() => window.scrollY)) - lineTop)).toBeLessThanOrEqual(1);
    await expect(page.getByRole('status').filter({ has: count })).toHaveCount(1);
    await page.screenshot({ path: `test-results/candidate-filter-${language}-${filter}-found.png` });
    // "None found" was never shown, not even for a frame.
    expect((await seen()).notFoundAt).toBe(-1);
    expect(errors.filter((message) => /hydrat|Minified React error/i.test(message))).toEqual([]);
    await context.close();
  });
}

// The count is shown only for a filter chosen on the page: opened without one, or with one in its
// address (a shared link, a change of language), the cards stay where the page painted them when
// its code runs, the count only heard.
test('the count is not drawn over the cards for a page opened without a choice or with one in its address', async ({ page }) => {
  for (const path of ['/candidate-details', '/candidate-details?country=South+Africa']) {
    await page.goto(path);
    if (path.includes('?')) await expect(page.getByTestId('filter-country')).toHaveValue('South Africa');
    const count = await boxOf(page.getByTestId('candidates-count'));
    expect(count.bottom - count.top, path).toBeLessThanOrEqual(1);
  }
});

/**
 * Runs before the page's own scripts: from the first choice on, notes the first frame in which a
 * "searching" text (`texts`: the list's line or a field's) is drawn wholly on the screen, wherever
 * the page draws it.
 */
function watchWorkingInView(texts: string[]) {
  const seen = { choseAt: -1, inViewAt: -1 };
  Object.assign(window, { workingSeen: seen });
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  };
  document.addEventListener('change', (event) => (seen.choseAt < 0 ? (seen.choseAt = event.timeStamp) : undefined), true);
  const frame = (now: number) => {
    if (seen.choseAt >= 0 && seen.inViewAt < 0) {
      const shown = Array.from(document.querySelectorAll('main p, main span')).filter((element) => texts.includes(element.textContent?.trim() ?? '') && element.checkVisibility());
      if (shown.some(inView)) seen.inViewAt = now;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
const WORKING_SEEN = Type.Object({ choseAt: Type.Number(), inViewAt: Type.Number() });

/** The boxes of the elements drawn with one of these texts, in the viewport's pixels. */
async function boxesWithText(page: Page, texts: string[]): Promise<Box[]> {
  return page.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll('main p, main span'))
        .filter((element) => wanted.includes(element.textContent?.trim() ?? '') && element.checkVisibility())
        .map((element) => element.getBoundingClientRect())
        .map(({ top, bottom, left, right }) => ({ top, bottom, left, right })),
    texts,
  );
}

async function viewport(page: Page): Promise<Box> {
  const { width, height } = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
  return { top: 0, left: 0, bottom: height, right: width };
}

function inside(box: Box, outer: Box): boolean {
  return box.top >= outer.top && box.left >= outer.left && box.bottom <= outer.bottom && box.right <= outer.right;
}

// The last select, on a phone: the list's own line is then below the screen. The visitor must see,
// where she is looking, that her choice is being searched, and then what it found; the page never
// scrolls from under her, and the first match is a Tab and Enter away ("Find more").
for (const { language, prefix } of [
  { language: 'en', prefix: '' },
  { language: 'ar', prefix: '/ar' },
] as const) {
  const texts = localeTexts(language, 'candidates');
  const filterTexts = localeTexts(language, 'candidates', 'filters');
  const searchingTexts = [texts.searching, filterTexts.searching];
  /** The note that says how many were found (a field's, next to its hidden "searching" words). */
  const foundNote = (page: Page, number: number) => page.locator('main span').filter({ hasText: filterTexts.found.replace('{{number}}', String(number)) });

  test(`${language}: at 390 px, the last select chosen at the first paint shows on screen that it is searching, then how many it found`, async ({ browser }) => {
    const { context, page, release, errors } = await openAtFirstPaint(browser, `${prefix}/candidate-details`, (opened) => opened.addInitScript(watchWorkingInView, searchingTexts));
    const last = page.getByTestId('filter-country');
    // Where a visitor who has just opened the page sees it (scrolled to, if this screen is short).
    await last.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);

    await chooseWithKeys(page, 'country', 'South Africa');
    const chosenAt = await page.evaluate(() => performance.now());
    const seen = async () => checked(WORKING_SEEN, await page.evaluate(() => Reflect.get(window, 'workingSeen')));
    await expect.poll(async () => (await seen()).inViewAt, { timeout: 2_000, message: 'a working state drawn on the screen' }).toBeGreaterThanOrEqual(0);
    const early = await seen();
    expect(early.inViewAt - early.choseAt, JSON.stringify(early)).toBeLessThan(300);
    expect(await page.evaluate(() => Boolean(document.documentElement.dataset.hydrated))).toBe(false);
    // On the screen, and over no select: she may choose again.
    const screen = await viewport(page);
    const shown = (await boxesWithText(page, searchingTexts)).filter((box) => inside(box, screen));
    expect(shown.length, 'a working state on the screen').toBeGreaterThan(0);
    for (const select of await page.locator('select[data-filter]').all()) {
      const selectBox = await boxOf(select);
      for (const box of shown) expect(overlap(box, selectBox), 'the working state covers a select').toBe(false);
    }
    await page.screenshot({ path: `test-results/candidate-filter-${language}-last-select-searching.png` });

    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    await expect(page).toHaveURL(/[?&]country=South(\+|%20)Africa/, { timeout: 30_000 });
    // The answer where she is looking: the number the list's live region says.
    const count = Number(/\d+/.exec((await page.getByTestId('candidates-count').textContent()) ?? '')?.[0]);
    expect(count).toBeGreaterThan(0);
    await expect(foundNote(page, count)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('status').filter({ has: page.getByTestId('candidates-count') })).toHaveCount(1);
    await expect(last).not.toHaveAttribute('aria-busy');
    expect(shiftScore(await unexpectedShifts(page, chosenAt)), 'layout shift').toBeLessThan(UNEXPECTED_SHIFT);
    expect(await page.evaluate(() => window.scrollY), 'the page did not scroll from under her').toBe(scrolledTo);
    await page.screenshot({ path: `test-results/candidate-filter-${language}-last-select-found.png` });

    // The first match, from there: "Find more" is the next stop, and shows the list from its first card.
    await expect(last).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('search').getByRole('button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('candidate-card').first()).toBeInViewport();
    expect(errors.filter((message) => /hydrat|Minified React error/i.test(message))).toEqual([]);
    await context.close();
  });

  test(`${language}: at 390 px, once the page's code runs, the last select chosen shows on screen how many it found`, async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE, baseURL: SITE_URL });
    const page = await context.newPage();
    await page.goto(`${prefix}/candidate-details`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    const last = page.getByTestId('filter-country');
    await last.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await chooseWithKeys(page, 'country', 'South Africa');
    await expect(page).toHaveURL(/[?&]country=South(\+|%20)Africa/);
    const count = Number(/\d+/.exec((await page.getByTestId('candidates-count').textContent()) ?? '')?.[0]);
    await expect(foundNote(page, count)).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    await context.close();
  });
}
