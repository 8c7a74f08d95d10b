/**
 * The page's bundles are not in its HTML for the parser to fetch: one inline loader adds them once
 * the page has loaded and painted (src/lib/scripts-after-load.ts), so no script
 * competes with the first view's picture and fonts or runs before the first paint.
 */
import { expect, test } from './support';
import fs from 'fs';
import { join } from 'path';
import { builtPages, pageJavaScriptGzip, PUBLIC_DIR } from './build-output';
import { COMPILE_HINT, HINTED_BUNDLES } from '../gatsby/compile-hints';

test('no built page lets the parser fetch a script; each has the one loader', () => {
  const problems: string[] = [];
  for (const page of builtPages()) {
    if (/<script\b[^>]*\ssrc=/i.test(page.html)) problems.push(`${page.path}: a <script src> in the HTML`);
    const loaders = page.html.match(/<script id="scripts-after-load" data-src="[^"]+">/g) ?? [];
    if (loaders.length !== 1) problems.push(`${page.path}: ${loaders.length} loaders`);
  }
  expect(problems).toEqual([]);
});

test("each built page's body names its template's chunk, as its page data does, for the loader to ask for early", () => {
  const problems: string[] = [];
  for (const page of builtPages()) {
    const named = /<body[^>]*\sdata-page-component="([^"]+)"/.exec(page.html)?.[1];
    if (named !== page.chunkName) problems.push(`${page.path}: body names ${named ?? 'nothing'}, page data ${page.chunkName}`);
  }
  expect(problems).toEqual([]);
});

test("the template's chunk is asked for once the app has run, not only when the page's data has come", async ({ page }) => {
  // The page's data held back, so the order does not depend on how fast it comes.
  let dataReleased = NaN;
  await page.route('**/page-data/ar/school-placement/page-data.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    dataReleased = Date.now();
    await route.continue();
  });
  const templateAsked: number[] = [];
  page.on('request', (request) => {
    if (/\/component---src-templates-service-tsx-[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) templateAsked.push(Date.now());
  });
  await page.goto('/ar/school-placement');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(templateAsked.length).toBeGreaterThan(0);
  expect(templateAsked[0]).toBeLessThan(dataReleased);
});

test("of the bundles a page loads, React's and the app's open with V8's compile hint, no other", () => {
  const pages = builtPages().filter((built) => ['/', '/ar/blogs', '/404'].includes(built.path));
  expect(pages).toHaveLength(3);
  for (const page of pages) {
    const { files } = pageJavaScriptGzip(page);
    const hinted = files.filter((file) => fs.readFileSync(join(PUBLIC_DIR, file), 'utf8').startsWith(`${COMPILE_HINT}\n`));
    expect(hinted.map((file) => file.replace(/-[0-9a-f]+\.js$/, '')).sort(), page.path).toEqual(['app', 'framework']);
    expect(hinted.every((file) => HINTED_BUNDLES.test(file)), page.path).toBe(true);
  }
});

// The home page, the blog in Arabic and the candidates page in Russian (shared/route-table.ts), each a real page, not the not-found one.
for (const path of ['/', '/ar/blogs', '/ru/candidate-details']) {
  test(`${path}: the bundles are requested after the load event and the first paint, and the page then hydrates`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // Hydrated: every bundle has been requested and has run.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const loadEnd = navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : NaN;
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      // The webpack runtime, the framework and the app.
      const bundles = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(?:webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
      return { loadEnd, firstPaint, bundles };
    });
    expect(timing.bundles).toHaveLength(3);
    expect(timing.loadEnd).toBeGreaterThan(0);
    expect(timing.firstPaint).toBeGreaterThan(0);
    for (const bundle of timing.bundles) {
      expect(bundle.start, bundle.name).toBeGreaterThanOrEqual(timing.loadEnd);
      expect(bundle.start, bundle.name).toBeGreaterThanOrEqual(timing.firstPaint);
    }
  });
}

test("React's modules run in a task of their own: the loader hands them to the chunk array webpack's runtime made", async ({ page }) => {
  await page.goto('/ru/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const chunkArrays = await page.evaluate(() =>
    Object.keys(window)
      .filter((name) => name.startsWith('webpackChunk'))
      .map((name) => {
        const chunks: unknown = Reflect.get(window, name);
        const ids = Array.isArray(chunks) ? chunks.flatMap((chunk: unknown) => (Array.isArray(chunk) && Array.isArray(chunk[0]) ? chunk[0].map(String) : [])) : [];
        return { name, ids };
      }),
  );
  // One array, made by the runtime, holding the bundles' chunks and the loader's own.
  expect(chunkArrays).toHaveLength(1);
  expect(chunkArrays[0].ids.filter((id) => id.startsWith('evaluated-'))).toHaveLength(1);
  // And webpack's require, once, to run lazy chunks' modules in slices (src/lib/lazy-module-slices.ts).
  expect(chunkArrays[0].ids.filter((id) => id === 'lazy-module-slices')).toHaveLength(1);
});

/**
 * What touches a storage first, from the stack of each touch: the page's first touch waits on the
 * browser process (src/lib/storage-warm-up.ts), so it is an inline script's (the loader's, in a
 * task of its own, or on an unprefixed page the language redirect's, for local storage), and none
 * of the bundles' (Gatsby's start, its scroll restoration, the page's language) is the first.
 */
const recordStorageTouches = (storage: 'sessionStorage' | 'localStorage') => `(() => {
  const touches = [];
  window.storageTouches = touches;
  let owner = window;
  let descriptor;
  while (owner && !(descriptor = Object.getOwnPropertyDescriptor(owner, '${storage}'))) owner = Object.getPrototypeOf(owner);
  Object.defineProperty(window, '${storage}', {
    configurable: true,
    get() {
      touches.push(String(new Error().stack).split('\\n').slice(2).join('\\n'));
      return descriptor.get.call(window);
    },
  });
})()`;

for (const storage of ['sessionStorage', 'localStorage'] as const) {
  for (const path of ['/', '/ar', '/ru/privacy-policy']) {
    test(`${path}: the page's first touch of ${storage} is an inline script's, before any bundle's`, async ({ page }) => {
      await page.addInitScript(recordStorageTouches(storage));
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The page's language is stored in a task after React's first commit.
      if (storage === 'localStorage') await expect.poll(() => page.evaluate(() => window.localStorage.getItem('language'))).not.toBeNull();
      const touches = await page.evaluate(() => {
        const recorded: unknown = Reflect.get(window, 'storageTouches');
        return Array.isArray(recorded) ? recorded.map(String) : [];
      });
      const fromBundle = (stack: string) => /\.js:\d+:\d+/.test(stack);
      // The bundles touch it too: without that, this test would check nothing.
      expect(touches.some(fromBundle), touches.join('\n---\n')).toBe(true);
      expect(fromBundle(touches[0]), touches[0]).toBe(false);
      // An inline script's frames name the document.
      expect(touches[0]).toContain(`${page.url()}:`);
    });
  }
}
