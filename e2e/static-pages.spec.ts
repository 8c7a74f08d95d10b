/**
 * Every route in every language as a crawler without JavaScript sees it: status, lang, dir,
 * title, description, canonical and hreflang are in the static HTML itself.
 */
import { localizedFixedRoutes } from '@efe/shared/route-table';
import { localizePath } from '@efe/shared/language';
import { expect, test, SITE_URL, htmlAttr } from './support';

const routes = localizedFixedRoutes();

test('at least 51 fixed pages exist (17 routes x 3 languages)', () => {
  expect(routes.length).toBeGreaterThanOrEqual(51);
});

for (const route of routes) {
  test(`${route.localizedPath} has its language's head tags in the static HTML`, async ({ request }) => {
    const isNotFound = route.template === 'notFound';
    const response = await request.get(route.localizedPath, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(htmlAttr(html, /<html[^>]*\blang="([^"]+)"/)).toBe(route.language);
    expect(htmlAttr(html, /<html[^>]*\bdir="([^"]+)"/)).toBe(route.language === 'ar' ? 'rtl' : 'ltr');
    expect(htmlAttr(html, /<body[^>]*\bclass="([^"]+)"/)).toContain(route.language);

    const title = htmlAttr(html, /<title[^>]*>([^<]+)<\/title>/);
    expect(title && title.trim().length).toBeGreaterThan(5);
    const description = htmlAttr(html, /<meta[^>]*name="description"[^>]*content="([^"]*)"/);
    expect(description && description.length).toBeGreaterThan(20);
    if (route.language === 'ar') expect(`${title} ${description}`).toMatch(/[\u0600-\u06FF]/);
    if (route.language === 'ru') expect(`${title} ${description}`).toMatch(/[\u0400-\u04FF]/);

    // A family's own booking (the private link's page) is for no search engine.
    if (route.indexed === false) {
      expect(html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/);
      expect(html).not.toMatch(/rel="canonical"/);
    }

    if (!isNotFound && route.indexed !== false) {
      const canonical = htmlAttr(html, /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/);
      const expected = route.localizedPath === '/' ? `${SITE_URL}/` : `${SITE_URL}${route.localizedPath}`;
      expect(canonical).toBe(expected);
      for (const language of ['en', 'ar', 'ru', 'x-default']) {
        const target = localizePath(route.path, language === 'x-default' ? 'en' : (language as 'en' | 'ar' | 'ru'));
        const href = target === '/' ? `${SITE_URL}/` : `${SITE_URL}${target}`;
        expect(html).toMatch(new RegExp(`<link[^>]*hrefLang="${language}"[^>]*href="${href.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}"`, 'i'));
      }
    }
  });
}

test('the sitemap lists every page with its alternates, and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routes.filter((r) => r.template !== 'notFound')) {
    const loc = route.localizedPath === '/' ? `${SITE_URL}/` : `${SITE_URL}${route.localizedPath}`;
    if (route.indexed === false) expect(sitemap).not.toContain(`<loc>${loc}</loc>`);
    else expect(sitemap).toContain(`<loc>${loc}</loc>`);
  }
  expect(sitemap).toContain('hreflang="x-default"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});
