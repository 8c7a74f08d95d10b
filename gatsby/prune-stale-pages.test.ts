/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pruneStalePages } from './prune-stale-pages';

function site(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), 'x');
  }
  return dir;
}

const exists = (dir: string, file: string) => fs.existsSync(path.join(dir, file));

describe('pruneStalePages', () => {
  it('removes the HTML of a page without page data and keeps every built page', () => {
    const dir = site([
      'index.html',
      'page-data/index/page-data.json',
      'ar/blogs/kept/index.html',
      'page-data/ar/blogs/kept/page-data.json',
      'ar/blogs/deleted/index.html',
      'ru/blogs/deleted-with-picture/index.html',
      'ru/blogs/deleted-with-picture/other.txt',
      '404.html',
      'static/fonts/index.html',
    ]);
    expect(pruneStalePages(dir)).toEqual(['/ar/blogs/deleted', '/ru/blogs/deleted-with-picture']);
    expect(exists(dir, 'index.html')).toBe(true);
    expect(exists(dir, 'ar/blogs/kept/index.html')).toBe(true);
    expect(exists(dir, 'ar/blogs/deleted')).toBe(false);
    expect(exists(dir, 'ru/blogs/deleted-with-picture/index.html')).toBe(false);
    expect(exists(dir, 'ru/blogs/deleted-with-picture/other.txt')).toBe(true);
    expect(exists(dir, '404.html')).toBe(true);
    expect(exists(dir, 'static/fonts/index.html')).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('removes nothing from a clean build', () => {
    const dir = site(['index.html', 'page-data/index/page-data.json', 'blogs/a/index.html', 'page-data/blogs/a/page-data.json']);
    expect(pruneStalePages(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });
});
