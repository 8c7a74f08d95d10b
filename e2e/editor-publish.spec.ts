import fs from 'fs';
import path from 'path';
import { expect } from '@playwright/test';
import { adminTest as test, firstLogin, staffAccount } from './staff-admin';
import { fromSetup, SITE_URL } from './support';

/**
 * The editor's path end to end, as `npm start` runs it: in the web admin an editor writes a post
 * in English and Arabic with a picture; saving it makes the API call its deploy webhook (shown
 * under Deploys), the local rebuilder runs `gatsby build` and swaps the served site, and the
 * post's pages are then static HTML on the same, never restarted, server. Runs as its own
 * Playwright project after every other spec (playwright.config.ts), since it changes the site
 * under them.
 */
const REBUILD_STATUS_URL = fromSetup('E2E_REBUILD_STATUS_URL');
const SEED_MEDIA = path.join('api', 'seed', 'media');

interface RebuildStatus {
  runs: Array<{ ok?: boolean }>;
}

test('an editor writes a post with a picture in English and Arabic in the admin, and it goes live by itself', async ({ page, request }) => {
  test.setTimeout(8 * 60_000);
  const runsBefore = ((await (await request.get(REBUILD_STATUS_URL)).json()) as RebuildStatus).runs.length;
  await firstLogin(page, staffAccount('editor'));
  await expect(page.getByRole('menuitem', { name: 'Applications' })).toHaveCount(0);

  const slug = `editor-published-${Date.now()}`;
  const title = 'A new term of governess placements';
  const arabicTitle = 'فصل جديد لتعيين المربيات';
  await page.getByRole('menuitem', { name: 'Blog posts' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
  // A file that is no picture is refused with a word, not silently.
  await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByText('That file was not taken: choose a JPEG, PNG or WebP picture of at most 2 MB.')).toBeVisible();
  const picture = fs.readdirSync(SEED_MEDIA).find((name) => /\.(webp|jpe?g|png)$/.test(name));
  await page.locator('input[type=file]').setInputFiles(path.join(SEED_MEDIA, picture!));
  await expect(page.locator('img[src^="blob:"]')).toBeVisible();

  await page.getByRole('tab', { name: 'English' }).click();
  await page.locator('input[name="translations.en.title"]').fill(title);
  await page.locator('.ProseMirror:visible').fill('Published by an editor, live without a developer.');
  await page.getByRole('tab', { name: /Arabic/ }).click();
  const arabicTitleInput = page.locator('input[name="translations.ar.title"]');
  await expect(arabicTitleInput).toHaveAttribute('dir', 'rtl');
  await arabicTitleInput.fill(arabicTitle);
  const arabicText = page.locator('.ProseMirror:visible');
  await expect(arabicText).toHaveAttribute('dir', 'rtl');
  await arabicText.fill('نُشر بواسطة المحرر.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on site (ar)' })).toHaveAttribute('href', `${SITE_URL}/ar/blogs/${slug}`);

  await page.getByRole('menuitem', { name: 'Blog posts' }).click();
  await page.getByPlaceholder('Search posts').fill(slug);
  // The search applies after a pause (and would bring the list back if we left before it did).
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByRole('cell', { name: title })).toBeVisible();

  // The webhook's call shows under Deploys (the list refreshes by itself), and the row follows
  // the rebuilder's build: requested or building first, never "live" before the page is built.
  await page.getByRole('menuitem', { name: 'Deploys' }).click();
  const deploy = page.getByRole('row').filter({ hasText: new RegExp(`blog post \\d+ created: ${slug}`) });
  await expect(deploy).toBeVisible({ timeout: 30_000 });
  await expect(deploy.getByTestId('deploy-build')).toHaveText(/requested|building|live/, { timeout: 60_000 });
  await expect(deploy.getByTestId('deploy-build')).toHaveText('live', { timeout: 7 * 60_000 });
  await expect(deploy).toContainText('Live on the site since');

  // Live means the static HTML itself has the title; the client-side fallback page would not.
  const built = await request.get(`${SITE_URL}/blogs/${slug}`);
  expect(built.status()).toBe(200);
  expect(await built.text()).toContain(title);
  const status = (await (await request.get(REBUILD_STATUS_URL)).json()) as RebuildStatus;
  expect(status.runs.length).toBeGreaterThan(runsBefore);
  expect(status.runs[0].ok).toBe(true);

  const site = await page.context().newPage();
  await site.goto(`${SITE_URL}/blogs`);
  await expect(site.getByRole('heading', { level: 2, name: title })).toBeVisible();
  // The blog's search knows the post once the deploy is live: the rebuilder publishes the pages,
  // then the search index (a word no seed post has). This page is not the fixture's, whose goto
  // waits for hydration: typed before it, the words would be kept and searched (BlogIndex.test),
  // but this journey is about publishing.
  await site.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await site.getByRole('searchbox', { name: /Search posts/ }).pressSequentially('developer', { delay: 15 });
  // Among the results: a checkout's earlier runs of this journey left posts with the same words.
  const found = site.getByTestId('full-text-results');
  await expect(found.getByRole('status')).toHaveText(/mentions? it/);
  await expect(found.locator(`a[href="/blogs/${slug}"]`).first()).toBeVisible();
  await site.goto(`${SITE_URL}/ar/blogs/${slug}`);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(arabicTitle);
  await expect(site.locator('main img').first()).toBeVisible();

  // Another post's page lists the new post in its side column: the rebuild made the latest posts'
  // slice again and stitched it into pages whose own data had not changed.
  const listHtml = await (await request.get(`${SITE_URL}/blogs`)).text();
  const otherPost = [...listHtml.matchAll(/href="(\/blogs\/[^"/]+)"/g)].map((match) => match[1]).find((href) => href !== `/blogs/${slug}`);
  expect(otherPost, 'another post on the blog list').toBeTruthy();
  for (const [prefix, expected] of [['', title], ['/ar', arabicTitle]]) {
    const html = await (await request.get(`${SITE_URL}${prefix}${otherPost}`)).text();
    expect(/<section[^>]*data-testid="latest-posts"[\s\S]*?<\/section>/.exec(html)?.[0], `${prefix}${otherPost}`).toContain(expected);
  }
});
