/**
 * Public GET answers behind a CDN: ETag, Cache-Control, 304 on If-None-Match, compression, and a
 * new answer as soon as an admin write changes the content (and not before).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { serverForTests } from './support/server';


const server = serverForTests({ env: { ADMIN_TOKEN } });

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without fetch's automatic decompression, to see the bytes on the wire. */
function get(route: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.baseUrl}${route}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const PUBLIC_ROUTES = [
  '/api/testimonials?site_language=en',
  '/api/blog?site_language=ar',
  '/api/blog/recent/blogs?site_language=ru',
  '/api/teachers?site_language=en',
  '/api/teachers/filterforsearch/teacher',
];

describe.each(PUBLIC_ROUTES)('GET %s', (route) => {
  it('carries an ETag and the CDN cache policy, and answers a matching If-None-Match with 304', async () => {
    const first = await get(route);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    const again = await get(route, { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('sends the same JSON compressed with brotli or gzip, as the client accepts', async () => {
    const plain = await get(route);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await get(route, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    const gzip = await get(route, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });
});

it('keeps the CORS answer and its Vary: Origin on cached answers', async () => {
  const origin = 'http://127.0.0.1:9000';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await get('/api/testimonials?site_language=ru', { origin });
    expect(answer.headers['access-control-allow-origin']).toBe(origin);
    expect(answer.headers.vary).toMatch(/Origin/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
});

it('answers anew once an admin write changes the content, and the same until then', async () => {
  const route = '/api/testimonials?site_language=en';
  const before = await get(route);
  expect((await get(route, { 'if-none-match': before.headers.etag! })).status).toBe(304);

  const created = await adminCall(server.baseUrl, 'POST', '/api/admin/testimonials', {
    json: { translations: { en: { name: 'Cache Test', testimonial: 'A new testimonial.' } } },
  });
  expect(created.status).toBe(201);

  const after = await get(route, { 'if-none-match': before.headers.etag! });
  expect(after.status).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(after.body.toString()).toContain('A new testimonial.');
});

it('does not cache refusals or unknown posts', async () => {
  const missing = await get('/api/blog/no-such-post');
  expect(missing.status).toBe(404);
  expect(missing.headers.etag).toBeUndefined();
  expect(missing.headers['cache-control']).toBeUndefined();
  const invalid = await get('/api/blog?site_language=xx');
  expect(invalid.status).toBe(400);
  expect(invalid.headers['cache-control']).toBeUndefined();
});
