import { test, expect, API_URL } from './support';

/**
 * The editor's path end to end, as `npm start` runs it: a post created through the admin API
 * makes the API call its deploy webhook, the local rebuilder runs `gatsby build` and swaps the
 * served site, and the post's page is then static HTML on the same, never restarted, server.
 * Runs as its own Playwright project after every other spec (playwright.config.ts), since it
 * changes the site under them.
 */
const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? '';
const REBUILD_STATUS_URL = process.env.E2E_REBUILD_STATUS_URL ?? '';
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

interface RebuildStatus {
  building: boolean;
  queued: boolean;
  runs: Array<{ ok?: boolean; finishedAt?: string }>;
}

test('a post created through the admin API goes live on the local site by itself', async ({ page, request }) => {
  test.setTimeout(8 * 60_000);
  expect(ADMIN_TOKEN, 'E2E_ADMIN_TOKEN is set by scripts/test.ts').not.toBe('');
  const runsBefore = ((await (await request.get(REBUILD_STATUS_URL)).json()) as RebuildStatus).runs.length;

  const slug = `editor-published-${Date.now()}`;
  const title = 'A new term of governess placements';
  const arabicTitle = 'فصل جديد لتعيين المربيات';
  const created = await request.post(`${API_URL}/api/admin/blog`, {
    headers: auth,
    data: {
      slug,
      translations: {
        en: { title, content: '<p>Published by an editor, live without a developer.</p>', category: 'News', author: 'Editorial team' },
        ar: { title: arabicTitle, content: '<p>نُشر بواسطة المحرر.</p>', category: 'أخبار', author: 'فريق التحرير' },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Built means the static HTML itself has the title; the client-side fallback page would not.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/blogs/${slug}`);
        return response.status() === 200 && (await response.text()).includes(title);
      },
      { timeout: 7 * 60_000, intervals: [3000] },
    )
    .toBe(true);

  const status = (await (await request.get(REBUILD_STATUS_URL)).json()) as RebuildStatus;
  expect(status.runs.length).toBeGreaterThan(runsBefore);
  expect(status.runs[0].ok).toBe(true);

  const deploys = (await (await request.get(`${API_URL}/api/admin/deploys`, { headers: auth })).json()) as {
    data: Array<{ status: string }>;
  };
  expect(deploys.data[0]?.status).toBe('succeeded');

  const response = await page.goto(`/blogs/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.goto(`/ar/blogs/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicTitle);
});
