/**
 * The inline scripts' hashes of every built page, for the Content-Security-Policy
 * (security-headers.ts). Each page's hashes are remembered in a file beside Gatsby's cache with the
 * page's size and modification time: a rebuild after one edit rewrites a few of 3,300 pages, and
 * reading every page again cost 1.3-2 s of each rebuild. A page whose size or time changed is read
 * again; a page that is gone is forgotten.
 */
import fs from 'fs';
import path from 'path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { htmlFiles } from './built-pages';
import { INLINE_SCRIPTS_VERSION, inlineScriptHashes } from '../src/lib/inline-scripts';

const RememberedPage = Type.Object({ size: Type.Number(), mtimeMs: Type.Number(), hashes: Type.Array(Type.String()) });
const Remembered = Type.Object({ version: Type.Number(), pages: Type.Record(Type.String(), RememberedPage) });
type Remembered = Static<typeof Remembered>;

function remembered(cacheFile: string): Remembered['pages'] {
  try {
    const saved: unknown = JSON.parse(fs.readFileSync(cacheFile, 'utf8'));
    return Value.Check(Remembered, saved) && saved.version === INLINE_SCRIPTS_VERSION ? saved.pages : {};
  } catch {
    return {}; // none yet, or unreadable: every page is read
  }
}

/** Each HTML file's inline script hashes, by its path relative to `publicDir`. */
export function scriptHashesByPage(publicDir: string, cacheFile: string): Map<string, string[]> {
  const before = remembered(cacheFile);
  const now: Remembered['pages'] = {};
  for (const file of htmlFiles(publicDir)) {
    const page = path.relative(publicDir, file);
    const { size, mtimeMs } = fs.statSync(file);
    const known = before[page];
    const hashes = known && known.size === size && known.mtimeMs === mtimeMs ? known.hashes : inlineScriptHashes(fs.readFileSync(file, 'utf8'));
    now[page] = { size, mtimeMs, hashes };
  }
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
  fs.writeFileSync(cacheFile, JSON.stringify({ version: INLINE_SCRIPTS_VERSION, pages: now }));
  return new Map(Object.entries(now).map(([page, { hashes }]) => [page, hashes]));
}
