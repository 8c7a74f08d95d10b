/** sitemap.xml with hreflang alternates for every page, and robots.txt pointing at it. */
import { DEFAULT_LANGUAGE, type Language } from '@efe/shared/constants';
import { absoluteUrl, localizePath } from '@efe/shared/language';

export interface SitemapEntry {
  /** Path without language prefix. */
  path: string;
  /** Languages the page exists in. */
  languages: Language[];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function buildSitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = entry.languages.map(
      (language) =>
        `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(absoluteUrl(siteUrl, localizePath(entry.path, language)))}"/>`,
    );
    const fallback = entry.languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : entry.languages[0];
    alternates.push(
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(siteUrl, localizePath(entry.path, fallback)))}"/>`,
    );
    return entry.languages.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, localizePath(entry.path, language)))}</loc>\n${alternates.join('\n')}\n  </url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`;
}
