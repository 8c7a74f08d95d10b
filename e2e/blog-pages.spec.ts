import type { Locator, Page } from '@playwright/test';
import { expect, test, SITE_URL, forgetLanguage } from './support';

/**
 * The blog's list pages (twelve posts each, a static page per page and language) and the search
 * over every post's text (Pagefind, loaded only when the search box is focused).
 */
const LIST: Record<string, { prefix: string; next: RegExp; previous: RegExp }> = {
  en: { prefix: '', next: /Older posts/, previous: /Newer posts/ },
  ar: { prefix: '/ar', next: /مقالات أقدم/, previous: /مقالات أحدث/ },
  ru: { prefix: '/ru', next: /Старые записи/, previous: /Новые записи/ },
};

for (const [language, { prefix, next, previous }] of Object.entries(LIST)) {
  test(`the list pages: twelve posts a page, page 2 reached by keyboard, each page its own address (${language})`, async ({ page }) => {
    await page.goto(`${prefix}/blogs`);
    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(12);
    const pagination = page.getByRole('navigation', { name: /Blog pages|صفحات المدونة|Страницы блога/ });
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
    await expect(pagination.getByRole('link', { name: previous })).toHaveCount(0);
    const firstPageTitles = await cards.getByRole('heading').allInnerTexts();

    // Tab from the last card's link to the "older posts" link, and follow it with Enter.
    await cards.last().getByRole('link').focus();
    const older = pagination.getByRole('link', { name: next });
    for (let step = 0; step < 20 && !(await older.evaluate((link) => link === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(older).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SITE_URL}${prefix}/blogs/page/2`);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    const secondPageTitles = await cards.getByRole('heading').allInnerTexts();
    expect(secondPageTitles.length).toBeGreaterThan(0);
    expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);
    await expect(pagination.getByRole('link', { name: previous })).toHaveAttribute('href', `${prefix}/blogs`);

    // Each page is its own page for search engines: its canonical address and title.
    const html = await (await page.request.get(`${SITE_URL}${prefix}/blogs/page/2`)).text();
    expect(html).toMatch(new RegExp(`<link[^>]*rel="canonical"[^>]*href="[^"]*${prefix}/blogs/page/2"`));
    expect(await page.title()).not.toBe(await (await page.request.get(`${SITE_URL}${prefix}/blogs`)).text().then((first) => /<title[^>]*>([^<]*)</.exec(first)?.[1]));
    await forgetLanguage(page);
  });
}

/**
 * Which way an arrow glyph points as drawn: a chevron's vertex (its ink on the middle rows) lies
 * left of its tips (its ink on the top and bottom rows) when it points left. What the browser
 * drew, whatever CSS or Unicode did.
 */
async function pointsTo(page: Page, arrow: Locator): Promise<'left' | 'right'> {
  const picture = (await arrow.screenshot()).toString('base64');
  const vertexMinusTips = await page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const inkRows: Array<{ y: number; x: number }> = [];
    for (let y = 0; y < image.height; y += 1) {
      const xs: number[] = [];
      for (let x = 0; x < image.width; x += 1) {
        const at = (y * image.width + x) * 4;
        if (data[at] + data[at + 1] + data[at + 2] < 450) xs.push(x);
      }
      if (xs.length > 0) inkRows.push({ y, x: xs.reduce((sum, x) => sum + x, 0) / xs.length });
    }
    const mean = (rows: typeof inkRows) => rows.reduce((sum, row) => sum + row.x, 0) / rows.length;
    const third = Math.max(1, Math.floor(inkRows.length / 3));
    const tips = [...inkRows.slice(0, third), ...inkRows.slice(-third)];
    const vertex = inkRows.slice(third, inkRows.length - third);
    return mean(vertex) - mean(tips);
  }, picture);
  return vertexMinusTips < 0 ? 'left' : 'right';
}

test('the arrows point along the reading direction: in Arabic "newer" is on the right and points right, "next" on the left points left', async ({ page }) => {
  await page.goto('/ar/blogs/page/2');
  const pagination = page.getByTestId('blog-pagination');
  const newer = pagination.getByRole('link', { name: LIST.ar.previous });
  expect((await newer.boundingBox())!.x).toBeGreaterThan((await pagination.getByRole('list').boundingBox())!.x);
  expect(await pointsTo(page, newer.locator('[aria-hidden="true"]'))).toBe('right');
  await page.goto('/ar/candidate-details');
  const candidatePages = page.getByTestId('candidate-pagination');
  expect(await pointsTo(page, candidatePages.getByRole('button').last().locator('[aria-hidden="true"]'))).toBe('left');
  expect(await pointsTo(page, candidatePages.getByRole('button').first().locator('[aria-hidden="true"]'))).toBe('right');

  // Without the saved Arabic choice, which would send /blogs/page/2 to /ar/blogs/page/2.
  await forgetLanguage(page);
  await page.goto('/blogs/page/2');
  expect(await pointsTo(page, page.getByTestId('blog-page-previous').locator('[aria-hidden="true"]'))).toBe('left');
  await page.goto('/candidate-details');
  expect(await pointsTo(page, page.getByTestId('candidate-pagination').getByRole('button').last().locator('[aria-hidden="true"]'))).toBe('right');
});

test('the sitemap lists every list page in three languages', async ({ page }) => {
  const sitemap = await (await page.request.get(`${SITE_URL}/sitemap.xml`)).text();
  for (const prefix of ['', '/ar', '/ru']) expect(sitemap).toContain(`${prefix}/blogs/page/2</loc>`);
});

/** A word only one post's text has, in each language (api/seed/content/blog.json, choosing-a-nanny-in-dubai). */
const ONLY_IN_ONE_POST: Record<string, { prefix: string; word: string; box: RegExp; found: RegExp }> = {
  en: { prefix: '', word: 'baseline', box: /Search posts/, found: /1 post mentions it/ },
  ar: { prefix: '/ar', word: 'الإسعافات', box: /البحث في المقالات/, found: /مقال واحد يذكره/ },
  ru: { prefix: '/ru', word: 'автомобилем', box: /Поиск по статьям/, found: /Упоминается в 1 статье/ },
};

for (const [language, { prefix, word, box, found }] of Object.entries(ONLY_IN_ONE_POST)) {
  test(`the search finds a word of one post's text, loading the index only once the box is focused (${language})`, async ({ page }) => {
    const pagefindRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) pagefindRequests.push(request.url());
    });
    await page.goto(`${prefix}/blogs`);
    await page.waitForLoadState('networkidle');
    expect(pagefindRequests).toEqual([]);

    const search = page.getByRole('searchbox', { name: box });
    await search.focus();
    await expect.poll(() => pagefindRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    await search.pressSequentially(word, { delay: 15 });
    const results = page.getByTestId('full-text-results');
    await expect(results.getByRole('status')).toHaveText(found);
    const link = results.getByRole('link');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', `${prefix}/blogs/choosing-a-nanny-in-dubai`);
    await expect(results.locator('mark').first()).toBeVisible();
    await forgetLanguage(page);
  });
}
