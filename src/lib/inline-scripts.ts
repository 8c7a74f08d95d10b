/**
 * Finds the inline scripts a browser would execute in an HTML document and hashes them for the
 * Content-Security-Policy. JSON-LD and other data blocks are not executed, so they need no hash.
 */
import { createHash } from 'crypto';

/**
 * Part of the key under which the build remembers each page's hashes (gatsby/script-hash-scan.ts):
 * raise it when what counts as an inline script, or its hash, changes.
 */
export const INLINE_SCRIPTS_VERSION = 1;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(type)) scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression for a script body, without quotes: `sha256-<base64>`. */
export function scriptHash(body: string): string {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
