import { buildRobotsTxt, buildSitemapXml } from './sitemap';

describe('sitemap', () => {
  it('lists every language version with all alternates and x-default', () => {
    const xml = buildSitemapXml('https://site.ae', [{ path: '/about-us', languages: ['en', 'ar', 'ru'] }]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://site.ae/ar/about-us</loc>');
    expect(xml).toContain('hreflang="ru" href="https://site.ae/ru/about-us"');
    expect(xml).toContain('hreflang="x-default" href="https://site.ae/about-us"');
  });

  it('uses the root with a slash and only the languages a post exists in', () => {
    const xml = buildSitemapXml('https://site.ae/', [
      { path: '/', languages: ['en'] },
      { path: '/blogs/a', languages: ['ar'] },
    ]);
    expect(xml).toContain('<loc>https://site.ae/</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://site.ae/ar/blogs/a"');
    expect(xml).not.toContain('hreflang="en" href="https://site.ae/blogs/a"');
  });

  it('points robots.txt at the sitemap', () => {
    expect(buildRobotsTxt('https://site.ae')).toContain('Sitemap: https://site.ae/sitemap.xml');
  });
});
