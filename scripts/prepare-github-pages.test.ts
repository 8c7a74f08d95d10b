/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { policyForMeta, prepareForGitHubPages, withPolicyMeta } from './prepare-github-pages';

const HEADERS = `/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'; object-src 'none'
`;

describe('preparing the build for GitHub Pages', () => {
  it('takes the policy from _headers without frame-ancestors, which <meta> cannot carry', () => {
    expect(policyForMeta(HEADERS)).toBe("default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'");
    expect(policyForMeta('/*\n  X-Frame-Options: DENY\n')).toBeNull();
  });

  it('puts the policy first in <head>, before any script, with quotes escaped', () => {
    const html = withPolicyMeta('<html lang="ar"><head><script>a()</script></head></html>', `default-src 'self' "x"`);
    expect(html).toBe(
      `<html lang="ar"><head><meta http-equiv="Content-Security-Policy" content="default-src 'self' &quot;x&quot;"/><script>a()</script></head></html>`,
    );
  });

  it('writes each directory page as <path>.html too and adds the policy to every page', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    try {
      const write = (name: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), text);
      };
      write('_headers', HEADERS);
      write('index.html', '<html><head></head><body>home</body></html>');
      write('about-us/index.html', '<html><head></head><body>about</body></html>');
      write('ar/blogs/a-post/index.html', '<html><head></head><body>post</body></html>');
      write('404.html', '<html><head></head><body>404</body></html>');
      expect(prepareForGitHubPages(dir)).toEqual({ pages: 4, flattened: 2 });
      expect(fs.existsSync(path.join(dir, '.html'))).toBe(false);
      const about = fs.readFileSync(path.join(dir, 'about-us.html'), 'utf8');
      expect(about).toContain('about');
      expect(about).toContain('http-equiv="Content-Security-Policy"');
      expect(fs.readFileSync(path.join(dir, 'ar/blogs/a-post.html'), 'utf8')).toContain('post');
      expect(fs.readFileSync(path.join(dir, '404.html'), 'utf8')).toContain('http-equiv');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a build without a policy rather than deploy pages without one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    try {
      expect(() => prepareForGitHubPages(dir)).toThrow(/no Content-Security-Policy/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
