/** @jest-environment node */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { fc, test } from '@fast-check/jest';
import { pruneUnreferencedImages } from './prune-unreferenced-images';
import { removeTemporaryTrees, temporaryTree } from '../test-support/temporary-tree';

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
/** A picture's folder as gatsby-plugin-sharp names it: the source's MD5, five hex digits of the transform. */
const folder = (source: string, transform: string) => `static/${md5(source)}/${md5(transform).slice(-5)}`;

const site = (files: Record<string, string>): string => temporaryTree('prune-images-', files);
const exists = (dir: string, file: string) => fs.existsSync(path.join(dir, file));
afterEach(() => removeTemporaryTrees());

const [ANNA_SMALL, ANNA_LARGE] = [folder('anna', 'w100'), folder('anna', 'w200')];
const OLGA = folder('olga', 'w100');
const LEILA = folder('leila', 'w100');
const POST = folder('post', 'w800');
const [WITHDRAWN_WEBP, WITHDRAWN_AVIF] = [folder('withdrawn', 'webp'), folder('withdrawn', 'avif')];
const [KEPT, GONE] = [folder('shared-source', 'kept'), folder('shared-source', 'gone')];

describe('pruneUnreferencedImages', () => {
  it('removes the processed pictures no built file names, and keeps those named in any spelling', () => {
    const dir = site({
      // A srcset list in a page: both sizes are named.
      'candidates/index.html': `<img srcset="/${ANNA_SMALL}/anna.webp 100w,/${ANNA_LARGE}/anna.webp 200w" sizes="100px">`,
      // Page data with JSON-escaped slashes and a %-encoded Cyrillic name.
      'page-data/ru/candidates/page-data.json': `{"src":"\\/${OLGA.replace(/\//g, '\\/')}\\/%D0%9E%D0%BB%D1%8C%D0%B3%D0%B0.webp"}`,
      // A script's string with \u002F, a feed with entities, a slice with an absolute URL.
      'component---src-templates-home-tsx-0123.js': `const src="${LEILA.replace(/\//g, '\\u002F')}\\u002Fleila.jpg";`,
      'rss.xml': `<enclosure url="https://example.ae&#x2F;${POST.replace(/\//g, '&#x2F;')}&#x2F;post.jpg"/>`,
      'slice-data/latest-posts-en.json': `{"image":"https://example.ae/${KEPT}/picture.webp"}`,
      [`${ANNA_SMALL}/anna.webp`]: 'webp',
      [`${ANNA_LARGE}/anna.webp`]: 'webp',
      [`${OLGA}/Ольга.webp`]: 'webp',
      [`${LEILA}/leila.jpg`]: 'jpg',
      [`${POST}/post.jpg`]: 'jpg',
      [`${KEPT}/picture.webp`]: 'webp',
      // No built file names these: a withdrawn candidate's copies, another size of a kept picture.
      [`${WITHDRAWN_WEBP}/withdrawn.webp`]: 'webp',
      [`${WITHDRAWN_AVIF}/withdrawn.avif`]: 'avif',
      [`${GONE}/picture.jpg`]: 'jpg',
      // Never the pipeline's: fonts, bundles, files copied under another shape of name, a folder within.
      'static/fonts/noto-sans-5.3.0/noto-sans-latin-400-normal.woff2': 'font',
      'app-0123456789abcdef.js': 'bundle',
      [`static/${md5('copied')}/cv.pdf`]: 'pdf',
      'static/0123abcd/4567e/short-digest.webp': 'webp',
      [`${folder('nested', 'x')}/inner/picture.webp`]: 'webp',
    });
    expect(pruneUnreferencedImages(dir)).toEqual({
      removed: [`${GONE}/picture.jpg`, `${WITHDRAWN_AVIF}/withdrawn.avif`, `${WITHDRAWN_WEBP}/withdrawn.webp`].sort(),
      missing: [],
    });
    for (const kept of [`${ANNA_SMALL}/anna.webp`, `${ANNA_LARGE}/anna.webp`, `${OLGA}/Ольга.webp`, `${LEILA}/leila.jpg`, `${POST}/post.jpg`, `${KEPT}/picture.webp`]) {
      expect([kept, exists(dir, kept)]).toEqual([kept, true]);
    }
    for (const kept of ['static/fonts/noto-sans-5.3.0/noto-sans-latin-400-normal.woff2', 'app-0123456789abcdef.js', `static/${md5('copied')}/cv.pdf`, 'static/0123abcd/4567e/short-digest.webp', `${folder('nested', 'x')}/inner/picture.webp`]) {
      expect([kept, exists(dir, kept)]).toEqual([kept, true]);
    }
    // Emptied folders go; a source's folder stays while one of its sizes does.
    expect(exists(dir, path.dirname(WITHDRAWN_WEBP))).toBe(false);
    expect(exists(dir, GONE)).toBe(false);
    expect(exists(dir, path.dirname(GONE))).toBe(true);
  });

  it('names the folders built files point at that are not there', () => {
    const dir = site({ 'index.html': `<img src="/${ANNA_SMALL}/anna.webp">`, [`${OLGA}/olga.webp`]: 'webp', 'page-data/index/page-data.json': `"/${OLGA}/olga.webp"` });
    expect(pruneUnreferencedImages(dir)).toEqual({ removed: [], missing: [`${ANNA_SMALL}/`] });
  });

  it('removes nothing from a site without processed pictures', () => {
    expect(pruneUnreferencedImages(site({ 'index.html': '<p>Hello</p>' }))).toEqual({ removed: [], missing: [] });
  });

  // Whatever the picture's name and however a file spells its address, a named picture stays.
  const spelling = fc.constantFrom<(address: string) => string>(
    (address) => address,
    (address) => address.replace(/\//g, '\\/'),
    (address) => address.replace(/\//g, '\\u002F'),
    (address) => address.replace(/\//g, '\\\\\\/'),
    (address) => address.replace(/\//g, '%2F'),
    (address) => address.replace(/\//g, '%252f'),
    (address) => address.replace(/\//g, '&#x2F;'),
    (address) => address.replace(/\//g, '&#47;'),
    (address) => address.toUpperCase(),
  );
  const place = fc.constantFrom(
    (address: string) => ({ 'blogs/post/index.html': `<img srcset="/x.webp 10w, ${address} 200w, /y.webp 400w">` }),
    (address: string) => ({ 'page-data/blogs/post/page-data.json': `{"result":{"src":"${address}"}}` }),
    (address: string) => ({ 'styles.0123.css': `.hero{background:url(${address})}` }),
    (address: string) => ({ 'sitemap.xml': `<image:loc>https://example.ae${address}</image:loc>` }),
  );
  test.prop([fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !/[/\\\0]/.test(name) && name !== '.' && name !== '..'), spelling, place])(
    'keeps a picture a built file names, in any spelling, and removes the one beside it no file names',
    (name, spell, at) => {
      const file = `${name}.webp`;
      const dir = site({ ...at(spell(`/${POST}/${encodeURIComponent(file)}`)), [`${POST}/${file}`]: 'kept', [`${GONE}/${file}`]: 'not named' });
      expect(pruneUnreferencedImages(dir)).toEqual({ removed: [`${GONE}/${file}`], missing: [] });
      expect(fs.readFileSync(path.join(dir, POST, file), 'utf8')).toBe('kept');
      removeTemporaryTrees(dir);
    },
  );
});
