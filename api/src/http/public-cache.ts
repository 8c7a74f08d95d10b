/**
 * Public GET answers for a CDN and for browsers: each carries an ETag and
 * `Cache-Control: public, max-age=60, stale-while-revalidate=600`, an If-None-Match that still
 * matches gets a 304, and the serialized (and compressed) bytes stay in memory until the database
 * changes, so an unchanged answer costs no query, no serialization and no compression.
 *
 * "Changed" is read from SQLite itself: `total_changes()` counts this connection's writes (the
 * admin API's among them) and `PRAGMA data_version` another process's (a re-seed). Routes opt in
 * with `config: { publicCache: true }`. An answer that also changes with the clock, or that no
 * browser or CDN may keep (the free consultation times), gives its own policy and what besides the
 * database it depends on.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { BRIEF } from '@efe/shared/cache-control';
import { dataVersion } from '../db/data-version';

export const PUBLIC_CACHE_CONTROL = BRIEF;

/** How a route's answers, the same for everyone, are kept here and told to keep elsewhere. */
export interface PublicCachePolicy {
  /** The answer's Cache-Control (PUBLIC_CACHE_CONTROL: a CDN and browsers keep it too). */
  cacheControl: string;
  /** What else the answer depends on than the database, as a text that changes when it does. */
  alsoDependsOn?: () => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of this GET route are the same for everyone: cached here (and, with `true`, by a CDN). */
    publicCache?: boolean | PublicCachePolicy;
  }
}

const CDN_POLICY: PublicCachePolicy = { cacheControl: PUBLIC_CACHE_CONTROL };

type Encoding = 'br' | 'gzip' | 'identity';

interface CachedAnswer {
  version: string;
  etag: string;
  /** Every header of the first answer (security, CORS, caching) but its length and encoding. */
  headers: Record<string, string | number | string[]>;
  bodies: Partial<Record<Encoding, Buffer>>;
}

/** Different answers a cache keeps at most (routes × languages × query variants); the oldest go first. */
const MAX_ENTRIES = 500;

/** The encoding to send: brotli, else gzip, else none (a q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 9 });
  return body;
}

/** Weak ETag comparison as If-None-Match uses it (RFC 9110 13.1.2), "*" included. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Cache and validator headers; Vary keeps what CORS put there (Origin). */
function describe(reply: FastifyReply, etag: string, cacheControl: string): void {
  const vary = String(reply.getHeader('vary') ?? '');
  const varies = vary.split(',').map((name) => name.trim()).filter(Boolean);
  if (!varies.some((name) => name.toLowerCase() === 'accept-encoding')) varies.push('Accept-Encoding');
  reply.header('cache-control', cacheControl).header('etag', etag).header('vary', varies.join(', '));
}

/** Headers that differ between encodings of one answer; the rest are kept with it. */
const PER_ENCODING = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/**
 * Call before registering helmet and CORS: a hit is answered first, with the headers those
 * plugins gave the same URL for the same Origin, and without the work of building them again.
 */
export function installPublicCache(app: FastifyInstance, db: Db): void {
  const databaseVersion = dataVersion(db);
  const answers = new Map<string, CachedAnswer>();
  const pending = new WeakMap<FastifyRequest, { key: string; version: string; policy: PublicCachePolicy }>();

  const policyOf = (request: FastifyRequest): PublicCachePolicy | null => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const option = request.routeOptions.config?.publicCache;
    return option === true ? CDN_POLICY : option || null;
  };
  const versionFor = (policy: PublicCachePolicy) => (policy.alsoDependsOn ? `${databaseVersion()}:${policy.alsoDependsOn()}` : databaseVersion());
  // CORS answers differ by Origin; everything else about the answer is the URL's.
  const keyOf = (request: FastifyRequest) => `${request.headers.origin ?? ''} ${request.url}`;

  app.addHook('onRequest', (request, reply, done) => {
    const policy = policyOf(request);
    if (!policy) return done();
    const key = keyOf(request);
    const current = versionFor(policy);
    const answer = answers.get(key);
    if (answer?.version !== current) {
      pending.set(request, { key, version: current, policy });
      return done();
    }
    // The whole answer is known: write it without the rest of the lifecycle.
    reply.hijack();
    const raw = reply.raw;
    if (matches(request.headers['if-none-match'], answer.etag)) {
      raw.writeHead(304, answer.headers);
      raw.end();
      return;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = (answer.bodies[encoding] ??= encode(answer.bodies.identity!, encoding));
    const headers = { ...answer.headers, 'content-length': body.length, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) };
    raw.writeHead(200, headers);
    raw.end(request.method === 'HEAD' ? undefined : body);
  });

  // The first answer for a URL and version: keep it, then send it as a hit would be sent.
  app.addHook('onSend', async (request, reply, payload) => {
    const seen = pending.get(request);
    if (seen === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    pending.delete(request);
    const identity = Buffer.from(payload);
    const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
    describe(reply, etag, seen.policy.cacheControl);
    if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
    const headers: CachedAnswer['headers'] = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_ENCODING.has(name.toLowerCase())) headers[name] = value;
    }
    const answer: CachedAnswer = { version: seen.version, etag, headers, bodies: { identity } };
    answers.delete(seen.key);
    answers.set(seen.key, answer);
    if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value!);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return identity;
    answer.bodies[encoding] = encode(identity, encoding);
    reply.header('content-encoding', encoding);
    return answer.bodies[encoding];
  });
}
