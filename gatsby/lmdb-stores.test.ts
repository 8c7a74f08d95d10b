/** @jest-environment node */
import fs from 'fs';
import { createRequire } from 'module';
import type * as Lmdb from 'lmdb';
import path from 'path';
import { fc, test } from '@fast-check/jest';
import { removeTemporaryTrees, temporaryTree } from '../test-support/temporary-tree';
import { CACHE_STORE, FORGET_REMOVED_DATA, NODE_STORE, forgetRemovedDataIfTold, removeLmdbStores } from './lmdb-stores';

/** The LMDB package Gatsby opens its stores with: its own copy, its types those of the copy the project resolves, checked below to be the same. */
const gatsbyRequire = createRequire(require.resolve('gatsby/package.json'));
const lmdb: typeof Lmdb = gatsbyRequire('lmdb');

/** A candidate's node as the build makes it (gatsby/source-content.ts), with her generated name. */
const candidateNode = (id: string, name: string) => ({
  id,
  name,
  roles: ['Nanny'],
  languages: ['English', 'Arabic'],
  imageUrl: 'https://api.example.ae/media/0f3c2a.jpg',
  country: 'Kenya',
  internal: { type: 'Candidate', contentDigest: id },
});

/** The relative paths of the files under `dir` whose bytes hold `text` (UTF-8). */
function filesHolding(dir: string, text: string): string[] {
  const wanted = Buffer.from(text);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && fs.readFileSync(path.join(entry.parentPath, entry.name)).includes(wanted))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The candidates page's query result, as Gatsby keeps it between running the query and writing its page data. */
const candidatesResult = (names: string[]) => JSON.stringify({ data: { allCandidate: { nodes: names.map((name, position) => ({ name, position })) } } });

/** One build's writes to both stores, LMDB's files opened and closed as a build does. */
async function build(site: string, write: (nodes: Lmdb.Database, queryResults: Lmdb.Database) => void) {
  const nodeStore = lmdb.open({ path: path.join(site, NODE_STORE), name: 'root', compression: true });
  const cacheStore = lmdb.open({ path: path.join(site, CACHE_STORE), name: 'root', compression: true });
  write(nodeStore.openDB({ name: 'nodes' }), cacheStore.openDB({ name: 'internal-tmp-query-results', encoding: 'string' }));
  await Promise.all([nodeStore.close(), cacheStore.close()]);
}

/**
 * The build before: her node stored and the candidates page's result naming her, the other caches
 * written. The build after: Gatsby deletes the node the API no longer gives (a withdrawn or erased
 * candidate) and stores the page's new result, and LMDB keeps the bytes of both old records.
 */
async function siteAfterHerRemoval(name: string): Promise<string> {
  const site = temporaryTree('lmdb-stores-', {
    '.cache/caches/gatsby-source-filesystem/4a1/photo.jpg': 'jpeg bytes',
    '.cache/data/gatsby-core-utils/data.mdb': 'remote file index',
    '.cache/webpack/stage-build-html/0.pack': 'webpack cache',
    '.cache/redux/redux.rest.state': 'state',
    'public/index.html': '<!doctype html>',
  });
  await build(site, (nodes, queryResults) => {
    nodes.putSync('Candidate-en-41', candidateNode('Candidate-en-41', name));
    nodes.putSync('Candidate-en-42', candidateNode('Candidate-en-42', 'Maria Santos'));
    queryResults.putSync('/candidate-details', candidatesResult([name, 'Maria Santos']));
  });
  await build(site, (nodes, queryResults) => {
    nodes.removeSync('Candidate-en-41');
    queryResults.putSync('/candidate-details', candidatesResult(['Maria Santos']));
  });
  return site;
}

/** A name no other file holds: Latin, Arabic and Cyrillic letters, with a part of its own. */
const uniqueName = fc
  .tuple(fc.constantFrom('Grace', 'Amina', 'Olga'), fc.constantFrom('ليلى', 'نور', 'سارة'), fc.constantFrom('Ольга', 'Мария', 'Дарья'), fc.uuid())
  .map(([latin, arabic, cyrillic, own]) => `${latin} ${arabic} ${cyrillic} ${own}`);

afterEach(() => removeTemporaryTrees());

describe("Gatsby's LMDB stores before a build", () => {
  it("are written here through Gatsby's own copy of LMDB", () => {
    expect(require.resolve('lmdb')).toBe(gatsbyRequire.resolve('lmdb'));
  });

  test.prop([uniqueName], { numRuns: 8 })("keep no copy of a candidate's record once she is no longer sourced", async (name) => {
    const site = await siteAfterHerRemoval(name);
    // Why the stores go: her deleted node and her replaced query result stayed readable in their files.
    expect(filesHolding(site, name).map((file) => path.dirname(file)).sort()).toEqual([CACHE_STORE, NODE_STORE]);

    removeLmdbStores(site);

    expect(filesHolding(site, name)).toEqual([]);
    expect(fs.existsSync(path.join(site, NODE_STORE))).toBe(false);
    // The cache's folder is there, empty: Gatsby takes a missing one for a lost cache and deletes the built pages.
    expect(fs.readdirSync(path.join(site, CACHE_STORE))).toEqual([]);
    // The rest of the cache stays: the build does not start cold.
    for (const kept of ['.cache/caches/gatsby-source-filesystem/4a1/photo.jpg', '.cache/data/gatsby-core-utils/data.mdb', '.cache/webpack/stage-build-html/0.pack', '.cache/redux/redux.rest.state', 'public/index.html']) {
      expect([kept, fs.existsSync(path.join(site, kept))]).toEqual([kept, true]);
    }
    removeTemporaryTrees(site);
  });

  it('are nothing to remove on a first build, and none is made', () => {
    const site = temporaryTree('lmdb-stores-', { 'gatsby-config.ts': 'export default {};' });
    expect(() => removeLmdbStores(site)).not.toThrow();
    expect(fs.readdirSync(site)).toEqual(['gatsby-config.ts']);
  });
});

describe('a build told to forget removed personal data, or not', () => {
  test.prop([uniqueName], { numRuns: 4 })('starts without the stores when the variable is 1, and takes the variable out of its environment', async (name) => {
    const site = await siteAfterHerRemoval(name);
    const env: NodeJS.ProcessEnv = { [FORGET_REMOVED_DATA]: '1', API_URL: 'https://api.example.ae' };
    expect(forgetRemovedDataIfTold(site, env)).toBe(true);
    expect(filesHolding(site, name)).toEqual([]);
    // Gatsby compiles its environment into the HTML renderer: this one is the last build's.
    expect(env).toEqual({ API_URL: 'https://api.example.ae' });
    removeTemporaryTrees(site);
  });

  test.prop([fc.option(fc.constantFrom('0', '', 'true', 'yes', ' 1', '2'), { nil: undefined })], { numRuns: 6 })('keeps them, and the build warm, otherwise', async (value) => {
    const site = await siteAfterHerRemoval('Maria Santos Olga');
    const before = fs.readFileSync(path.join(site, NODE_STORE, 'data.mdb'));
    const env: NodeJS.ProcessEnv = value === undefined ? {} : { [FORGET_REMOVED_DATA]: value };
    expect(forgetRemovedDataIfTold(site, env)).toBe(false);
    expect(fs.readFileSync(path.join(site, NODE_STORE, 'data.mdb')).equals(before)).toBe(true);
    expect(fs.readdirSync(path.join(site, CACHE_STORE)).sort()).toEqual(['data.mdb', 'lock.mdb']);
    expect(env).toEqual({});
    removeTemporaryTrees(site);
  });

  it("is what the site's onPreInit does, in the folder the build runs in", async () => {
    const { onPreInit } = await import('../gatsby-node');
    const site = await siteAfterHerRemoval('Grace Окафор أوكافور');
    const told: string[] = [];
    const preInit = () => (onPreInit as (args: unknown) => void)({ reporter: { info: (line: string) => told.push(line) } });
    const cwd = process.cwd();
    try {
      process.chdir(site);
      preInit();
      expect(filesHolding(site, 'Grace')).toHaveLength(2);
      process.env[FORGET_REMOVED_DATA] = '1';
      preInit();
      expect(filesHolding(site, 'Grace')).toEqual([]);
      expect([told.length, process.env[FORGET_REMOVED_DATA]]).toEqual([1, undefined]);
    } finally {
      process.chdir(cwd);
      delete process.env[FORGET_REMOVED_DATA];
      removeTemporaryTrees(site);
    }
  });
});
