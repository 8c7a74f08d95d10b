/**
 * Turns a build's public/_headers into nginx configuration, for the nginx example in
 * docs/deploying.md. Re-run after every build: the policy carries the hashes of that build's
 * inline scripts, and the candidates' photos change with the candidates.
 *
 *   npx tsx scripts/nginx-headers.ts public > site-headers.conf
 *     the site-wide rule as `add_header` directives;
 *   npx tsx scripts/nginx-headers.ts public --static-locations > site-static-locations.conf
 *     a `location` for each folder of /static/ kept otherwise than the example's `location /static/`
 *     (a year): the candidates' photos, kept briefly.
 */
import fs from 'fs';
import path from 'path';
import { IMMUTABLE } from '@efe/shared/cache-control';
import { parseHeadersFile } from '../src/lib/headers-file';

/** The flag that asks for the /static/ locations; docs/deploying.md names it. */
export const STATIC_LOCATIONS_FLAG = '--static-locations';

/** The file the site-wide directives go to, which every location includes; docs/deploying.md names it. */
export const SITE_HEADERS_SNIPPET = 'snippets/site-headers.conf';

const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export function nginxHeaderDirectives(headersFile: string): string {
  const everything = parseHeadersFile(headersFile).find((rule) => rule.path === '/*');
  if (!everything) throw new Error('no "/*" rule in _headers');
  return everything.headers.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`).join('\n');
}

/** A folder of /static/ as _headers names it ("/static/<folder>/*"), where nginx's prefix location can say the same. */
const STATIC_FOLDER_RULE = /^\/static\/([A-Za-z0-9._-]+)\/\*$/;

/**
 * A `location` for each /static/ folder whose Cache-Control is not the year the example's
 * `location /static/` gives; nginx picks the longest prefix, so these win for their folders.
 */
export function nginxStaticLocations(headersFile: string): string {
  const blocks: string[] = [];
  for (const rule of parseHeadersFile(headersFile)) {
    const folder = STATIC_FOLDER_RULE.exec(rule.path)?.[1];
    const cacheControl = rule.headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
    if (!folder || cacheControl === undefined || cacheControl === IMMUTABLE) continue;
    blocks.push(`location /static/${folder}/ {\n  include ${SITE_HEADERS_SNIPPET};\n  add_header Cache-Control ${quoted(cacheControl)} always;\n}`);
  }
  return blocks.join('\n');
}

if (require.main === module) {
  const [folder, flag] = process.argv.slice(2);
  if (flag !== undefined && flag !== STATIC_LOCATIONS_FLAG) throw new Error(`unknown option ${flag} (only ${STATIC_LOCATIONS_FLAG})`);
  const headersFile = fs.readFileSync(path.join(path.resolve(folder ?? 'public'), '_headers'), 'utf8');
  process.stdout.write(`${flag ? nginxStaticLocations(headersFile) : nginxHeaderDirectives(headersFile)}\n`);
}
