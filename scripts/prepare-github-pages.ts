/**
 * Adapts a built public/ to GitHub Pages, which reads no _headers file and answers a directory
 * URL (`/about-us`, where the build wrote about-us/index.html) with a redirect to `/about-us/`,
 * which the site's own no-trailing-slash rule would send straight back: a loop.
 *  - `about-us/index.html` is also written as `about-us.html`, which Pages serves at `/about-us`.
 *  - The Content-Security-Policy from _headers goes into each page as a <meta> element, first in
 *    <head> so it covers every script (frame-ancestors is dropped: browsers ignore it in <meta>).
 * Used by .github/workflows/deploy.yml; other hosts serve public/ as built.
 */
import fs from 'fs';
import path from 'path';
import { parseHeadersFile } from '../src/lib/headers-file';

export function policyForMeta(headersFile: string): string | null {
  const everything = parseHeadersFile(headersFile).find((rule) => rule.path === '/*');
  const policy = everything?.headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  if (!policy) return null;
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !directive.startsWith('frame-ancestors'))
    .join('; ');
}

export function withPolicyMeta(html: string, policy: string): string {
  const escaped = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(/<head([^>]*)>/i, `<head$1><meta http-equiv="Content-Security-Policy" content="${escaped}"/>`);
}

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

export function prepareForGitHubPages(publicDir: string): { pages: number; flattened: number } {
  const headersFile = path.join(publicDir, '_headers');
  const policy = fs.existsSync(headersFile) ? policyForMeta(fs.readFileSync(headersFile, 'utf8')) : null;
  if (!policy) throw new Error(`${headersFile} has no Content-Security-Policy for "/*": run the build first`);
  const pages = pageFiles(publicDir);
  let flattened = 0;
  for (const file of pages) {
    const html = withPolicyMeta(fs.readFileSync(file, 'utf8'), policy);
    fs.writeFileSync(file, html);
    const dir = path.dirname(file);
    if (path.basename(file) === 'index.html' && dir !== publicDir) {
      fs.writeFileSync(`${dir}.html`, html);
      flattened += 1;
    }
  }
  return { pages: pages.length, flattened };
}

if (require.main === module) {
  const publicDir = path.resolve(process.argv[2] ?? 'public');
  const { pages, flattened } = prepareForGitHubPages(publicDir);
  console.log(`GitHub Pages: policy added to ${pages} pages, ${flattened} written as <path>.html too.`);
}
