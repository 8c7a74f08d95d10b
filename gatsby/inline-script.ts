/**
 * Bundles a browser entry file and what it imports into one self-contained, minified script for
 * an inline <script>, so the code in <head> is the same tested code as src/lib, not a copy in a
 * string. esbuild runs here, in gatsby-node, because webpack cannot bundle esbuild itself into
 * the server-rendering bundle; gatsby-ssr gets the result through webpack's DefinePlugin.
 */
import path from 'path';
import { buildSync } from 'esbuild';

export function bundleInlineScript(entryFile: string, define: Record<string, string> = {}): string {
  const result = buildSync({
    entryPoints: [entryFile],
    define,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    // Optional chaining and ?? as written: a browser without them cannot run the page's app bundle
    // either (i18next ships them untranspiled), and lowered they cost every page's HTML ~100 B gzip.
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text.trim();
}

/**
 * The inline script that adds Gatsby's bundles after the first view (gatsby/scripts-after-load.ts),
 * given the name of webpack's array of loaded chunks, to which it hands React's modules, and the
 * order in which the app bundle's modules run ahead of its start (gatsby/app-module-order.ts).
 */
export function scriptsAfterLoadLoader(chunkLoadingGlobal: string, appModuleOrder = ''): string {
  return bundleInlineScript(path.resolve('src/lib/scripts-after-load-entry.ts'), {
    __WEBPACK_CHUNK_GLOBAL__: JSON.stringify(chunkLoadingGlobal),
    __APP_MODULE_ORDER__: JSON.stringify(appModuleOrder),
  });
}

/** The language redirect in <head>: of the unprefixed (English) pages, or of the prefixed ones (Arabic, Russian). */
export function languageRedirectScript(prefixedPage: boolean): string {
  return bundleInlineScript(path.resolve('src/lib/language-redirect-entry.ts'), { __PREFIXED_PAGE__: String(prefixedPage) });
}

/** The bundled inline scripts, as webpack DefinePlugin definitions for gatsby-ssr.tsx. */
export function inlineScriptDefinitions(): Record<string, string> {
  return {
    __LANGUAGE_REDIRECT_SCRIPT__: JSON.stringify(languageRedirectScript(false)),
    __PREFIXED_LANGUAGE_REDIRECT_SCRIPT__: JSON.stringify(languageRedirectScript(true)),
    __EARLY_ACTIONS_SCRIPT__: JSON.stringify(bundleInlineScript(path.resolve('src/lib/early-actions-entry.ts'))),
    __EARLY_CANDIDATE_FILTER_SCRIPT__: JSON.stringify(bundleInlineScript(path.resolve('src/lib/early-candidate-filter-entry.ts'))),
  };
}
