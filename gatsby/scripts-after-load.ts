/**
 * Gatsby writes its bundles (webpack runtime, framework, app) as `<script src async>` into the
 * `_gatsby-scripts` slice, which it stitches into the end of every page. `async` scripts are
 * fetched as soon as the parser reaches them and run as soon as they arrive: on a phone, before
 * the first paint, competing with the page's picture and fonts. This replaces them in the slice by
 * one constant inline script (src/lib/scripts-after-load-entry.ts) that adds the same bundles
 * after the page has loaded and painted.
 *
 * Gatsby compares the slice file with what it would write on every build and, when they differ,
 * stitches the slice into every page again. So the file is put back into Gatsby's own form before
 * Gatsby looks (an early tap on webpack's `done`) and rewritten after (a late tap): a build that
 * changes no bundle stitches nothing, one that does stitches the rewritten slice.
 */
import fs from 'fs';
import path from 'path';
import { SCRIPT_SOURCES_ATTRIBUTE } from '../src/lib/scripts-after-load';

/** The slice file gatsby/dist/utils/gatsby-webpack-stats-extractor.js writes. */
export const SCRIPTS_SLICE_FILE = path.join('public', '_gatsby', 'slices', '_gatsby-scripts-1.html');

const LOADER_ID = 'scripts-after-load';
const ASYNC_SCRIPT = /<script src="([^"]+)" async><\/script>/g;
const ASYNC_SCRIPTS_RUN = /(?:<script src="[^"]+" async><\/script>)+/;
const LOADER = new RegExp(`<script id="${LOADER_ID}" ${SCRIPT_SOURCES_ATTRIBUTE}="([^"]*)">[\\s\\S]*?</script>`);

/** The slice with its `async` bundle scripts replaced by the loader, which lists them. */
export function withScriptsAfterLoad(sliceHtml: string, loaderScript: string): string {
  const run = ASYNC_SCRIPTS_RUN.exec(sliceHtml);
  if (!run) throw new Error(`${SCRIPTS_SLICE_FILE} has no <script src="…" async> bundles to load after the first view: has Gatsby changed how it writes them?`);
  const sources = [...run[0].matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  const loader = `<script id="${LOADER_ID}" ${SCRIPT_SOURCES_ATTRIBUTE}="${sources.join(' ')}">${loaderScript}</script>`;
  return sliceHtml.slice(0, run.index) + loader + sliceHtml.slice(run.index + run[0].length);
}

/** The slice as Gatsby wrote it, from one `withScriptsAfterLoad` made; any other slice unchanged. */
export function withGatsbyScripts(sliceHtml: string): string {
  return sliceHtml.replace(LOADER, (_, sources: string) =>
    sources
      .split(' ')
      .filter(Boolean)
      .map((source) => `<script src="${source}" async></script>`)
      .join(''),
  );
}

function rewrite(file: string, change: (html: string) => string): void {
  if (!fs.existsSync(file)) return;
  const html = fs.readFileSync(file, 'utf8');
  const changed = change(html);
  if (changed !== html) fs.writeFileSync(file, changed);
}

/** The part of webpack's Stats the plugin reads: the compilation's resolved output options (and, through `appOrderOf`, what that reads). */
export interface BuildStats {
  compilation: { outputOptions: { chunkLoadingGlobal?: unknown; path?: unknown } };
}

/** The part of webpack's Compiler the plugin uses. */
interface CompilerHooks {
  hooks: { done: { tap(options: { name: string; stage: number }, callback: (stats: BuildStats) => void): void } };
}

/**
 * For the `build-javascript` stage's webpack config (gatsby-node.ts). The loader is made from the
 * name webpack gave its chunk array in this compilation, read once the build is done: a name set
 * beside it would be dropped silently (Gatsby's `setWebpackConfig` discards `output`), and the
 * loader would then hand React's modules to an array no bundle uses.
 */
export class ScriptsAfterLoadPlugin {
  /**
   * `appOrderOf` reads the order in which the loader runs the app bundle's modules ahead of its
   * start (gatsby/app-module-order.ts) from the compilation; empty to let webpack run them.
   */
  constructor(
    private readonly loaderFor: (chunkLoadingGlobal: string, appModuleOrder: string) => string,
    private readonly sliceFile = path.resolve(SCRIPTS_SLICE_FILE),
    private readonly appOrderOf: (compilation: BuildStats['compilation']) => string = () => '',
  ) {}

  private loaderOf(stats: BuildStats): string {
    const chunkLoadingGlobal = stats.compilation.outputOptions.chunkLoadingGlobal;
    if (typeof chunkLoadingGlobal !== 'string' || !chunkLoadingGlobal) throw new Error('webpack named no chunk loading global: the bundles cannot be run apart');
    return this.loaderFor(chunkLoadingGlobal, this.appOrderOf(stats.compilation));
  }

  apply(compiler: CompilerHooks): void {
    // A slice whose loader is not this build's is left as it is: Gatsby then finds it changed and
    // stitches every page again, so a build that changes only the loader ships it.
    compiler.hooks.done.tap({ name: 'ScriptsAfterLoad: Gatsby form', stage: -1000 }, (stats) => {
      const loader = this.loaderOf(stats);
      rewrite(this.sliceFile, (html) => (withScriptsAfterLoad(withGatsbyScripts(html), loader) === html ? withGatsbyScripts(html) : html));
    });
    compiler.hooks.done.tap({ name: 'ScriptsAfterLoad: loader', stage: 1000 }, (stats) => {
      const loader = this.loaderOf(stats);
      rewrite(this.sliceFile, (html) => withScriptsAfterLoad(html, loader));
    });
  }
}
