import { blogCardsFrom, defaultImagesFrom, latestPostsFrom } from './blog-data';
import { fakeImage } from './test-data';

describe('blog GraphQL mapping', () => {
  const picture = fakeImage('/static/a.jpg');

  it('turns card nodes into cards, with blank category and author treated as missing', () => {
    expect(
      blogCardsFrom([
        { slug: 'a', title: 'A', excerpt: 'e', category: '  ', author: ' Maya ', localImage: { childImageSharp: { gatsbyImageData: picture } } },
        { slug: 'b', title: 'B', excerpt: 'f', category: 'Guides', author: null, localImage: null },
      ]),
    ).toEqual([
      { slug: 'a', title: 'A', excerpt: 'e', category: null, author: 'Maya', image: picture },
      { slug: 'b', title: 'B', excerpt: 'f', category: 'Guides', author: null, image: null },
    ]);
  });

  it('keeps the latest posts in order and tolerates images sharp could not process', () => {
    expect(
      latestPostsFrom([
        { slug: 'x', title: 'X', localImage: { childImageSharp: null } },
        { slug: 'y', title: 'Y', localImage: { childImageSharp: { gatsbyImageData: picture } } },
      ]),
    ).toEqual([
      { slug: 'x', title: 'X', image: null },
      { slug: 'y', title: 'Y', image: picture },
    ]);
  });

  it('has no default pictures until src/images/blog-default.jpg exists', () => {
    expect(defaultImagesFrom(null)).toEqual({ card: null, thumb: null, hero: null });
    expect(defaultImagesFrom({ childImageSharp: { card: picture, thumb: picture, hero: picture } }).hero).toBe(picture);
  });
});
