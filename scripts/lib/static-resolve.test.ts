import fs from 'fs';
import os from 'os';
import path from 'path';
import { BRIEF, IMMUTABLE } from '@efe/shared/cache-control';
import { cacheControl, resolveRequest } from './static-resolve';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  for (const file of ['index.html', 'about-us/index.html', 'ar/index.html', 'ar/404/index.html', '404.html', '404/index.html', 'page-data/app-data.json', 'app-0123456789abcdef0123.js', 'ar/blogs/__fallback/index.html']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file);
  }
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('resolveRequest', () => {
  it('serves index.html of a directory', () => {
    expect(resolveRequest(dir, '/about-us')).toEqual({ kind: 'file', file: path.join(dir, 'about-us/index.html'), status: 200 });
    expect(resolveRequest(dir, '/')).toEqual({ kind: 'file', file: path.join(dir, 'index.html'), status: 200 });
    expect(resolveRequest(dir, '/ar')).toMatchObject({ status: 200, file: path.join(dir, 'ar/index.html') });
  });

  it('redirects a trailing slash away', () => {
    expect(resolveRequest(dir, '/about-us/')).toEqual({ kind: 'redirect', location: '/about-us' });
  });

  it.each(['/%2F%2Fevil.example/', '//evil.example/', '/%5Cevil.example/', '/%2F%5C%2Fevil.example/'])(
    'keeps the redirect of %s on this site',
    (raw) => {
      expect(resolveRequest(dir, raw)).toEqual({ kind: 'redirect', location: '/evil.example' });
    },
  );

  it('answers 404 with the page of the path language', () => {
    expect(resolveRequest(dir, '/ar/nowhere')).toEqual({ kind: 'file', file: path.join(dir, 'ar/404/index.html'), status: 404 });
    expect(resolveRequest(dir, '/nowhere')).toEqual({ kind: 'file', file: path.join(dir, '404/index.html'), status: 404 });
  });

  it('answers an unbuilt blog post with the fallback page of its language', () => {
    expect(resolveRequest(dir, '/ar/blogs/new-post')).toEqual({
      kind: 'file',
      file: path.join(dir, 'ar/blogs/__fallback/index.html'),
      status: 200,
    });
    expect(resolveRequest(dir, '/ar/blogs/a/b')).toMatchObject({ status: 404 });
  });

  it('never leaves the public directory', () => {
    expect(resolveRequest(dir, '/../../etc/passwd')).toMatchObject({ status: 404 });
    expect(resolveRequest(dir, '/%2e%2e/%2e%2e/etc/passwd')).toMatchObject({ status: 404 });
  });
});

describe('cacheControl', () => {
  it('caches hashed assets for a year and revalidates HTML, page-data and the search index', () => {
    expect(cacheControl(dir, path.join(dir, 'app-0123456789abcdef0123.js'))).toContain('immutable');
    expect(cacheControl(dir, path.join(dir, 'index.html'))).toContain('max-age=0');
    expect(cacheControl(dir, path.join(dir, 'page-data/app-data.json'))).toContain('max-age=0');
    expect(cacheControl(dir, path.join(dir, 'pagefind/pagefind-entry.json'))).toContain('max-age=0');
    expect(cacheControl(dir, path.join(dir, 'pagefind/pagefind.js'))).toContain('max-age=0');
  });
});

describe('cacheControl of a file the build\'s _headers does not name', () => {
  it("keeps a processed picture briefly (it may be a candidate's photo, which only the build knows), fonts for a year", () => {
    expect(cacheControl(dir, path.join(dir, `static/${'0'.repeat(32)}/1a2b3/leila.webp`))).toBe(BRIEF);
    expect(cacheControl(dir, path.join(dir, 'static/fonts/noto-sans-5.3.0/noto-sans-latin-400-normal.woff2'))).toBe(IMMUTABLE);
  });
});
