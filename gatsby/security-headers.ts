/**
 * Writes public/_headers after the build: the hand-written rules from static/_headers, the
 * Content-Security-Policy for every page (added to "/*"), and cache rules: hashed assets, fonts
 * and the site's pictures for a year, HTML always revalidated, and candidates' photos briefly (she
 * may withdraw or be erased; a year-long copy in a browser or a CDN would outlive her consent).
 * The local static server serves with the same file; nginx is given the photos' rule by
 * scripts/nginx-headers.ts.
 */
import fs from 'fs';
import path from 'path';
import { hubSpotFormConfig } from '../src/components/ContactSection/hubspot';
import { contentSecurityPolicy } from '../src/lib/content-security-policy';
import { BRIEF, IMMUTABLE, REVALIDATE } from '@efe/shared/cache-control';
import { parseHeadersFile, renderHeadersFile, type HeaderRule } from '../src/lib/headers-file';
import { NOT_PAGE_FOLDERS } from './built-pages';
import { scriptHashesByPage } from './script-hash-scan';

/**
 * Inline scripts are the same on every page (gatsby-ssr.tsx makes Gatsby's page-path script
 * constant), so one policy fits every path, including 404s and unbuilt posts. More distinct
 * hashes than this means a page-specific inline script slipped in: fail rather than ship a
 * policy that grows with every page.
 */
const MAX_DISTINCT_SCRIPT_HASHES = 12;
const HASHED_ASSET = /-[0-9a-f]{16,}\.(js|css)$/;

/** The distinct inline script hashes of every built page; `cacheFile` remembers each page's (script-hash-scan.ts). */
export function collectScriptHashes(publicDir: string, cacheFile: string): string[] {
  const pagesByHash = new Map<string, string[]>();
  for (const [page, hashes] of scriptHashesByPage(publicDir, cacheFile)) {
    for (const hash of hashes) {
      const pages = pagesByHash.get(hash);
      if (pages) pages.push(page);
      else pagesByHash.set(hash, [page]);
    }
  }
  if (pagesByHash.size > MAX_DISTINCT_SCRIPT_HASHES) {
    const rare = [...pagesByHash].filter(([, pages]) => pages.length === 1).slice(0, 5).map(([, pages]) => pages[0]);
    throw new Error(
      `${pagesByHash.size} different inline scripts across the pages (at most ${MAX_DISTINCT_SCRIPT_HASHES}): ` +
        `a page-specific inline script cannot be covered by one Content-Security-Policy. Found only in: ${rare.join(', ')}`,
    );
  }
  return [...pagesByHash.keys()].sort();
}

/** The folder of public/ whose files are named by their content: pictures, fonts, assets. */
const CONTENT_NAMED = 'static';

/**
 * A rule for each entry of public/static/: a candidate's photo (a folder named by its source's
 * MD5, as gatsby-plugin-sharp names it) briefly, the rest for a year. One rule per entry, never
 * "/static/*" beside them: hosts join the values of two rules that match one path.
 */
function contentNamedRules(publicDir: string, candidatePhotos: ReadonlySet<string>): HeaderRule[] {
  const dir = path.join(publicDir, CONTENT_NAMED);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry): HeaderRule => {
      const rulePath = `/${CONTENT_NAMED}/${entry.name}${entry.isDirectory() ? '/*' : ''}`;
      return { path: rulePath, headers: [['Cache-Control', entry.isDirectory() && candidatePhotos.has(entry.name) ? BRIEF : IMMUTABLE]] };
    });
}

function cacheRules(publicDir: string): HeaderRule[] {
  const entries = fs.readdirSync(publicDir, { withFileTypes: true });
  const pages: HeaderRule[] = [{ path: '/', headers: [['Cache-Control', REVALIDATE]] }];
  for (const entry of entries) {
    if (!entry.isDirectory() || NOT_PAGE_FOLDERS.has(entry.name)) continue;
    for (const rulePath of [`/${entry.name}`, `/${entry.name}/*`]) pages.push({ path: rulePath, headers: [['Cache-Control', REVALIDATE]] });
  }
  pages.push({ path: '/404.html', headers: [['Cache-Control', REVALIDATE]] });
  const assets = entries
    .filter((entry) => entry.isFile() && HASHED_ASSET.test(entry.name))
    .map((entry): HeaderRule => ({ path: `/${entry.name}`, headers: [['Cache-Control', IMMUTABLE]] }));
  return [...pages, ...assets];
}

/** `scriptHashes`: collectScriptHashes' answer; `candidatePhotos`: the MD5 of each candidate's photo (candidate-photos.ts). */
export function writeHeadersFile(publicDir: string, apiOrigins: readonly string[], scriptHashes: readonly string[], candidatePhotos: ReadonlySet<string>): void {
  const file = path.join(publicDir, '_headers');
  const rules = parseHeadersFile(fs.readFileSync(file, 'utf8'));
  const everything = rules.find((rule) => rule.path === '/*');
  if (!everything) throw new Error('static/_headers must have a "/*" rule for the security headers');
  const contentNamed = rules.find((rule) => rule.path.startsWith(`/${CONTENT_NAMED}/`));
  if (contentNamed) throw new Error(`static/_headers must leave the rules of /${CONTENT_NAMED}/ to the build (found "${contentNamed.path}")`);
  everything.headers.push(['Content-Security-Policy', contentSecurityPolicy({ apiOrigins, scriptHashes, hubSpot: hubSpotFormConfig() !== null })]);
  const preamble = ['Generated by the build from static/_headers (gatsby/security-headers.ts): edit that file, not this one.'];
  fs.writeFileSync(file, renderHeadersFile([...rules, ...contentNamedRules(publicDir, candidatePhotos), ...cacheRules(publicDir)], preamble));
}
