/** The blog: live search in each language, posts, the client fallback, hostile HTML. */
import { expect, test, API_URL, SITE_URL, insertPostAfterBuild, watchConsole } from './support';

const SEARCH: Record<string, { path: string; name: string; noMatch: string }> = {
  en: { path: '/blogs', name: 'Search posts', noMatch: 'No posts found.' },
  ar: { path: '/ar/blogs', name: 'البحث في المقالات', noMatch: '' },
  ru: { path: '/ru/blogs', name: 'Поиск по статьям', noMatch: '' },
};

for (const [language, { path, name }] of Object.entries(SEARCH)) {
  test(`search filters the posts as you type (${language})`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(path);
    const cards = page.getByTestId('blog-card');
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(12);

    // Type a fragment of the first card's title, lower-cased: fewer cards, all matching.
    const title = (await cards.first().getByRole('heading').innerText()).trim();
    const fragment = title.split(/\s+/).sort((a, b) => b.length - a.length)[0].toLowerCase();
    const search = page.getByRole('searchbox', { name });
    await search.pressSequentially(fragment, { delay: 20 });
    await expect.poll(() => cards.count()).toBeLessThan(total);
    for (const heading of await cards.getByRole('heading').allInnerTexts()) {
      expect(heading.toLowerCase()).toContain(fragment);
    }
    const latest = page.getByTestId('latest-posts').getByRole('link');
    for (const link of await latest.allInnerTexts()) expect(link.toLowerCase()).toContain(fragment);

    // Enter does not submit anything.
    const url = page.url();
    await search.press('Enter');
    expect(page.url()).toBe(url);

    await search.fill('zzqxnomatchzz');
    await expect(cards).toHaveCount(0);
    await expect(page.getByText(/No posts found\.|لم يتم العثور|не найден/).first()).toBeVisible();

    await search.fill('');
    await expect(cards).toHaveCount(total);
    console.assertClean();
  });
}

test('a card leads to its post, with the post in static HTML and its head tags', async ({ page, request }) => {
  await page.goto('/ru/blogs');
  const card = page.getByTestId('blog-card').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: /Читать|Подробнее|далее/i }).first().click();
  await expect(page).toHaveURL(/\/ru\/blogs\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('post-content')).toBeVisible();
  // Written by the build in the page's language (the browser never starts Intl for it).
  const date = /Опубликовано \d{1,2} [а-я]+ \d{4} г\./;
  await expect(page.getByTestId('post-date')).toHaveText(date);

  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toMatch(date);
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toMatch(/<link[^>]*rel="canonical"[^>]*href="http:\/\/127\.0\.0\.1:\d+\/ru\/blogs\/[a-z0-9-]+"/);
  expect(html).toMatch(/application\/rss\+xml/);
});

test('each language has an RSS feed', async ({ request }) => {
  for (const path of ['/rss.xml', '/ar/rss.xml', '/ru/rss.xml']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<rss');
    expect((xml.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(12);
  }
});

test('a post published after the build is fetched from the API; an unknown slug says Blog not found', async ({ page }) => {
  const slug = `published-after-build-${Date.now()}`;
  insertPostAfterBuild({ slug, language: 'en', title: 'Fresh from the editor', content: '<p>Published after the last build.</p>' });
  await page.goto(`/blogs/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh from the editor' })).toBeVisible();
  await expect(page.getByText('Published after the last build.')).toBeVisible();

  await page.goto('/blogs/this-post-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog not found' })).toBeVisible();

  await page.route(`${API_URL}/**`, (route) => route.abort('connectionrefused'));
  await page.goto(`/ar/blogs/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/غير موجود/);
});

test('hostile HTML from the API renders as text and runs nothing', async ({ page }) => {
  const slug = `hostile-${Date.now()}`;
  insertPostAfterBuild({
    slug,
    language: 'en',
    title: 'Hostile markup',
    content:
      '<p>Visible text stays.</p><script>window.__pwned=1;alert(1)</script><img src="x" onerror="window.__pwned=2;alert(2)">' +
      '<a href="javascript:window.__pwned=3">js link</a><a href="JaVaScRiPt:alert(4)">mixed case</a>' +
      '<svg onload="window.__pwned=5"><circle/></svg><iframe src="https://evil.example/"></iframe>' +
      '<style>body{display:none}</style><p onclick="window.__pwned=6">click me</p><div><b>nested <i>unclosed</div>',
  });
  const console = watchConsole(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (![new URL(SITE_URL).host, new URL(API_URL).host].includes(url.host) && url.protocol !== 'data:') foreign.push(request.url());
  });

  await page.goto(`/blogs/${slug}`);
  await expect(page.getByText('Visible text stays.')).toBeVisible();
  await page.getByText('click me').click();
  await page.getByText('js link').click().catch(() => undefined);
  await page.waitForTimeout(500);

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);
  await expect(page.locator('body')).toBeVisible();
  await expect(page.locator('[data-testid="post-content"] script, [data-testid="post-content"] iframe, [data-testid="post-content"] svg')).toHaveCount(0);
  console.assertClean([/Failed to load resource/]);
});

test('the scroll-to-top button appears after 300 px and brings the visitor back', async ({ page }) => {
  await page.goto('/blogs');
  const button = page.getByTestId('scroll-top');
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
});

test('on a phone the scroll-to-top button keeps off the text while the visitor reads down, and returns on a scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blogs');
  const button = page.getByTestId('scroll-top');
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, -200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
});
