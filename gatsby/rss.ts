/**
 * Writes the blog's RSS feeds after the build: public/rss.xml, public/ar/rss.xml, public/ru/rss.xml.
 * Called from onPostBuild; the XML itself is built by the pure, tested src/lib/rss.ts.
 */
import fs from 'fs';
import path from 'path';
import type { BuildArgs, Reporter } from 'gatsby';
import { LANGUAGES, type Language } from '../src/lib/constants';
import { isLanguage } from '../src/lib/language';
import { buildRssXml, rssFeedPath, type RssPost } from '../src/lib/rss';

interface FeedQuery {
  allBlogPost: { nodes: (RssPost & { language: string })[] };
  allLocale: { nodes: { language: string; data: string }[] };
}

interface FeedText {
  title: string;
  description: string;
}

/** The feed's title and description from locales/<language>/blog.json ("rss"). */
function feedTextByLanguage(locales: FeedQuery['allLocale']['nodes']): Map<Language, FeedText> {
  const texts = new Map<Language, FeedText>();
  for (const locale of locales) {
    if (!isLanguage(locale.language)) continue;
    const rss = (JSON.parse(locale.data) as { rss?: Partial<FeedText> }).rss;
    if (rss?.title && rss.description) texts.set(locale.language, { title: rss.title, description: rss.description });
  }
  return texts;
}

export async function writeRssFeeds(
  graphql: BuildArgs['graphql'],
  reporter: Reporter,
  siteUrl: string,
  publicDir = path.resolve('public'),
): Promise<void> {
  const result = await graphql<FeedQuery>(`
    {
      allBlogPost(sort: [{ publishedAt: DESC }, { postId: DESC }]) {
        nodes {
          language
          slug
          title
          excerpt
          contentHtml
          category
          author
          publishedAt
        }
      }
      allLocale(filter: { ns: { eq: "blog" } }) {
        nodes {
          language
          data
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query blog posts for the RSS feeds', result.errors);
    return;
  }
  const texts = feedTextByLanguage(result.data.allLocale.nodes);
  for (const language of LANGUAGES) {
    const text = texts.get(language);
    if (!text) {
      reporter.panicOnBuild(`locales/${language}/blog.json has no "rss.title" and "rss.description" for the RSS feed`);
      return;
    }
    const posts = result.data.allBlogPost.nodes.filter((post) => post.language === language);
    const xml = buildRssXml({ siteUrl, language, title: text.title, description: text.description, posts });
    const file = path.join(publicDir, rssFeedPath(language));
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, xml);
    reporter.info(`RSS feed: ${rssFeedPath(language)} (${posts.length} posts)`);
  }
}
