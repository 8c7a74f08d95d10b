import { blogCardsFrom, defaultImagesFrom, latestPostsFrom } from './blog-data';
import { fakeImage } from './test-data';

describe('blog GraphQL mapping', () => {
  const picture = fakeImage('/static/a.jpg');

  it('turns card nodes into cards, with blank category and author treated as missing', () => {
    expect(
      blogCardsFrom([
        { slug: 'a', title: 'A', excerpt: 'e', category: '  ', author: ' Maya ', contentLanguage: 'ar', categoryLanguage: 'ar', authorLanguage: 'en', localImage: { childImageSharp: { gatsbyImageData: picture } } },
        { slug: 'b', title: 'B', excerpt: 'f', category: 'Guides', author: null, contentLanguage: 'xx', categoryLanguage: 'xx', authorLanguage: 'xx', localImage: null },
      ]),
    ).toEqual([
      // The author's name fell back to English on an Arabic card: marked so, the text is not.
      { slug: 'a', title: 'A', excerpt: 'e', category: null, author: 'Maya', image: picture, textLanguage: 'ar', categoryLanguage: 'ar', authorLanguage: 'en' },
      // A language code the site does not know is no language: nothing is marked.
      { slug: 'b', title: 'B', excerpt: 'f', category: 'Guides', author: null, image: null, textLanguage: null, categoryLanguage: null, authorLanguage: null },
    ]);
  });

  it('keeps the latest posts in order and tolerates images sharp could not process', () => {
    expect(
      latestPostsFrom([
        { slug: 'x', title: 'X', contentLanguage: 'ru', localImage: { childImageSharp: null } },
        { slug: 'y', title: 'Y', contentLanguage: 'en', localImage: { childImageSharp: { gatsbyImageData: picture } } },
      ]),
    ).toEqual([
      { slug: 'x', title: 'X', image: null, textLanguage: 'ru' },
      { slug: 'y', title: 'Y', image: picture, textLanguage: 'en' },
    ]);
  });

  it('has no default pictures until src/images/blog-default.jpg exists', () => {
    expect(defaultImagesFrom(null)).toEqual({ card: null, hero: null });
    expect(defaultImagesFrom({ childImageSharp: { card: picture, hero: picture } }).hero).toBe(picture);
  });
});
