/** The feeds as gatsby-plugin-feed writes them: our options and items through the same `rss` package. */
import { rssFeedOptions } from './rss-feeds';
import { absolutizeRootLinks, rssFeedPath, type RssPost } from '../src/lib/rss';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the rss package ships no types
const RSS = require('rss') as new (options: object) => { item(item: object): void; xml(): string };

const SITE = 'https://www.example.ae/';
const options = rssFeedOptions(SITE);

const posts: RssPost[] = [
  {
    slug: 'fees-explained',
    title: 'Fees & "terms" <explained>',
    excerpt: 'What the placement fee covers...',
    contentHtml: '<p>Body with ]]> inside, a bell\u0007 and <a href="/contact-us">us</a></p>',
    category: 'Guides',
    author: 'Layla Haddad',
    publishedAt: '2025-01-15T06:30:00.000Z',
  },
  { slug: 'older', title: 'Older post', excerpt: 'An older post.', contentHtml: '<p>Older</p>', category: null, author: null, publishedAt: '2024-11-02T08:00:00.000Z' },
];

/** What the plugin does for one feed: setup, serialize, xml. */
function feedXml(language: 'en' | 'ar' | 'ru', nodes: RssPost[]): Document {
  const feed = options.feeds.find((candidate) => candidate.language === language)!;
  const rss = new RSS(options.setup(feed));
  for (const item of feed.serialize({ query: { allBlogPost: { nodes } } })) rss.item(item);
  const doc = new DOMParser().parseFromString(rss.xml(), 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('RSS feeds', () => {
  it('has one feed per language at /rss.xml, /ar/rss.xml and /ru/rss.xml', () => {
    expect(options.feeds.map((feed) => feed.output)).toEqual(['/rss.xml', '/ar/rss.xml', '/ru/rss.xml']);
    expect(rssFeedPath('ar')).toBe('/ar/rss.xml');
    for (const feed of options.feeds) expect(feed.query).toContain(`language: { eq: "${feed.language}" }`);
  });

  it("links each feed from its own language's blog pages only", () => {
    const matching = (path: string) => options.feeds.filter((feed) => new RegExp(feed.match).test(path)).map((feed) => feed.language);
    expect(matching('/blogs')).toEqual(['en']);
    expect(matching('/blogs/fees-explained')).toEqual(['en']);
    expect(matching('/ar/blogs/fees-explained')).toEqual(['ar']);
    expect(matching('/ru/blogs')).toEqual(['ru']);
    expect(matching('/')).toEqual([]);
    expect(matching('/blogsmith')).toEqual([]);
  });

  it('writes a well-formed channel with the language, its blog and its own address', () => {
    const doc = feedXml('ar', posts);
    const channel = doc.getElementsByTagName('channel')[0];
    expect(channel.getElementsByTagName('language')[0].textContent).toBe('ar');
    expect(channel.getElementsByTagName('link')[0].textContent).toBe('https://www.example.ae/ar/blogs');
    expect(doc.getElementsByTagName('atom:link')[0].getAttribute('href')).toBe('https://www.example.ae/ar/rss.xml');
    expect(channel.getElementsByTagName('title')[0].textContent).not.toBe('');
  });

  it('gives each post its localized link, date, author, category and whole content', () => {
    const [first, second] = Array.from(feedXml('ar', posts).getElementsByTagName('item'));
    expect(first.getElementsByTagName('title')[0].textContent).toBe('Fees & "terms" <explained>');
    expect(first.getElementsByTagName('link')[0].textContent).toBe('https://www.example.ae/ar/blogs/fees-explained');
    expect(first.getElementsByTagName('guid')[0].getAttribute('isPermaLink')).toBe('true');
    expect(first.getElementsByTagName('pubDate')[0].textContent).toBe('Wed, 15 Jan 2025 06:30:00 GMT');
    expect(first.getElementsByTagName('dc:creator')[0].textContent).toBe('Layla Haddad');
    expect(first.getElementsByTagName('category')[0].textContent).toBe('Guides');
    // "]]>" cannot end the CDATA early, a control character is dropped, our links become absolute.
    expect(first.getElementsByTagName('content:encoded')[0].textContent).toBe(
      '<p>Body with ]]> inside, a bell and <a href="https://www.example.ae/contact-us">us</a></p>',
    );
    expect(second.getElementsByTagName('dc:creator')).toHaveLength(0);
    expect(second.getElementsByTagName('category')).toHaveLength(0);
  });

  it('shows an escaped tag in a post as text in feed readers, which read descriptions as HTML', () => {
    const hostile = { ...posts[1], excerpt: '<img src=x onerror=alert(1)> & more' };
    const description = feedXml('en', [hostile]).getElementsByTagName('item')[0].getElementsByTagName('description')[0].textContent!;
    const rendered = new DOMParser().parseFromString(description, 'text/html').body;
    expect(rendered.querySelector('img')).toBeNull();
    expect(rendered.textContent).toBe('<img src=x onerror=alert(1)> & more');
  });

  it('writes an empty channel when there are no posts', () => {
    expect(feedXml('en', []).getElementsByTagName('item')).toHaveLength(0);
  });
});

describe('absolutizeRootLinks', () => {
  it('makes our own root-relative links and images absolute and leaves the rest alone', () => {
    expect(
      absolutizeRootLinks(
        '<a href="/contact-us">us</a><img src="/media/a.jpg" /><a href="https://khda.gov.ae">k</a><a href="//x.test">p</a><a href="mailto:a@b.ae">m</a>',
        SITE,
      ),
    ).toBe(
      '<a href="https://www.example.ae/contact-us">us</a><img src="https://www.example.ae/media/a.jpg" /><a href="https://khda.gov.ae">k</a><a href="//x.test">p</a><a href="mailto:a@b.ae">m</a>',
    );
  });
});
