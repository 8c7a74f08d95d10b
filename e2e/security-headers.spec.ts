import { BRIEF, IMMUTABLE } from '@efe/shared/cache-control';
import { propertyOf } from '@efe/shared/read-unknown';
import { test, expect, SITE_URL, API_URL } from './support';

/**
 * The local server answers with the build's own _headers file, the one a static host reads, so
 * these are the production headers; every other browser test runs under the same policy.
 */
const PAGES = ['/', '/ar', '/ru/blogs', '/about-us', '/ar/candidate-details', '/contact-us'];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources] as [string, string[]];
    }),
  );
}

test.describe('production headers', () => {
  test('every page carries the security headers and a policy limited to our origins', async ({ request }) => {
    for (const pagePath of [...PAGES, '/no-such-page', '/ar/blogs/not-built-yet']) {
      const response = await request.get(pagePath, { maxRedirects: 0 });
      const headers = response.headers();
      expect(headers['strict-transport-security'], pagePath).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options'], pagePath).toBe('nosniff');
      expect(headers['referrer-policy'], pagePath).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], pagePath).toContain('camera=()');
      const policy = directives(headers['content-security-policy'] ?? '');
      expect(policy.get('default-src'), pagePath).toEqual(["'self'"]);
      const scriptSources = policy.get('script-src') ?? [];
      // Our origin, WebAssembly for the blog search (Pagefind), and inline scripts by hash only.
      expect(scriptSources.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(scriptSources.slice(2).every((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source)), scriptSources.join(' ')).toBe(true);
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(policy.get('connect-src')).toEqual(["'self'", new URL(API_URL).origin]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  test('HTML and page data are revalidated, hashed assets cached for a year', async ({ request }) => {
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const html = await home.text();
    // The page's bundles, which its inline loader adds after the first view (gatsby/scripts-after-load.ts).
    const hashedScript = /<script id="scripts-after-load" data-src="(\/[\w-]+-[0-9a-f]{16,}\.js)[ "]/.exec(html)?.[1];
    expect(hashedScript, 'a hashed script on the home page').toBeTruthy();
    expect((await request.get(hashedScript!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const pageData = await request.get('/page-data/about-us/page-data.json');
    expect(pageData.status()).toBe(200);
    expect(pageData.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await request.get('/ar/about-us')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  test("candidates' photos are kept briefly, the site's other pictures and its fonts for a year", async ({ request }) => {
    /** The processed pictures a part of an answer names. */
    const picturesIn = (part: unknown) => [...new Set([...JSON.stringify(part ?? null).matchAll(/\/static\/[0-9a-f]{32}\/[0-9a-f]{5}\/[^"'\s,\\]+/g)].map(([picture]) => picture))];
    const cacheControl = async (urlPath: string) => {
      const response = await request.get(urlPath);
      return [urlPath, response.status(), response.headers()['cache-control']];
    };
    const pageData = async (urlPath: string) => {
      const response = await request.get(urlPath);
      expect(response.status(), urlPath).toBe(200);
      return propertyOf(propertyOf(await response.json(), 'result'), 'data');
    };
    // The candidates page's data: the candidates (their photos) and the placeholder, a picture of the site's own.
    const candidatesPage = await pageData('/page-data/ar/candidate-details/page-data.json');
    const photos = picturesIn(propertyOf(candidatesPage, 'allCandidate'));
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) expect(await cacheControl(photo)).toEqual([photo, 200, BRIEF]);
    const photoFolders = new Set(photos.map((photo) => photo.split('/')[2]));
    // The posts' pictures, unless a post shows a candidate's photo.
    const sitePictures = [...picturesIn(propertyOf(candidatesPage, 'placeholder')), ...picturesIn(await pageData('/page-data/blogs/page-data.json'))].filter(
      (picture) => !photoFolders.has(picture.split('/')[2]),
    );
    expect(sitePictures.length).toBeGreaterThan(1);
    for (const picture of sitePictures) expect(await cacheControl(picture)).toEqual([picture, 200, IMMUTABLE]);
    const font = /href="(\/static\/fonts\/[^"]+\.woff2)"/.exec(await (await request.get('/')).text())?.[1];
    expect(font, 'a preloaded font on the home page').toBeTruthy();
    expect(await cacheControl(font!)).toEqual([font, 200, IMMUTABLE]);
  });

  test('the pages hydrate and work under the policy (no violation is reported)', async ({ page }) => {
    for (const pagePath of PAGES) {
      // The fixture fails the test on any violation; hydration proves the allowed scripts ran.
      await page.goto(pagePath);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/);
    }
  });

  test('the policy is enforced: an injected inline script does not run', async ({ browser }) => {
    // A page outside the fixture, since this test provokes the violation the fixture forbids.
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => violations.push(message.text()));
    await page.goto(`${SITE_URL}/about-us`);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(violations.some((text) => /Content Security Policy/.test(text))).toBe(true);
    await page.close();
  });
});
