import fs from 'fs';
import os from 'os';
import path from 'path';
import { AsyncSeriesHook } from 'tapable';
import { inlineScripts } from '../src/lib/inline-scripts';
import { ScriptsAfterLoadPlugin, withGatsbyScripts, withScriptsAfterLoad } from './scripts-after-load';

/** public/_gatsby/slices/_gatsby-scripts-1.html as Gatsby 5.16 wrote it. */
const GATSBY_SLICE = fs.readFileSync(path.join(__dirname, 'fixtures/gatsby-scripts-slice.html'), 'utf8');
const LOADER = 'loadLater()';
/** What the plugin is given: the loader made for a chunk array's name. */
const loaderFor = (chunkLoadingGlobal: string) => `loadLater(${JSON.stringify(chunkLoadingGlobal)})`;
const BUNDLES = ['/webpack-runtime-4707619bb669ecc2cb60.js', '/framework-0d5865a3c5874c97abd8.js', '/app-5c1886b44d4f5a22aa20.js'];

describe('withScriptsAfterLoad', () => {
  const rewritten = withScriptsAfterLoad(GATSBY_SLICE, LOADER);

  it('leaves no bundle for the parser to fetch: one loader lists them in their order', () => {
    expect(GATSBY_SLICE).toContain('<script src="/app-5c1886b44d4f5a22aa20.js" async></script>');
    expect(rewritten).not.toMatch(/<script[^>]*\ssrc=/);
    expect(rewritten).toContain(`<script id="scripts-after-load" data-src="${BUNDLES.join(' ')}">${LOADER}</script>`);
  });

  it('keeps the chunk mapping and the compilation hash Gatsby’s loader reads', () => {
    expect(inlineScripts(rewritten)).toEqual([...inlineScripts(GATSBY_SLICE), LOADER]);
  });

  it('is undone byte for byte, so Gatsby finds its own slice unchanged', () => {
    expect(withGatsbyScripts(rewritten)).toBe(GATSBY_SLICE);
    expect(withGatsbyScripts(GATSBY_SLICE)).toBe(GATSBY_SLICE);
  });

  it('refuses a slice without async bundles rather than ship it unchanged', () => {
    expect(() => withScriptsAfterLoad(rewritten, LOADER)).toThrow(/no <script src="…" async> bundles/);
  });
});

describe('ScriptsAfterLoadPlugin', () => {
  let dir: string;
  let sliceFile: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scripts-slice-'));
    sliceFile = path.join(dir, '_gatsby-scripts-1.html');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /**
   * webpack's `done` hook with the plugin and, tapped at the default stage, what Gatsby's stats
   * extractor does there: compare the file with the slice it would write, write it if different.
   */
  async function build(gatsbyWrites: string, chunkLoadingGlobal: unknown = 'webpackChunkSite', loaderOf = loaderFor): Promise<{ gatsbyFound: string; gatsbyChangedIt: boolean }> {
    const done = new AsyncSeriesHook<[{ compilation: { outputOptions: { chunkLoadingGlobal?: unknown } } }]>(['stats']);
    const found = { gatsbyFound: '', gatsbyChangedIt: false };
    done.tapPromise('GatsbyWebpackStatsExtractor', async () => {
      found.gatsbyFound = fs.existsSync(sliceFile) ? fs.readFileSync(sliceFile, 'utf8') : '';
      found.gatsbyChangedIt = found.gatsbyFound !== gatsbyWrites;
      if (found.gatsbyChangedIt) fs.writeFileSync(sliceFile, gatsbyWrites);
    });
    new ScriptsAfterLoadPlugin(loaderOf, sliceFile).apply({ hooks: { done } });
    await done.promise({ compilation: { outputOptions: { chunkLoadingGlobal } } });
    return found;
  }

  it('leaves the loader in the slice after every build', async () => {
    await build(GATSBY_SLICE);
    expect(fs.readFileSync(sliceFile, 'utf8')).toBe(withScriptsAfterLoad(GATSBY_SLICE, loaderFor('webpackChunkSite')));
    await build(GATSBY_SLICE);
    expect(fs.readFileSync(sliceFile, 'utf8')).toBe(withScriptsAfterLoad(GATSBY_SLICE, loaderFor('webpackChunkSite')));
  });

  it("gives the loader the chunk array's name this compilation used, whatever it is", async () => {
    await build(GATSBY_SLICE, 'webpackChunkfamily_education_consultancy_site');
    expect(fs.readFileSync(sliceFile, 'utf8')).toContain(loaderFor('webpackChunkfamily_education_consultancy_site'));
  });

  it('fails the build when the compilation names no chunk array, rather than ship a loader that runs nothing apart', async () => {
    await expect(build(GATSBY_SLICE, null)).rejects.toThrow(/no chunk loading global/);
  });

  it('shows Gatsby its own slice, so a build that changes no bundle stitches no page again', async () => {
    await build(GATSBY_SLICE);
    const second = await build(GATSBY_SLICE);
    expect(second.gatsbyFound).toBe(GATSBY_SLICE);
    expect(second.gatsbyChangedIt).toBe(false);
  });

  it('lets Gatsby see a new bundle, and the loader then lists the new one', async () => {
    await build(GATSBY_SLICE);
    const newApp = GATSBY_SLICE.replaceAll('/app-5c1886b44d4f5a22aa20.js', '/app-0123456789abcdef0123.js');
    expect((await build(newApp)).gatsbyChangedIt).toBe(true);
    expect(fs.readFileSync(sliceFile, 'utf8')).toContain('data-src="/webpack-runtime-4707619bb669ecc2cb60.js /framework-0d5865a3c5874c97abd8.js /app-0123456789abcdef0123.js"');
  });

  it('lets Gatsby see a new loader with the same bundles, so every page gets it', async () => {
    await build(GATSBY_SLICE);
    const newLoader = (chunkLoadingGlobal: string) => `loadLaterInSlices(${JSON.stringify(chunkLoadingGlobal)})`;
    expect((await build(GATSBY_SLICE, 'webpackChunkSite', newLoader)).gatsbyChangedIt).toBe(true);
    expect(fs.readFileSync(sliceFile, 'utf8')).toBe(withScriptsAfterLoad(GATSBY_SLICE, newLoader('webpackChunkSite')));
    expect((await build(GATSBY_SLICE, 'webpackChunkSite', newLoader)).gatsbyChangedIt).toBe(false);
  });
});
