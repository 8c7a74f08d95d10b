/**
 * gatsby-plugin-feed's options: one feed per language (/rss.xml, /ar/rss.xml, /ru/rss.xml) with
 * that language's posts, newest first, its title and description from locales/<language>/blog.json
 * ("rss"), and its <link rel="alternate"> on that language's blog pages only.
 */
import fs from 'fs';
import path from 'path';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { absoluteUrl, localizePath } from '@efe/shared/language';
import { BLOG_BASE_PATH } from '@efe/shared/routes';
import { rssFeedPath, rssItem, xmlSafe, type RssPost } from '../src/lib/rss';
import { propertyOf } from '@efe/shared/read-unknown';

interface FeedText {
  title: string;
  description: string;
}

function feedText(language: Language): FeedText {
  const file = path.join(__dirname, '..', 'locales', language, 'blog.json');
  const rss = propertyOf(JSON.parse(fs.readFileSync(file, 'utf8')), 'rss');
  const [title, description] = [propertyOf(rss, 'title'), propertyOf(rss, 'description')];
  if (typeof title !== 'string' || !title || typeof description !== 'string' || !description) {
    throw new Error(`${file} has no "rss.title" and "rss.description" for the RSS feed`);
  }
  return { title, description };
}

function feed(language: Language, siteUrl: string) {
  const text = feedText(language);
  const blogPath = localizePath(BLOG_BASE_PATH, language);
  return {
    output: rssFeedPath(language),
    title: xmlSafe(text.title),
    description: xmlSafe(text.description),
    language,
    site_url: absoluteUrl(siteUrl, blogPath),
    feed_url: absoluteUrl(siteUrl, rssFeedPath(language)),
    match: `^${blogPath}(/|$)`,
    query: `{
      allBlogPost(filter: { language: { eq: "${language}" } }, sort: [{ publishedAt: DESC }, { position: ASC }]) {
        nodes { slug title excerpt contentHtml category author publishedAt }
      }
    }`,
    serialize: ({ query }: { query: { allBlogPost: { nodes: RssPost[] } } }) =>
      query.allBlogPost.nodes.map((post) => rssItem(post, siteUrl, language)),
  };
}

type Feed = ReturnType<typeof feed>;

export function rssFeedOptions(siteUrl: string) {
  return {
    // Our siteMetadata has no title or description: the plugin's default query would ask for them.
    query: '{ site { siteMetadata { siteUrl } } }',
    setup: ({ title, description, language, site_url, feed_url }: Pick<Feed, 'title' | 'description' | 'language' | 'site_url' | 'feed_url'>) => ({
      title,
      description,
      language,
      site_url,
      feed_url,
      custom_namespaces: { content: 'http://purl.org/rss/1.0/modules/content/', dc: 'http://purl.org/dc/elements/1.1/' },
    }),
    feeds: LANGUAGES.map((language) => feed(language, siteUrl)),
  };
}
