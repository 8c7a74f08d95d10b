/**
 * The booking page's free times come from the API after the first paint. On the phone profile (CPU
 * 4x slower, 150 ms round trip, 1.6 Mbit/s), with the API's answer held until the page has
 * painted and asked for it, nothing on the page moves when the answer comes: the calendar, the
 * "no free times" note or the failure's note fills the space kept for it (CalendarSpace). The
 * measure is the browser's own, the layout shifts not caused by input (what CLS adds up), from the
 * navigation until the answer is on screen.
 */
import type { Browser, Route } from '@playwright/test';
import { PHONE, slowAsAPhone } from './phone-profile';
import { expect, test, SITE_URL } from './support';

/** Below "good" CLS (0.1) by far: a shift a visitor would notice starts well under it. */
const MOST_SHIFT = 0.02;
const SLOTS = '**/api/booking/slots';

test.describe.configure({ timeout: 120_000 });

/** Runs before the page's own scripts: adds up the layout shifts, and keeps what moved for the failure's message. */
function watchShifts() {
  const seen = { sum: 0, moved: [] as string[] };
  Object.assign(window, { layoutShifts: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
      if (entry.hadRecentInput) continue;
      seen.sum += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        seen.moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** How the held answer is given: the API's own, none free, or the API out of reach. */
type Answer = 'times' | 'none' | 'failed';

async function shiftsUntilAnswered(browser: Browser, pathname: string, answer: Answer) {
  const context = await browser.newContext({ ...PHONE, baseURL: SITE_URL });
  const page = await context.newPage();
  try {
    await slowAsAPhone(context, page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => undefined;
    const askedFor = new Promise<void>((resolve) => (asked = resolve));
    await page.route(SLOTS, async (route: Route) => {
      asked();
      await held;
      if (answer === 'failed') return route.abort('connectionrefused');
      const response = await route.fetch();
      if (answer === 'none') return route.fulfill({ response, json: { data: { slots: [], slot_minutes: 30 } } });
      return route.fulfill({ response });
    });
    await page.addInitScript(watchShifts);
    await page.goto(pathname, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30_000 });
    // The page's code has run and asked: the answer now comes after the first paint, as on a phone.
    await askedFor;
    await expect(page.getByTestId('slots-loading')).toBeVisible();
    release();
    const shown = { times: page.getByTestId('day-grid'), none: page.locator('main .info-note'), failed: page.getByTestId('slots-failed') }[answer];
    await expect(shown).toBeVisible({ timeout: 30_000 });
    // The shifts of the answer's frame are reported after it is painted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    return await page.evaluate(() => (window as unknown as { layoutShifts: { sum: number; moved: string[] } }).layoutShifts);
  } finally {
    await context.close();
  }
}

for (const [language, prefix] of [
  ['en', ''],
  ['ar', '/ar'],
] as const) {
  for (const answer of ['times', 'none', 'failed'] as const) {
    test(`${language}, phone: the free times' answer (${answer}) coming after the first paint moves nothing`, async ({ browser }) => {
      const shifts = await shiftsUntilAnswered(browser, `${prefix}/book-consultation`, answer);
      expect(shifts.sum, shifts.moved.join('\n')).toBeLessThan(MOST_SHIFT);
    });
  }
}
