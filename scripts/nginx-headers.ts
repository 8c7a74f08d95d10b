/**
 * Prints the site-wide rule of a build's public/_headers as nginx `add_header` directives, for the
 * nginx example in docs/deploying.md: `npx tsx scripts/nginx-headers.ts public > site-headers.conf`.
 * Re-run after every build: the policy carries the hashes of that build's inline scripts.
 */
import fs from 'fs';
import path from 'path';
import { parseHeadersFile } from '../src/lib/headers-file';

export function nginxHeaderDirectives(headersFile: string): string {
  const everything = parseHeadersFile(headersFile).find((rule) => rule.path === '/*');
  if (!everything) throw new Error('no "/*" rule in _headers');
  return everything.headers
    .map(([name, value]) => `add_header ${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}" always;`)
    .join('\n');
}

if (require.main === module) {
  const publicDir = path.resolve(process.argv[2] ?? 'public');
  process.stdout.write(`${nginxHeaderDirectives(fs.readFileSync(path.join(publicDir, '_headers'), 'utf8'))}\n`);
}
