import { violationsOn } from './axe';
import { test, expect, API_URL } from './support';
import { localizedFixedRoutes } from '@efe/shared/route-table';

/**
 * The accessibility gate: axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules on every route in every
 * language (and one post per language), zero violations. Motion is reduced so the scan sees the
 * page at rest, as a visitor who asks for that would.
 */
test.use({ colorScheme: 'light' });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const route of localizedFixedRoutes()) {
  test(`axe: ${route.localizedPath}`, async ({ page }) => {
    await page.goto(route.localizedPath);
    expect(await violationsOn(page)).toEqual([]);
  });
}

for (const language of ['en', 'ar', 'ru']) {
  test(`axe: a blog post (${language})`, async ({ page, request }) => {
    const posts = (await (await request.get(`${API_URL}/api/blog?site_language=${language}`)).json()) as { data: Array<{ slug: string }> };
    const prefix = language === 'en' ? '' : `/${language}`;
    await page.goto(`${prefix}/blogs/${posts.data[0].slug}`);
    expect(await violationsOn(page)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/ar/elite-governess', '/ru/candidate-details']) {
    test(`axe: ${path} with the menu open`, async ({ page }) => {
      await page.goto(path);
      expect(await violationsOn(page)).toEqual([]);
      await page.locator('header button[popovertarget]').filter({ visible: true }).first().click();
      // Audited once the sidebar's opening transition has ended: mid-transition its buttons are
      // still visibility: hidden and axe finds no name (seen in two full runs).
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      expect(await violationsOn(page)).toEqual([]);
    });
  }
});
