/**
 * The blog's RSS feeds, one per language, written by gatsby-plugin-feed (gatsby/rss-feeds.ts).
 * Pure: what each item says, made safe for XML and for feed readers.
 */
import type { BlogPostContent } from './blog-post';
import type { Language } from '@efe/shared/constants';
import { absoluteUrl, localizePath } from '@efe/shared/language';
import { blogPostPath } from '@efe/shared/routes';
import { withoutInvisible } from '@efe/shared/visible-text';

/** A post as its page shows it, with the plain-text summary its card shows. */
export type RssPost = Pick<BlogPostContent, 'slug' | 'title' | 'contentHtml' | 'category' | 'author' | 'publishedAt'> & { excerpt: string };

/** An item as the `rss` package (behind gatsby-plugin-feed) takes it. */
export interface RssItem {
  title: string;
  description: string;
  /** Also the item's guid, marked as a permalink (the package does so when no guid is given). */
  url: string;
  date?: string;
  author?: string;
  categories: string[];
  custom_elements: Array<Record<string, { _cdata: string }>>;
}

/** "/rss.xml", "/ar/rss.xml", "/ru/rss.xml". */
export function rssFeedPath(language: Language): string {
  return localizePath('/rss.xml', language);
}

// Besides the control characters, XML 1.0 forbids these two anywhere, even escaped; text from
// the API must not break the feed.
const NONCHARACTERS = /[\uFFFE\uFFFF]/g;
// A surrogate pair is kept; a lone half of one is dropped.
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

export function xmlSafe(text: string): string {
  return withoutInvisible(text)
    .replace(NONCHARACTERS, '')
    .replace(SURROGATES, (match) => (match.length === 2 ? match : ''));
}

/**
 * Readers treat an item's description as HTML. The excerpt is plain text, so it is escaped as
 * HTML: "<img onerror…>" in a post is shown as those characters, never run as a tag.
 */
function plainTextAsHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Feed readers resolve nothing against our site: root-relative links and images become absolute. */
export function absolutizeRootLinks(html: string, siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${base}/`);
}

export function rssItem(post: RssPost, siteUrl: string, language: Language): RssItem {
  return {
    title: xmlSafe(post.title),
    description: xmlSafe(plainTextAsHtml(post.excerpt)),
    url: absoluteUrl(siteUrl, localizePath(blogPostPath(post.slug), language)),
    ...(post.publishedAt ? { date: post.publishedAt } : {}),
    ...(post.author ? { author: xmlSafe(post.author) } : {}),
    categories: post.category ? [xmlSafe(post.category)] : [],
    custom_elements: post.contentHtml ? [{ 'content:encoded': { _cdata: xmlSafe(absolutizeRootLinks(post.contentHtml, siteUrl)) } }] : [],
  };
}
