/** RSS 2.0 feeds of the blog, one per language. Pure: the build (gatsby/rss.ts) does the writing. */
import type { Language } from './constants';
import { absoluteUrl, localizePath } from './language';
import { BLOG_BASE_PATH, blogPostPath } from './routes';

export interface RssPost {
  slug: string;
  title: string;
  /** Plain-text summary. */
  excerpt: string;
  /** Sanitized HTML of the whole post. */
  contentHtml: string;
  category: string | null;
  author: string | null;
  /** ISO 8601. */
  publishedAt: string | null;
}

export interface RssFeedInput {
  siteUrl: string;
  language: Language;
  title: string;
  description: string;
  posts: readonly RssPost[];
}

/** "/rss.xml", "/ar/rss.xml", "/ru/rss.xml". */
export function rssFeedPath(language: Language): string {
  return localizePath('/rss.xml', language);
}

// Characters XML 1.0 forbids anywhere, even escaped; text from the API must not break the feed.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// A surrogate pair is kept; a lone half of one is dropped.
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

function withoutInvalidXmlChars(text: string): string {
  return text.replace(CONTROL_CHARS, '').replace(SURROGATES, (match) => (match.length === 2 ? match : ''));
}

export function escapeXml(text: string): string {
  return withoutInvalidXmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A CDATA section; "]]>" inside the text is split across two sections so it cannot end it early. */
export function cdata(text: string): string {
  return `<![CDATA[${withoutInvalidXmlChars(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

function rfc822(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

function newestFirst(a: RssPost, b: RssPost): number {
  const time = (post: RssPost) => (post.publishedAt ? Date.parse(post.publishedAt) : NaN);
  const ta = time(a);
  const tb = time(b);
  if (Number.isNaN(ta) && Number.isNaN(tb)) return 0;
  if (Number.isNaN(ta)) return 1;
  if (Number.isNaN(tb)) return -1;
  return tb - ta;
}

/** Feed readers resolve nothing against our site: root-relative links and images become absolute. */
export function absolutizeRootLinks(html: string, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${base}/`);
}

/**
 * Readers treat an item's <description> as HTML. The excerpt is plain text, so it is escaped as
 * HTML first: "&lt;img onerror…&gt;" in a post is shown as those characters, never run as a tag.
 */
function plainTextAsHtml(text: string): string {
  return escapeXml(text);
}

function element(name: string, value: string | null): string[] {
  return value ? [`<${name}>${escapeXml(value)}</${name}>`] : [];
}

function itemXml(post: RssPost, input: RssFeedInput): string {
  const url = absoluteUrl(input.siteUrl, localizePath(blogPostPath(post.slug), input.language));
  const lines = [
    ...element('title', post.title),
    ...element('link', url),
    `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
    ...element('pubDate', rfc822(post.publishedAt)),
    ...element('dc:creator', post.author),
    ...element('category', post.category),
    ...element('description', plainTextAsHtml(post.excerpt)),
    ...(post.contentHtml
      ? [`<content:encoded>${cdata(absolutizeRootLinks(post.contentHtml, input.siteUrl))}</content:encoded>`]
      : []),
  ];
  return `    <item>\n${lines.map((line) => `      ${line}`).join('\n')}\n    </item>`;
}

export function buildRssXml(input: RssFeedInput): string {
  const posts = [...input.posts].sort(newestFirst);
  const blogUrl = absoluteUrl(input.siteUrl, localizePath(BLOG_BASE_PATH, input.language));
  const feedUrl = absoluteUrl(input.siteUrl, rssFeedPath(input.language));
  // The newest post's date, not the clock, so an unchanged blog builds a byte-identical feed.
  const lastBuildDate = posts.map((post) => rfc822(post.publishedAt)).find(Boolean) ?? null;
  const channel = [
    ...element('title', input.title),
    ...element('link', blogUrl),
    ...element('description', input.description),
    ...element('language', input.language),
    `<atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...element('lastBuildDate', lastBuildDate),
  ].map((line) => `    ${line}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    ...channel,
    ...posts.map((post) => itemXml(post, input)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
