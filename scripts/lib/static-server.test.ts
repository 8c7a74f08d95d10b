/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type http from 'http';
import { createStaticServer, listen } from './static-server';

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('the static server', () => {
  let server: http.Server;
  let base: string;
  let root: string;
  const dirs: string[] = [];

  async function serve(siteRoot: string | (() => string)) {
    server = createStaticServer(siteRoot);
    await listen(server, 0, '127.0.0.1');
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }

  beforeEach(() => {
    root = site({
      'index.html': '<h1>home</h1>',
      'about/index.html': '<h1>about</h1>',
      '404.html': 'gone',
      'app-0123456789abcdef0123.js': 'x',
      _headers: '/*\n  Content-Security-Policy: default-src \'self\'\n  X-Frame-Options: DENY\n/about\n  Cache-Control: no-store\n',
    });
    dirs.push(root);
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers with the site's _headers rules, over its own defaults", async () => {
    await serve(root);
    const about = await fetch(`${base}/about`);
    expect(about.status).toBe(200);
    expect(about.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(about.headers.get('x-frame-options')).toBe('DENY');
    expect(about.headers.get('cache-control')).toBe('no-store');
    const script = await fetch(`${base}/app-0123456789abcdef0123.js`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the policy on 404 answers and redirects too, and never caches a 404', async () => {
    await serve(root);
    const missing = await fetch(`${base}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    const redirect = await fetch(`${base}/about/`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('serves whatever root the function names at the moment of the request', async () => {
    const next = site({ 'index.html': '<h1>new release</h1>', _headers: '/*\n  X-Release: 2\n' });
    dirs.push(next);
    let current = root;
    await serve(() => current);
    expect(await (await fetch(base)).text()).toBe('<h1>home</h1>');
    current = next;
    const response = await fetch(base);
    expect(await response.text()).toBe('<h1>new release</h1>');
    expect(response.headers.get('x-release')).toBe('2');
  });
});
