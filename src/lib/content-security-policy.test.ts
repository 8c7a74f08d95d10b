import { contentSecurityPolicy, HUBSPOT_SOURCES } from './content-security-policy';

function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const base = { apiOrigins: ['https://api.example.com/some/path'], scriptHashes: ['sha256-abc=', 'sha256-def='], hubSpot: false };

  it('allows scripts only from our origin and the listed inline hashes, and WebAssembly for the blog search', () => {
    const policy = parse(contentSecurityPolicy(base));
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('lets the browser reach the API origin (not a path) for data, images and form posts', () => {
    const policy = parse(contentSecurityPolicy(base));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://api.example.com']);
    expect(policy['form-action']).toEqual(["'self'", 'https://api.example.com']);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it('lists an origin once even when the API and the admin host are the same', () => {
    const policy = parse(contentSecurityPolicy({ ...base, apiOrigins: ['http://127.0.0.1:4000', 'http://127.0.0.1:4000/api'] }));
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4000']);
  });

  it('adds the HubSpot form hosts only when the form is configured', () => {
    const without = contentSecurityPolicy(base);
    expect(without).not.toContain('hsforms');
    const policy = parse(contentSecurityPolicy({ ...base, hubSpot: true }));
    for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src', 'form-action']) {
      expect(policy[directive]).toEqual(expect.arrayContaining([...HUBSPOT_SOURCES]));
    }
  });

  it('never allows inline scripts or eval wholesale', () => {
    const policy = parse(contentSecurityPolicy({ ...base, hubSpot: true }));
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });
});
