import { headersForPath, parseHeadersFile, renderHeadersFile } from './headers-file';

const FILE = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/static/*
  Cache-Control: public, max-age=31536000, immutable

/blogs/:slug
  X-Robots-Tag: noindex
`;

describe('the _headers file', () => {
  it('parses paths and their headers, keeping colons inside values', () => {
    const rules = parseHeadersFile(FILE);
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/static/*', '/blogs/:slug']);
    expect(rules[0].headers[1]).toEqual(['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"]);
  });

  it('round-trips through render and parse', () => {
    const rules = parseHeadersFile(FILE);
    expect(parseHeadersFile(renderHeadersFile(rules, ['generated']))).toEqual(rules);
    expect(renderHeadersFile(rules, ['generated'])).toMatch(/^# generated\n\n\/\*\n {2}X-Content/);
  });

  it('refuses a header line that belongs to no path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/*\n  no colon here\n')).toThrow(/line 2/);
  });

  it('applies every matching rule: splats match across slashes, placeholders one segment', () => {
    const rules = parseHeadersFile(FILE);
    expect(headersForPath(rules, '/static/a/b.png')).toEqual({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'self'; img-src 'self' data:",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(headersForPath(rules, '/blogs/a-post')['x-robots-tag']).toBe('noindex');
    expect(headersForPath(rules, '/blogs/a/b')['x-robots-tag']).toBeUndefined();
    expect(headersForPath(rules, '/staticx')['cache-control']).toBeUndefined();
  });

  it('treats dots and other characters in a path literally', () => {
    const rules = parseHeadersFile('/app-1a2b.js\n  Cache-Control: immutable\n');
    expect(headersForPath(rules, '/app-1a2b.js')['cache-control']).toBe('immutable');
    expect(headersForPath(rules, '/app-1a2bxjs')['cache-control']).toBeUndefined();
  });

  it('joins one header set by two matching rules, as Cloudflare Pages does', () => {
    const rules = parseHeadersFile('/*\n  Vary: A\n/x\n  Vary: B\n');
    expect(headersForPath(rules, '/x').vary).toBe('A, B');
  });
});
