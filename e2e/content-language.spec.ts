import type { Locator, Page } from '@playwright/test';
import { expect, test, insertPostAfterBuild, openTestDatabase } from './support';
import { ENGLISH_ONLY } from './english-only-content';

/**
 * English text on an Arabic or Russian page (a post, a testimonial, a description written only in
 * English) is marked as English, left to right: in the built pages (read without JavaScript) and in
 * the client-side fallback for a post newer than the build. On the English pages nothing is marked.
 */
async function expectEnglish(...blocks: Locator[]): Promise<void> {
  for (const block of blocks) {
    await expect(block).toHaveAttribute('lang', 'en');
    await expect(block).toHaveAttribute('dir', 'ltr');
  }
}

async function expectUnmarked(...blocks: Locator[]): Promise<void> {
  for (const block of blocks) expect(await block.getAttribute('lang')).toBeNull();
}

const postBlocks = (page: Page) => [
  page.getByRole('heading', { level: 1 }),
  page.getByTestId('post-content'),
  page.getByTestId('post-category'),
  page.getByTestId('post-author').getByText('Layla Haddad', { exact: true }),
];

for (const prefix of ['/ar', '/ru']) {
  test(`an English-only post and testimonial are marked English on ${prefix} pages, in the built HTML`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${prefix}/blogs/${ENGLISH_ONLY.post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_ONLY.post.title);
    await expectEnglish(...postBlocks(page));
    // The page's own words around it stay in the page's language.
    expect(await page.locator('html').getAttribute('lang')).toBe(prefix.slice(1));

    await page.goto(`${prefix}/blogs/page/2`);
    const card = page.getByTestId('blog-card').filter({ hasText: ENGLISH_ONLY.post.title });
    await expectEnglish(card.getByRole('heading'), card.getByText(ENGLISH_ONLY.post.text));

    await page.goto(`${prefix}/about-us`);
    await expectEnglish(page.getByTestId('testimonial').filter({ hasText: ENGLISH_ONLY.testimonial.name }).first());
    await context.close();
  });

  test(`an English-only description is marked English in the candidate's profile (${prefix})`, async ({ page }) => {
    const db = openTestDatabase();
    const candidate = db.prepare<[string], { id: number }>('SELECT id FROM candidates WHERE first_name = ?').get(ENGLISH_ONLY.candidateFirstName);
    db.close();
    if (!candidate) throw new Error(`no candidate named ${ENGLISH_ONLY.candidateFirstName}`);
    const { id } = candidate;
    await page.goto(`${prefix}/candidate-details?candidate=${id}`);
    await expectEnglish(page.getByTestId('candidate-dialog').getByText(ENGLISH_ONLY.candidateDescription));
  });

  test(`a post newer than the build, in English only, is marked English by the client-side fallback (${prefix})`, async ({ page }) => {
    const slug = `english-after-build-${prefix.slice(1)}-${Date.now()}`;
    insertPostAfterBuild({ slug, language: 'en', title: 'Fresh from the editor, in English', content: '<p>Written after the build.</p>' });
    await page.goto(`${prefix}/blogs/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh from the editor, in English');
    await expectEnglish(page.getByRole('heading', { level: 1 }), page.getByTestId('post-content'));
  });
}

test('on the English pages nothing is marked', async ({ page }) => {
  await page.goto(`/blogs/${ENGLISH_ONLY.post.slug}`);
  await expect(page.getByTestId('post-author')).toHaveText('By Layla Haddad');
  await expectUnmarked(...postBlocks(page).slice(0, 3), page.getByTestId('post-author'));
  await page.goto('/about-us');
  await expectUnmarked(page.getByTestId('testimonial').filter({ hasText: ENGLISH_ONLY.testimonial.name }).first());
});
