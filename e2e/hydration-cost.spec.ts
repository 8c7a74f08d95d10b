/**
 * No page starts the browser's Intl while it loads. A page's first Intl object (a number or date
 * format, a collator, i18next's plural rules behind a `count` option) costs Chromium 30-45 ms of ICU
 * start-up, 110-190 ms on a phone's 4x slower CPU, all of it in React's hydration task. Numbers and
 * dates are written by the build or by hand (lib/constants.ts formatNumber), options keep the
 * locale files' order (components/candidates/use-value-labels.ts). Calls after load, on a visitor's
 * action, are fine and not counted. The booking page is there to choose a time: it draws its free
 * times, dates and zones in the page's language, as soon as they have come, once the page has
 * hydrated; there only, Intl may start after hydration, never during it.
 */
import { test, expect, SITE_URL } from './support';
import { onePageOfEachKind } from './build-output';

/** Counts every Intl object made and every locale-aware comparison or formatting, with where it came from. */
function watchIntl() {
  const calls: Array<{ at: number; call: string }> = [];
  (window as unknown as { intlCalls: typeof calls }).intlCalls = calls;
  const caller = () => ({ at: performance.now(), call: new Error().stack?.split('\n')[3]?.trim() ?? '' });
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'ListFormat', 'RelativeTimeFormat', 'Segmenter', 'DisplayNames']) {
    const original = intl[name];
    if (typeof original !== 'function') continue;
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        const { at, call } = caller();
        calls.push({ at, call: `Intl.${name} ${call}` });
        return Reflect.construct(target, args, newTarget) as object;
      },
      apply(target, self, args) {
        const { at, call } = caller();
        calls.push({ at, call: `Intl.${name} ${call}` });
        return Reflect.apply(target, self, args) as unknown;
      },
    });
  }
  const methods: Array<[object, string]> = [
    [String.prototype, 'localeCompare'],
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
  ];
  for (const [prototype, name] of methods) {
    const target = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = target[name];
    target[name] = function (this: unknown, ...args: unknown[]) {
      const { at, call } = caller();
      calls.push({ at, call: `${name} ${call}` });
      return original.apply(this, args);
    };
  }
}

for (const language of ['en', 'ar', 'ru']) {
  test(`no page starts Intl while it loads (${language})`, async ({ page }) => {
    await page.addInitScript(watchIntl);
    const found: string[] = [];
    for (const [kind, route] of onePageOfEachKind(language)) {
      // networkidle: the page's code has run, React has hydrated and the data fetched after load is in.
      await page.goto(`${SITE_URL}${route}`, { waitUntil: 'networkidle' });
      const { calls, hydratedAt } = await page.evaluate(() => ({
        calls: (window as unknown as { intlCalls: Array<{ at: number; call: string }> }).intlCalls,
        hydratedAt: performance.getEntriesByName('page-hydrated')[0]?.startTime ?? Infinity,
      }));
      const counted = kind === 'booking' ? calls.filter(({ at }) => at <= hydratedAt) : calls;
      found.push(...counted.map(({ call }) => `${kind}: ${call}`));
      if (kind === 'booking') expect(hydratedAt).toBeLessThan(Infinity);
    }
    expect(found).toEqual([]);
  });
}
