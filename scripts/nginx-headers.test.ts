/** @jest-environment node */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { BRIEF, IMMUTABLE, REVALIDATE } from '@efe/shared/cache-control';
import { writeHeadersFile } from '../gatsby/security-headers';
import { headersForPath, parseHeadersFile } from '../src/lib/headers-file';
import { nginxHeaderDirectives, nginxStaticLocations, SITE_HEADERS_SNIPPET, STATIC_LOCATIONS_FLAG } from './nginx-headers';

describe('nginxHeaderDirectives', () => {
  it('turns the site-wide rule into add_header lines sent on every status', () => {
    const file = "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a+b/c='\n/static/*\n  Cache-Control: immutable\n";
    expect(nginxHeaderDirectives(file)).toBe(
      'add_header X-Content-Type-Options "nosniff" always;\n' +
        `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-a+b/c='" always;`,
    );
  });

  it('escapes quotes so a value cannot end the directive', () => {
    expect(nginxHeaderDirectives('/*\n  X-Test: a"b\n')).toBe('add_header X-Test "a\\"b" always;');
  });

  it('needs the site-wide rule', () => {
    expect(() => nginxHeaderDirectives('/static/*\n  Cache-Control: immutable\n')).toThrow(/"\/\*"/);
  });
});

/** The nginx example of docs/deploying.md, and what it says to run. */
const DEPLOYING = fs.readFileSync(path.join(__dirname, '../docs/deploying.md'), 'utf8');
const EXAMPLE = /```nginx\n([\s\S]*?)```/.exec(DEPLOYING)?.[1] ?? '';

interface Location {
  kind: 'prefix' | 'regex';
  match: string;
  cacheControl: string | undefined;
}

/** The `location` blocks of an nginx text, each with the Cache-Control it adds. */
function locationsOf(config: string): Location[] {
  return [...config.matchAll(/location\s+(~\s+)?("[^"]+"|\S+)\s*\{([^}]*)\}/g)].map(([, regex, match, body]) => ({
    kind: regex ? 'regex' : 'prefix',
    match: match.replace(/^"|"$/g, ''),
    cacheControl: /add_header Cache-Control "([^"]*)"/.exec(body)?.[1],
  }));
}

/** A location's PCRE as JavaScript reads it: PCRE's leading `(*UTF8)` is JavaScript's `u` flag. */
function regexOf(match: string): RegExp {
  const utf8 = match.startsWith('(*UTF8)');
  return new RegExp(utf8 ? match.slice('(*UTF8)'.length) : match, utf8 ? 'u' : '');
}

/** The location nginx picks for a path: the longest prefix, unless a regular expression matches (checked in order). */
function locationFor(locations: readonly Location[], urlPath: string): Location | undefined {
  const prefix = locations.filter((location) => location.kind === 'prefix' && urlPath.startsWith(location.match)).sort((a, b) => b.match.length - a.match.length)[0];
  return locations.find((location) => location.kind === 'regex' && regexOf(location.match).test(urlPath)) ?? prefix;
}

describe('nginxStaticLocations and the nginx example of docs/deploying.md', () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A build's _headers as gatsby/security-headers.ts writes it: one candidate's photo, a post's picture, fonts. */
  function writtenHeaders(photo: string, post: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-headers-'));
    made.push(dir);
    for (const file of [`static/${photo}/0a1b2/leila.webp`, `static/${post}/3c4d5/post.webp`, 'static/fonts/a.woff2', 'index.html']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), 'x');
    }
    fs.copyFileSync(path.join(__dirname, '../static/_headers'), path.join(dir, '_headers'));
    writeHeadersFile(dir, [], [], new Set([photo]));
    return fs.readFileSync(path.join(dir, '_headers'), 'utf8');
  }

  it("gives each candidate's photo a location of its own, kept as _headers keeps it, and nothing else", () => {
    const [photo, post] = ['a'.repeat(32), 'b'.repeat(32)];
    expect(nginxStaticLocations(writtenHeaders(photo, post))).toBe(
      `location /static/${photo}/ {\n  include ${SITE_HEADERS_SNIPPET};\n  add_header Cache-Control "${BRIEF}" always;\n}`,
    );
  });

  it('says to write both files the example includes, with the options the script takes', () => {
    expect(DEPLOYING).toContain(`npx tsx scripts/nginx-headers.ts public > /etc/nginx/${SITE_HEADERS_SNIPPET}`);
    expect(DEPLOYING).toContain(`npx tsx scripts/nginx-headers.ts public ${STATIC_LOCATIONS_FLAG} > /etc/nginx/snippets/site-static-locations.conf`);
    expect(EXAMPLE).toContain('include snippets/site-static-locations.conf;');
  });

  it('with the generated locations, nginx caches every path as the _headers file does', () => {
    const [photo, post] = [crypto.randomBytes(16).toString('hex'), crypto.randomBytes(16).toString('hex')];
    const headersFile = writtenHeaders(photo, post);
    const locations = [...locationsOf(EXAMPLE), ...locationsOf(nginxStaticLocations(headersFile))];
    const rules = parseHeadersFile(headersFile);
    for (const urlPath of [`/static/${photo}/0a1b2/leila.webp`, `/static/${post}/3c4d5/post.webp`, '/static/fonts/a.woff2', '/']) {
      expect([urlPath, locationFor(locations, urlPath)?.cacheControl]).toEqual([urlPath, headersForPath(rules, urlPath)['cache-control']]);
    }
    expect(locationFor(locations, `/static/${photo}/0a1b2/leila.webp`)?.cacheControl).toBe(BRIEF);
    expect(locationFor(locations, '/app-0123456789abcdef0123.js')?.cacheControl).toBe(IMMUTABLE);
    expect(locationFor(locations, '/ar/about-us')?.cacheControl).toBe(REVALIDATE);
  });
});
