/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { scriptHashesByPage } from './script-hash-scan';
import { scriptHash } from '../src/lib/inline-scripts';

describe('scriptHashesByPage', () => {
  let work: string;
  let publicDir: string;
  let cacheFile: string;

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'script-hash-scan-'));
    publicDir = path.join(work, 'public');
    cacheFile = path.join(work, 'cache/script-hashes.json');
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  const page = (file: string, script: string, mtime?: Date) => {
    const full = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, `<!doctype html><html><body><script>${script}</script><script src="/app.js"></script></body></html>`);
    if (mtime) fs.utimesSync(full, mtime, mtime);
  };

  it("finds each page's inline scripts, not those of Gatsby's data folders", () => {
    page('index.html', 'one()');
    page('about/index.html', 'two()');
    page('page-data/index.html', 'not a page()');
    expect(scriptHashesByPage(publicDir, cacheFile)).toEqual(
      new Map([
        ['about/index.html', [scriptHash('two()')]],
        ['index.html', [scriptHash('one()')]],
      ]),
    );
  });

  it('reads again only the pages whose size or time changed, and forgets removed ones', () => {
    const then = new Date('2026-11-01T10:00:00Z');
    page('index.html', 'one()', then);
    page('about/index.html', 'two()', then);
    page('gone/index.html', 'three()', then);
    scriptHashesByPage(publicDir, cacheFile);

    // Same size and time: remembered, so this rewrite (which no build makes) is not seen.
    page('index.html', 'uno()', then);
    // A build's rewrite: another time.
    page('about/index.html', 'dos()', new Date('2026-11-01T10:05:00Z'));
    fs.rmSync(path.join(publicDir, 'gone'), { recursive: true });
    expect(scriptHashesByPage(publicDir, cacheFile)).toEqual(
      new Map([
        ['about/index.html', [scriptHash('dos()')]],
        ['index.html', [scriptHash('one()')]],
      ]),
    );
    expect(Object.keys(JSON.parse(fs.readFileSync(cacheFile, 'utf8')).pages).sort()).toEqual(['about/index.html', 'index.html']);
  });

  it('reads every page when the remembered file is unreadable or of another version', () => {
    const then = new Date('2026-11-01T10:00:00Z');
    page('index.html', 'one()', then);
    scriptHashesByPage(publicDir, cacheFile);
    page('index.html', 'uno()', then);
    const saved = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    fs.writeFileSync(cacheFile, JSON.stringify({ ...saved, version: saved.version + 1 }));
    expect(scriptHashesByPage(publicDir, cacheFile).get('index.html')).toEqual([scriptHash('uno()')]);
    page('index.html', 'one()', then);
    fs.writeFileSync(cacheFile, '{"version": 1, "pages": {"index.html": "broken"');
    expect(scriptHashesByPage(publicDir, cacheFile).get('index.html')).toEqual([scriptHash('one()')]);
  });
});
