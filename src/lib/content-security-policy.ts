/**
 * The site's Content-Security-Policy: only our own origin, the content API's origin and, when the
 * HubSpot form is configured, HubSpot's form hosts. Inline scripts are allowed by hash only; the
 * build collects those hashes from the HTML it wrote (gatsby/security-headers.ts).
 */
export interface PolicyOptions {
  /** Origins the browser talks to for content: the API (candidate refresh, unbuilt posts, forms). */
  apiOrigins: readonly string[];
  /** `'sha256-…'` sources of every inline script the built pages contain. */
  scriptHashes: readonly string[];
  /** True when the GATSBY_HUBSPOT_* form embed is configured. */
  hubSpot: boolean;
}

/** Where HubSpot's v2 form embed loads its script, form definition, styles, images and submits to. */
export const HUBSPOT_SOURCES = ['https://*.hsforms.net', 'https://*.hsforms.com', 'https://*.hubspot.com'] as const;

export function originOf(url: string): string {
  return new URL(url).origin;
}

export function contentSecurityPolicy({ apiOrigins, scriptHashes, hubSpot }: PolicyOptions): string {
  const api = [...new Set(apiOrigins.map(originOf))];
  const hub = hubSpot ? [...HUBSPOT_SOURCES] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' compiles WebAssembly only (Pagefind's search, loaded when a visitor searches
    // the blog); it allows no eval() of script text.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes.map((hash) => `'${hash}'`), ...hub]],
    // Gatsby inlines each page's critical CSS in <style> and gatsby-plugin-image positions its
    // layers with style attributes; hashing attributes would need 'unsafe-hashes' on every change.
    ['style-src', ["'self'", "'unsafe-inline'", ...hub]],
    // data: for the blurred image placeholders gatsby-plugin-image inlines.
    ['img-src', ["'self'", 'data:', ...api, ...hub]],
    // Fonts are files under /static/fonts (src/lib/fonts.ts), never data: URLs.
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...api, ...hub]],
    ['frame-src', hub.length > 0 ? hub : ["'none'"]],
    ['form-action', ["'self'", ...api, ...hub]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}
