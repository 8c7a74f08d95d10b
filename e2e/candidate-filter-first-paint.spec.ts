/**
 * A candidate filter chosen at the first paint, on a phone, changes the list at once, within the
 * half second after the input that layout-shift scoring treats as expected, and never again when
 * the page's code arrives: no card moves under the visitor's finger seconds after she acted.
 * On the phone profile with the app bundle held back until the choice is made, so "before the
 * code" is certain on any machine; the choice is made with the keyboard, a trusted input as a
 * finger's on a phone's picker (a script's change would not count as the visitor's input).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test, SITE_URL } from './support';
import { PHONE, holdAppBundle, slowAsAPhone } from './phone-profile';

test.describe.configure({ timeout: 120_000 });

/** The layout-shift scoring's own limit, for the shifts it counts against the page. */
const UNEXPECTED_SHIFT = 0.01;

function watchLayoutShifts() {
  const shifts: Array<{ startTime: number; value: number; hadRecentInput: boolean }> = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      shifts.push({ startTime: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, { layoutShifts: shifts });
}

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
  const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
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

async function openAtFirstPaint(browser: Browser, path: string) {
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

    const unexpected = await page.evaluate(
      (since) => (window as unknown as { layoutShifts: Array<{ startTime: number; value: number; hadRecentInput: boolean }> }).layoutShifts.filter((shift) => shift.startTime >= since && !shift.hadRecentInput),
      chosenAt,
    );
    expect(unexpected.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(unexpected)).toBeLessThan(UNEXPECTED_SHIFT);
    expect(errors.filter((message) => /hydrat|Minified React error/i.test(message))).toEqual([]);
    await context.close();
  });
}
