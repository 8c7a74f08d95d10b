import { alternateLinks, canonicalUrl, ogAlternateLocales } from './head';

const base = { siteUrl: 'https://site.ae', originalPath: '/about-us', alternateLanguages: ['en', 'ar', 'ru'] as const };

describe('head tags', () => {
  it('points the canonical at the page in its own language', () => {
    expect(canonicalUrl({ ...base, language: 'ar' })).toBe('https://site.ae/ar/about-us');
    expect(canonicalUrl({ ...base, language: 'en' })).toBe('https://site.ae/about-us');
    expect(canonicalUrl({ ...base, language: 'ru', originalPath: '/' })).toBe('https://site.ae/ru');
  });

  it('lists every language plus x-default', () => {
    expect(alternateLinks({ ...base, language: 'ru' })).toEqual([
      { hrefLang: 'en', href: 'https://site.ae/about-us' },
      { hrefLang: 'ar', href: 'https://site.ae/ar/about-us' },
      { hrefLang: 'ru', href: 'https://site.ae/ru/about-us' },
      { hrefLang: 'x-default', href: 'https://site.ae/about-us' },
    ]);
  });

  it('only names languages a post exists in', () => {
    const links = alternateLinks({ ...base, language: 'ar', originalPath: '/blogs/x', alternateLanguages: ['ar'] });
    expect(links.map((link) => link.hrefLang)).toEqual(['ar', 'x-default']);
    expect(ogAlternateLocales({ ...base, language: 'ar' })).toEqual(['en_GB', 'ru_RU']);
  });
});
