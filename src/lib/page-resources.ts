/**
 * What Gatsby's loader asks for once a page's data has come (its template's chunk, the static
 * queries' results), written on the page's <body> when it is built (gatsby-ssr.tsx), so the
 * bundles' loader (scripts-after-load.ts) can ask for them earlier, each in a task of its own,
 * instead of in the one task that handles the page's data.
 *
 * Names, not files: a page's HTML is not built again when only the bundles change, and a chunk's
 * name stays while its file's hash does not. Webpack's runtime turns the name into the files.
 */
export const PAGE_COMPONENT_ATTRIBUTE = 'data-page-component';
export const STATIC_QUERIES_ATTRIBUTE = 'data-static-queries';

export interface PageResources {
  /** The template's chunk, as Gatsby names it in `asyncRequires.components` ("component---src-templates-home-tsx"). */
  component: string | null;
  /** The hashes of the static queries' results the page needs (`/page-data/sq/d/<hash>.json`). */
  staticQueries: string[];
}

const CHUNK_NAME = /^[\w-]+$/;
const QUERY_HASH = /^\d+$/;

/** The body attributes for a page, from its page data as Gatsby built it; none for what is not there. */
export function pageResourceAttributes(pageData: unknown): Record<string, string> {
  const component: unknown = typeof pageData === 'object' && pageData !== null ? Reflect.get(pageData, 'componentChunkName') : undefined;
  const hashes: unknown = typeof pageData === 'object' && pageData !== null ? Reflect.get(pageData, 'staticQueryHashes') : undefined;
  const staticQueries = Array.isArray(hashes) ? hashes.map(String).filter((hash) => QUERY_HASH.test(hash)) : [];
  return {
    ...(typeof component === 'string' && CHUNK_NAME.test(component) ? { [PAGE_COMPONENT_ATTRIBUTE]: component } : {}),
    ...(staticQueries.length ? { [STATIC_QUERIES_ATTRIBUTE]: staticQueries.join(' ') } : {}),
  };
}

/** What a built page's <body> says it will need; nothing for a page built without it. */
export function pageResourcesOf(body: Element | null): PageResources {
  const component = body?.getAttribute(PAGE_COMPONENT_ATTRIBUTE) ?? '';
  const staticQueries = (body?.getAttribute(STATIC_QUERIES_ATTRIBUTE) ?? '').split(' ').filter((hash) => QUERY_HASH.test(hash));
  return { component: CHUNK_NAME.test(component) ? component : null, staticQueries };
}

/** The static queries' results as Gatsby's loader fetches them. */
export function staticQueryUrls(hashes: readonly string[]): string[] {
  return hashes.map((hash) => `/page-data/sq/d/${hash}.json`);
}
