/** @jest-environment node */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { fc, test } from '@fast-check/jest';
import { BRIEF, IMMUTABLE } from '@efe/shared/cache-control';
import { headersForPath, parseHeadersFile } from '../src/lib/headers-file';
import { writeHeadersFile } from './security-headers';

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
const HAND_WRITTEN = fs.readFileSync(path.join(__dirname, '../static/_headers'), 'utf8');

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built public/: the hand-written _headers the build copies, and these files. */
function built(files: readonly string[], handWritten = HAND_WRITTEN): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
  made.push(dir);
  for (const file of [...files, 'index.html']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), 'x');
  }
  fs.writeFileSync(path.join(dir, '_headers'), handWritten);
  return dir;
}

/** The Cache-Control the written _headers gives a path, as a host joins matching rules. */
function cacheControlOf(publicDir: string, urlPath: string): string | undefined {
  return headersForPath(parseHeadersFile(fs.readFileSync(path.join(publicDir, '_headers'), 'utf8')), urlPath)['cache-control'];
}

describe('writeHeadersFile', () => {
  test.prop(
    [
      // Pictures by their source, each a candidate's photo or not, in one or two sizes; file names as people's may be.
      fc.uniqueArray(fc.record({ source: fc.string({ minLength: 1, maxLength: 12 }), photo: fc.boolean(), sizes: fc.integer({ min: 1, max: 2 }), name: fc.stringMatching(/^[a-z][a-z-]{0,15}$/) }), {
        selector: (picture) => picture.source,
        minLength: 1,
        maxLength: 6,
      }),
    ],
    { numRuns: 25 },
  )("keeps candidates' photos briefly and the site's other pictures, fonts and bundles for a year, never by two rules", (pictures) => {
    const pictureFiles = pictures.flatMap(({ source, sizes, name }) => Array.from({ length: sizes }, (_, size) => `static/${md5(source)}/${md5(`${size}`).slice(-5)}/${name}.webp`));
    const dir = built([...pictureFiles, 'static/fonts/noto-sans-5.3.0/noto-sans-latin-400-normal.woff2', 'app-0123456789abcdef0123.js']);
    const photos = new Set(pictures.filter((picture) => picture.photo).map((picture) => md5(picture.source)));
    writeHeadersFile(dir, ['https://api.example.ae'], [], photos);

    for (const file of pictureFiles) {
      expect([file, cacheControlOf(dir, `/${file}`)]).toEqual([file, photos.has(file.split('/')[1]) ? BRIEF : IMMUTABLE]);
    }
    expect(cacheControlOf(dir, '/static/fonts/noto-sans-5.3.0/noto-sans-latin-400-normal.woff2')).toBe(IMMUTABLE);
    expect(cacheControlOf(dir, '/app-0123456789abcdef0123.js')).toBe(IMMUTABLE);
  });

  it('refuses a hand-written rule for /static/, which would join its value to the rules the build writes', () => {
    const dir = built(['static/fonts/a.woff2'], `${HAND_WRITTEN}\n/static/*\n  Cache-Control: ${IMMUTABLE}\n`);
    expect(() => writeHeadersFile(dir, [], [], new Set())).toThrow('static/_headers must leave the rules of /static/ to the build (found "/static/*")');
  });
});
