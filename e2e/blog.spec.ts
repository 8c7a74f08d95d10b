/** The blog: one search over every post in each language, posts, the client fallback, hostile HTML. */
import { expect, test, API_URL, SITE_URL, insertPostAfterBuild, watchConsole } from './support';

const SEARCH: Record<string, { path: string; name: string; none: RegExp }> = {
  en: { path: '/blogs', name: 'Search posts', none: /^No post mentions “zzqxnomatchzz”\.$/ },
  ar: { path: '/ar/blogs', name: 'البحث في المقالات', none: /^لا يوجد مقال يذكر «zzqxnomatchzz»\.$/ },
  ru: { path: '/ru/blogs', name: 'Поиск по статьям', none: /^Ни одна статья не упоминает «zzqxnomatchzz»\.$/ },
};

/** The number a results count starts with; Arabic says one and two in words. */
function countIn(status: string): number {
  if (/^مقال واحد/.test(status)) return 1;
  if (/^مقالان/.test(status)) return 2;
  const digits = /\d+/.exec(status);
  if (!digits) throw new Error(`no count in "${status}"`);
  return Number(digits[0]);
}

for (const [language, { path, name, none }] of Object.entries(SEARCH)) {
  test(`one search: every post that has the words, in the main column, from every list page (${language})`, async ({ page }) => {
    const console = watchConsole(page);
    // A post only the second list page shows: the search must find it from the first.
    await page.goto(`${path}/page/2`);
    const olderTitle = (await page.getByTestId('blog-card').last().getByRole('heading').innerText()).trim();
    const olderHref = await page.getByTestId('blog-card').last().getByRole('link').last().getAttribute('href');
    const word = olderTitle.split(/\s+/).sort((a, b) => b.length - a.length)[0].replace(/\p{P}/gu, '');

    await page.goto(path);
    const cards = page.getByTestId('blog-card');
    const total = await cards.count();
    expect(total).toBe(12);
    const pagination = page.getByTestId('blog-pagination');
    await expect(pagination).toBeVisible();

    const search = page.getByRole('searchbox', { name });
    await search.focus();
    await search.pressSequentially(word.toLowerCase(), { delay: 20 });
    const results = page.getByTestId('full-text-results');
    const status = results.getByTestId('full-text-status');
    await expect(status).toHaveText(/\d|واحد|مقالان/);
    await expect(cards).toHaveCount(0);
    await expect(pagination).toHaveCount(0);
    // "Show more" until every result is listed: then the list is as long as the count says.
    const more = results.getByTestId('full-text-more');
    while (await more.isVisible()) {
      const before = await results.getByRole('listitem').count();
      await more.click();
      await expect.poll(() => results.getByRole('listitem').count()).toBeGreaterThan(before);
    }
    const links = results.getByRole('link');
    expect(await links.count()).toBe(countIn(await status.innerText()));
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toContain(olderHref);

    // Enter does not submit anything.
    const url = page.url();
    await search.press('Enter');
    expect(page.url()).toBe(url);

    await search.fill('zzqxnomatchzz');
    await expect(status).toHaveText(none);
    await expect(links).toHaveCount(0);

    // Clearing the box brings this page's cards and pagination back.
    await search.fill('');
    await expect(cards).toHaveCount(total);
    await expect(pagination).toBeVisible();
    await expect(results).toBeHidden();
    console.assertClean();
  });
}

test('on a phone the search box comes before the posts; on a desktop it is beside them, on the left in Arabic', async ({ page }) => {
  for (const [width, before] of [
    [390, true],
    [1280, false],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/blogs', '/ar/blogs', '/ru/blogs']) {
      await page.goto(path);
      // The cream box around the search form, its top level with the main column's.
      const box = await page.getByRole('search').locator('..').boundingBox();
      const card = await page.getByTestId('blog-card').first().boundingBox();
      if (!box || !card) throw new Error(`no search box or card on ${path}`);
      if (before) expect([path, width, box.y + box.height <= card.y]).toEqual([path, width, true]);
      else {
        expect([path, width, Math.round(box.y)]).toEqual([path, width, Math.round(card.y)]);
        // Mirrored in Arabic: the side column on the left.
        expect([path, box.x < card.x]).toEqual([path, path.startsWith('/ar')]);
      }
    }
  }
});

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

test('a post published after the build is fetched from the API; an unknown slug is the not-found page', async ({ page }) => {
  const slug = `published-after-build-${Date.now()}`;
  insertPostAfterBuild({ slug, language: 'en', title: 'Fresh from the editor', content: '<p>Published after the last build.</p>' });
  await page.goto(`/blogs/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fresh from the editor' })).toBeVisible();
  await expect(page.getByText('Published after the last build.')).toBeVisible();

  await page.goto('/blogs/this-post-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  // The API cannot be asked: the post may exist, so the page says it cannot show it, not that there is none.
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
