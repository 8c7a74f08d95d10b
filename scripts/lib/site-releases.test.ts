/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { SiteReleases } from './site-releases';

describe('SiteReleases', () => {
  let work: string;
  let publicDir: string;

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'));
    publicDir = path.join(work, 'public');
    fs.mkdirSync(path.join(publicDir, 'about'), { recursive: true });
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  const build = (text: string) => fs.writeFileSync(path.join(publicDir, 'about', 'index.html'), text);
  const served = (releases: SiteReleases) => fs.readFileSync(path.join(releases.current(), 'about', 'index.html'), 'utf8');

  it('serves a copy, untouched while the next build rewrites public/', async () => {
    const releases = new SiteReleases(path.join(work, 'releases'));
    expect(releases.hasCurrent).toBe(false);
    expect(() => releases.current()).toThrow(/no site/);
    build('first');
    await releases.publish(publicDir);
    build('half-written second build');
    expect(served(releases)).toBe('first');
    await releases.publish(publicDir);
    expect(served(releases)).toBe('half-written second build');
  });

  it('keeps the previous release for responses in flight and removes older ones', async () => {
    const releases = new SiteReleases(path.join(work, 'releases'));
    const published: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      build(text);
      published.push(await releases.publish(publicDir));
    }
    expect(fs.existsSync(published[0])).toBe(false);
    expect(fs.existsSync(published[1])).toBe(true);
    expect(releases.current()).toBe(published[2]);
    releases.removeAll();
    expect(fs.existsSync(path.join(work, 'releases'))).toBe(false);
  });

  it('copies what the build changed and links the rest from the previous release, which stays as it was', async () => {
    const releases = new SiteReleases(path.join(work, 'releases'));
    fs.writeFileSync(path.join(publicDir, 'app-0123456789abcdef.js'), 'unchanged script');
    build('first');
    const first = await releases.publish(publicDir);
    build('second, longer than the first');
    const second = await releases.publish(publicDir);
    const inode = (dir: string, file: string) => fs.statSync(path.join(dir, file)).ino;
    expect(inode(second, 'app-0123456789abcdef.js')).toBe(inode(first, 'app-0123456789abcdef.js'));
    expect(inode(second, 'about/index.html')).not.toBe(inode(first, 'about/index.html'));
    expect(fs.readFileSync(path.join(first, 'about/index.html'), 'utf8')).toBe('first');
    expect(served(releases)).toBe('second, longer than the first');
    // A rewrite of the same size is a change too: its time differs (set apart here, as a build's would be).
    fs.writeFileSync(path.join(publicDir, 'about/index.html'), 'second, longer than the firsT');
    fs.utimesSync(path.join(publicDir, 'about/index.html'), new Date(), new Date(Date.now() + 5000));
    await releases.publish(publicDir);
    expect(served(releases)).toBe('second, longer than the firsT');
  });

  it("shares static/ (files named by their content) between releases, and keeps it when an old release goes", async () => {
    const releases = new SiteReleases(path.join(work, 'releases'));
    const picture = (name: string, bytes: string) => {
      fs.mkdirSync(path.join(publicDir, 'static/0123abcd'), { recursive: true });
      fs.writeFileSync(path.join(publicDir, 'static/0123abcd', name), bytes);
    };
    picture('a.webp', 'picture a');
    build('first');
    const first = await releases.publish(publicDir);
    picture('b.webp', 'picture b');
    build('second');
    const second = await releases.publish(publicDir);
    expect(fs.lstatSync(path.join(second, 'static')).isSymbolicLink()).toBe(true);
    expect(fs.realpathSync(path.join(second, 'static'))).toBe(fs.realpathSync(path.join(first, 'static')));
    expect(fs.readFileSync(path.join(second, 'static/0123abcd/b.webp'), 'utf8')).toBe('picture b');
    // A third release removes the first: the shared pictures stay for the others.
    build('third');
    const third = await releases.publish(publicDir);
    expect(fs.existsSync(first)).toBe(false);
    expect(fs.readFileSync(path.join(third, 'static/0123abcd/a.webp'), 'utf8')).toBe('picture a');
    expect(fs.readFileSync(path.join(second, 'static/0123abcd/a.webp'), 'utf8')).toBe('picture a');
    // Rewritten by a build (another time): replaced whole in the store.
    picture('a.webp', 'picture a, encoded again');
    fs.utimesSync(path.join(publicDir, 'static/0123abcd/a.webp'), new Date(), new Date(Date.now() + 5000));
    await releases.publish(publicDir);
    expect(fs.readFileSync(path.join(releases.current(), 'static/0123abcd/a.webp'), 'utf8')).toBe('picture a, encoded again');
    expect(fs.readdirSync(path.join(releases.current(), 'static/0123abcd')).sort()).toEqual(['a.webp', 'b.webp']);
  });

  it('stops serving a picture the next build no longer holds (a withdrawn candidate\'s photo, removed after the build)', async () => {
    const releases = new SiteReleases(path.join(work, 'releases'));
    const photo = (folder: string) => path.join('static', folder, '0f0f0', 'photo.webp');
    for (const folder of ['hers', 'others']) {
      fs.mkdirSync(path.join(publicDir, path.dirname(photo(folder))), { recursive: true });
      fs.writeFileSync(path.join(publicDir, photo(folder)), `${folder} photo`);
    }
    build('with her');
    const first = await releases.publish(publicDir);
    expect(fs.readFileSync(path.join(first, photo('hers')), 'utf8')).toBe('hers photo');
    // The next build's post-step removed her photo's copies from public/.
    fs.rmSync(path.join(publicDir, 'static', 'hers'), { recursive: true });
    build('without her');
    const second = await releases.publish(publicDir);
    expect(fs.existsSync(path.join(second, photo('hers')))).toBe(false);
    expect(fs.existsSync(path.join(second, 'static', 'hers'))).toBe(false);
    expect(fs.readFileSync(path.join(second, photo('others')), 'utf8')).toBe('others photo');
    expect(served(releases)).toBe('without her');
  });
});
