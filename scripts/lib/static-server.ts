/** A small production-like static server for public/ (used by `npm start` and the browser tests). */
import fs from 'fs';
import http from 'http';
import path from 'path';
import zlib from 'zlib';
import { cacheControl, contentType, resolveRequest } from './static-resolve';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/;

export function createStaticServer(publicDir: string, extraHeaders: Record<string, string> = {}): http.Server {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const resolution = resolveRequest(publicDir, url.pathname);
    if (resolution.kind === 'redirect') {
      response.writeHead(301, { location: resolution.location + url.search, ...extraHeaders }).end();
      return;
    }
    if (resolution.kind === 'missing') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...extraHeaders }).end('Not found');
      return;
    }
    const type = contentType(resolution.file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': resolution.status === 404 ? 'no-cache' : cacheControl(publicDir, resolution.file),
      'x-content-type-options': 'nosniff',
      ...extraHeaders,
    };
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
