/**
 * The page's template chunk, which Gatsby's loader asks for once the page's data has come, written
 * on the page's <body> when it is built (gatsby-ssr.tsx), so the bundles' loader
 * (scripts-after-load.ts) can ask for it as soon as the app has run instead of in the one task that
 * handles the page's data.
 *
 * A name, not files: a page's HTML is not built again when only the bundles change, and a chunk's
 * name stays while its file's hash does not. Webpack's runtime turns the name into the files.
 * The loader is inlined in every page, so it reads the attribute as it is: the build writes only
 * a name of the shape Gatsby gives its chunks.
 */
export const PAGE_COMPONENT_ATTRIBUTE = 'data-page-component';

const CHUNK_NAME = /^[\w-]+$/;

/** The body attribute for a page, from its page data as Gatsby built it; none when it has no such name. */
export function pageResourceAttributes(pageData: unknown): Record<string, string> {
  const component: unknown = typeof pageData === 'object' && pageData !== null ? Reflect.get(pageData, 'componentChunkName') : undefined;
  return typeof component === 'string' && CHUNK_NAME.test(component) ? { [PAGE_COMPONENT_ATTRIBUTE]: component } : {};
}
