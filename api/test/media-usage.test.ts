/**
 * Which media files a post's HTML names: in any spelling the site's sanitizer keeps (unquoted
 * attributes, entities, "." segments, doubled slashes, %-escapes, any case), in src, srcset and
 * href; nothing outside /media/ and nothing that is not a file name.
 */
import { fc, test } from '@fast-check/jest';
import sanitizeHtml from 'sanitize-html';
import { mediaFilesIn } from '../src/db/media-usage';

describe('mediaFilesIn', () => {
  it('finds the files a post\'s pictures show and its links open, by absolute or relative URL, each once', () => {
    const html =
      '<p>Text about /media/not-a-picture.jpg</p><img src="https://api.example.ae/media/class-photo.jpg" alt="">' +
      "<img src='/media/b-2.webp' srcset='/media/b-1.webp 1x, /media/b-2.webp 2x'><a href=\"/media/linked.pdf\">CV</a>";
    expect(mediaFilesIn(html).sort()).toEqual(['b-1.webp', 'b-2.webp', 'class-photo.jpg', 'linked.pdf']);
  });

  it.each([
    ['an unquoted src', '<img src=https://api.example.ae/media/photo.jpg alt=x>'],
    ['entities', '<img src="https:&#x2F;&#x2F;api.example.ae&#47;media&#47;photo&period;jpg">'],
    ['a "." segment', '<img src="https://api.example.ae/media/./photo.jpg">'],
    ['a ".." segment', '<img src="https://api.example.ae/media/x/../photo.jpg">'],
    ['doubled slashes', '<img src="https://api.example.ae/media//photo.jpg">'],
    ['%-escapes', '<img src="https://api.example.ae/%6Dedia/ph%6Fto.jpg">'],
    ['upper case', '<IMG SRC="https://api.example.ae/media/photo.jpg">'],
    ['a backslash', '<img src="https://api.example.ae\\media\\photo.jpg">'],
    ['a link', '<a href="https://api.example.ae/media/photo.jpg">the photo</a>'],
    ['line breaks inside the tag', '<img\nsrc\n=\n"https://api.example.ae/media/photo.jpg">'],
    ['a query and a fragment', '<img src="https://api.example.ae/media/photo.jpg?v=2#top">'],
  ])('finds a file named with %s', (_spelling, html) => {
    expect(mediaFilesIn(html)).toEqual(['photo.jpg']);
  });

  it('takes no path outside /media/ and nothing that is not a file name', () => {
    expect(mediaFilesIn('<img src="/media/../content.db"><img src="/other/x.jpg"><img src="/media/sub/x.jpg"><a href="/media/">all</a>')).toEqual([]);
  });

  const spellings = (file: string) =>
    fc.constantFrom(
      `https://api.example.ae/media/${file}`,
      `https://api.example.ae/media/./${file}`,
      `https://api.example.ae/media//${file}`,
      `https://api.example.ae/%6Dedia/${file}`,
      `https://api.example.ae/media/${[...file].map((character) => `%${character.charCodeAt(0).toString(16)}`).join('')}`,
    );
  const encoded = (value: string, entities: boolean) => (entities ? [...value].map((character) => `&#${character.charCodeAt(0)};`).join('') : value);

  test.prop([
    fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,12}\.(jpg|webp|pdf)$/).chain((file) => fc.tuple(fc.constant(file), spellings(file))),
    fc.constantFrom('img src', 'a href'),
    fc.constantFrom('"', "'", ''),
    fc.boolean(),
  ])('finds a file in whatever spelling the site\'s sanitizer keeps of it', ([file, url], tagAndAttribute, quote, entities) => {
    const [tag, attribute] = tagAndAttribute.split(' ');
    const html = `<p>Before</p><${tag} ${attribute}=${quote}${encoded(url, entities)}${quote}>${tag === 'a' ? 'link</a>' : ''}`;
    // The site's own sanitizer (src/lib/sanitize.ts) keeps these tags and attributes: what it keeps is what a page shows.
    const kept = sanitizeHtml(html, { allowedTags: ['p', 'img', 'a'], allowedAttributes: { img: ['src'], a: ['href'] } });
    fc.pre(kept.includes(attribute));
    expect(mediaFilesIn(html)).toEqual([file]);
    expect(mediaFilesIn(kept)).toEqual([file]);
  });
});
