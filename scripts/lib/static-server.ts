/**
 * A small production-like static server for a built site (used by `npm start`, `npm run serve`
 * and the browser tests). It answers with the headers of the site's own `_headers` file (CSP,
 * HSTS, caching...), the file a static host reads, so local runs behave like production.
 */
import fs from 'fs';
import http from 'http';
import path from 'path';
import zlib from 'zlib';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../../src/lib/headers-file';
import { cacheControl, contentType, resolveRequest } from './static-resolve';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

/** The site root, fixed or read per request (the local rebuilder swaps in a new build). */
export type SiteRoot = string | (() => string);

const rulesCache = new Map<string, { mtimeMs: number; rules: HeaderRule[] }>();

function headerRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = rulesCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.rules;
  const rules = parseHeadersFile(fs.readFileSync(file, 'utf8'));
  rulesCache.set(file, { mtimeMs, rules });
  return rules;
}

export function createStaticServer(siteRoot: SiteRoot): http.Server {
  const rootOf = typeof siteRoot === 'function' ? siteRoot : () => siteRoot;
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const publicDir = rootOf();
    const configured = headersForPath(headerRules(publicDir), url.pathname);
    const resolution = resolveRequest(publicDir, url.pathname);
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { ...configured, location: resolution.location + url.search }).end();
      return;
    }
    if (resolution.kind === 'missing') {
      response.writeHead(404, { ...configured, 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = contentType(resolution.file);
    const headers: Record<string, string> = {
      'cache-control': cacheControl(publicDir, resolution.file),
      'x-content-type-options': 'nosniff',
      ...configured,
      'content-type': type,
    };
    // A 404 answer must not be cached as if the path were the 404 page itself.
    if (resolution.status === 404) headers['cache-control'] = 'no-cache';
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) {
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    response.writeHead(resolution.status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = fs.createReadStream(resolution.file);
    stream.on('error', () => response.destroy());
    (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(response);
  });
}

export function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

export const PUBLIC_DIR = path.resolve(__dirname, '../../public');
