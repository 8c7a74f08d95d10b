import { absolutizeRootLinks, buildRssXml, cdata, escapeXml, rssFeedPath, type RssPost } from './rss';

const posts: RssPost[] = [
  {
    slug: 'older',
    title: 'Older post',
    excerpt: 'An older post.',
    contentHtml: '<p>Older</p>',
    category: null,
    author: null,
    publishedAt: '2024-11-02T08:00:00.000Z',
  },
  {
    slug: 'fees-explained',
    title: 'Fees & "terms" <explained>',
    excerpt: 'What the placement fee covers...',
    contentHtml: '<p>Body with ]]> inside</p>',
    category: 'Guides',
    author: 'Layla Haddad',
    publishedAt: '2025-01-15T06:30:00.000Z',
  },
];

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('rssFeedPath', () => {
  it('is /rss.xml in English and prefixed otherwise', () => {
    expect(rssFeedPath('en')).toBe('/rss.xml');
    expect(rssFeedPath('ar')).toBe('/ar/rss.xml');
    expect(rssFeedPath('ru')).toBe('/ru/rss.xml');
  });
});

describe('an item description', () => {
  it('shows an escaped tag in a post as text in feed readers, which read descriptions as HTML', () => {
    const hostile = { ...posts[0], excerpt: '<img src=x onerror=alert(1)> & more' };
    const doc = parse(buildRssXml({ siteUrl: 'https://www.example.ae', language: 'en', title: 't', description: 'd', posts: [hostile] }));
    const description = doc.getElementsByTagName('item')[0].getElementsByTagName('description')[0].textContent!;
    expect(description).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    // What a reader renders from that HTML: the characters, and no element.
    const rendered = new DOMParser().parseFromString(description, 'text/html').body;
    expect(rendered.querySelector('img')).toBeNull();
    expect(rendered.textContent).toBe('<img src=x onerror=alert(1)> & more');
  });
});

describe('buildRssXml', () => {
  const input = {
    siteUrl: 'https://www.example.ae/',
    language: 'ar' as const,
    title: 'مدونة Elite Family Education',
    description: 'مقالات للعائلات',
    posts,
  };

  it('writes a well-formed RSS 2.0 channel for the language', () => {
    const doc = parse(buildRssXml(input));
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0];
    expect(channel.getElementsByTagName('title')[0].textContent).toBe('مدونة Elite Family Education');
    expect(channel.getElementsByTagName('link')[0].textContent).toBe('https://www.example.ae/ar/blogs');
    expect(channel.getElementsByTagName('language')[0].textContent).toBe('ar');
    expect(doc.getElementsByTagName('atom:link')[0].getAttribute('href')).toBe('https://www.example.ae/ar/rss.xml');
  });

  it('lists posts newest first with localized links, dates, author and category', () => {
    const doc = parse(buildRssXml(input));
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(items).toHaveLength(2);
    const [first, second] = items;
    expect(first.getElementsByTagName('title')[0].textContent).toBe('Fees & "terms" <explained>');
    expect(first.getElementsByTagName('link')[0].textContent).toBe('https://www.example.ae/ar/blogs/fees-explained');
    expect(first.getElementsByTagName('guid')[0].getAttribute('isPermaLink')).toBe('true');
    expect(first.getElementsByTagName('pubDate')[0].textContent).toBe('Wed, 15 Jan 2025 06:30:00 GMT');
    expect(first.getElementsByTagName('dc:creator')[0].textContent).toBe('Layla Haddad');
    expect(first.getElementsByTagName('category')[0].textContent).toBe('Guides');
    expect(first.getElementsByTagName('content:encoded')[0].textContent).toBe('<p>Body with ]]> inside</p>');
    expect(second.getElementsByTagName('dc:creator')).toHaveLength(0);
    expect(second.getElementsByTagName('category')).toHaveLength(0);
  });

  it('dates the channel by its newest post, so an unchanged blog gives the same file', () => {
    const xml = buildRssXml(input);
    expect(parse(xml).getElementsByTagName('lastBuildDate')[0].textContent).toBe('Wed, 15 Jan 2025 06:30:00 GMT');
    expect(buildRssXml(input)).toBe(xml);
  });

  it('writes an empty channel when there are no posts', () => {
    const doc = parse(buildRssXml({ ...input, language: 'en', posts: [] }));
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
    expect(doc.getElementsByTagName('lastBuildDate')).toHaveLength(0);
    expect(doc.getElementsByTagName('link')[0].textContent).toBe('https://www.example.ae/blogs');
  });
});

describe('escaping', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(escapeXml('bell\u0007 tab\t lone\uD800 pair😀')).toBe('bell tab\t lone pair😀');
  });

  it('cannot be closed early by ]]> in the content', () => {
    const doc = parse(`<x>${cdata('a]]>b<script>')}</x>`);
    expect(doc.documentElement.textContent).toBe('a]]>b<script>');
  });
});

describe('absolutizeRootLinks', () => {
  it('makes our own root-relative links and images absolute and leaves the rest alone', () => {
    expect(
      absolutizeRootLinks(
        '<a href="/contact-us">us</a><img src="/media/a.jpg" /><a href="https://khda.gov.ae">k</a><a href="//x.test">p</a><a href="mailto:a@b.ae">m</a>',
        'https://www.example.ae/',
      ),
    ).toBe(
      '<a href="https://www.example.ae/contact-us">us</a><img src="https://www.example.ae/media/a.jpg" /><a href="https://khda.gov.ae">k</a><a href="//x.test">p</a><a href="mailto:a@b.ae">m</a>',
    );
  });
});
