/** The language rules (docs/product-rules.md, Pages and languages) in a real browser. */
import { expect, test, forgetLanguage, watchConsole } from './support';

test('nothing saved: an English page stores "en"', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/about-us');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('body')).toHaveClass(/\ben\b/);
  console.assertClean();
});

test('an unprefixed URL with Arabic saved goes to the Arabic page, mirrored', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto('/contact-us?q=1#x');
  await expect(page).toHaveURL(/\/ar\/contact-us\?q=1#x$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('body')).toHaveClass(/\bar\b/);
  // Mirrored, not only right-aligned: the brand sits on the right of the header.
  const brand = await page.locator('header a').first().boundingBox();
  expect(brand && brand.x).toBeGreaterThan(640);
});

test('an unprefixed URL with Russian saved goes to the Russian page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('language', 'ru'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('visiting a language stores it', async ({ page }) => {
  await page.goto('/ru/about-us');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('ru');
});

test('a trailing slash on a non-root path is redirected away', async ({ page, request }) => {
  const response = await request.get('/about-us/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/about-us');
  await page.goto('/ar/blogs/?a=1');
  await expect(page).toHaveURL(/\/ar\/blogs\?a=1$/);
});

test('a link to //evil.example/ stays on the site, on the server and in the page script', async ({ page, request, baseURL }) => {
  const site = new URL(baseURL!).host;
  for (const path of ['/%2F%2Fevil.example/', '/%5Cevil.example/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/evil.example');
  }
  await page.goto(`${baseURL}//evil.example/`);
  expect(new URL(page.url()).host).toBe(site);

  // A static host that answers the path with the 404 page leaves the decision to the inline
  // script: it must not call location.replace('//evil.example') either.
  const notFound = await (await request.get('/no-such-page')).text();
  await page.route(/\/\/evil\.example\/$/, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
  const offSite: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).host !== site) offSite.push(sent.url());
  });
  await page.goto(`${baseURL}//evil.example/`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/evil.example');
  expect(new URL(page.url()).host).toBe(site);
  expect(offSite).toEqual([]);
});

test('unknown paths end at the 404 page of their language', async ({ page, request }) => {
  expect((await request.get('/no-such-page')).status()).toBe(404);
  expect((await request.get('/ar/no-such-page')).status()).toBe(404);

  await page.goto('/ru/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const home = page.locator('main a[href="/ru"]');
  await expect(home).toBeVisible();

  await forgetLanguage(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Back to Home')).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the switcher keeps the query string and hash and saves the choice', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/contact-us?q=1#x');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/contact-us\?q=1#x$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/contact-us\?q=1#x$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/contact-us\?q=1#x$/);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  console.assertClean();
});

test('from a 404 page the switcher goes to the language root', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru$/);
});

test('from a blog post the switcher goes to the language root', async ({ page }) => {
  await page.goto('/blogs');
  const firstPost = page.locator('main a[href^="/blogs/"]').first();
  await firstPost.click();
  await expect(page).toHaveURL(/\/blogs\/[a-z0-9-]+$/);
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
});
