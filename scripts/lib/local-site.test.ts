/** @jest-environment node */
/**
 * A calm terminal: a build's ~90 lines of Gatsby output go to the log, and the terminal gets one
 * line for the first build and one per rebuild (or, when a build fails, the end of the log).
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { finishedStep, isNotice, stepTime, withoutTerminalCodes } from './build-reporter';
import { startLocalSite, StoppedError, type BuildCommand, type LocalSite } from './local-site';
import { freePort } from './test-ports';

const FAKE_BUILD = { command: process.execPath, args: [path.join(__dirname, 'fixtures/fake-gatsby-build.js')] };
const RECORDED = fs.readFileSync(path.join(__dirname, 'fixtures/gatsby-build-output.txt'), 'utf8');

describe('the local site on the terminal', () => {
  let project: string;
  let site: LocalSite | undefined;
  let printed: string;
  const lines = () => printed.split('\n').filter(Boolean);

  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'local-site-'));
    printed = '';
    site = undefined;
  });
  afterEach(async () => {
    await site?.close();
    fs.rmSync(project, { recursive: true, force: true });
    delete process.env.FAKE_BUILD_EXIT;
    delete process.env.FAKE_BUILD_MARK;
  });

  async function start(tty = false, buildCommand: BuildCommand = FAKE_BUILD) {
    const [sitePort, rebuildPort] = [await freePort(), await freePort()];
    site = await startLocalSite({
      siteHost: '127.0.0.1',
      sitePort,
      rebuildPort,
      buildEnv: {},
      projectDir: project,
      buildCommand,
      tty,
      write: (text) => (printed += text),
    });
    return { sitePort, rebuildPort };
  }

  it('prints one line for the first build and one per rebuild; the whole output is in the log', async () => {
    expect(RECORDED.split('\n').length).toBeGreaterThan(80);
    const { sitePort } = await start();
    expect(lines()).toEqual([expect.stringMatching(/^Built the site in \d+ s \(its output: .*data\/site-build\.log\)\.$/)]);
    const log = fs.readFileSync(path.join(project, 'data/site-build.log'), 'utf8');
    expect(log).toBe(RECORDED);

    printed = '';
    process.env.FAKE_BUILD_MARK = 'two';
    site?.queue.request();
    await site?.queue.idle();
    expect(lines()).toEqual([expect.stringMatching(new RegExp(`^Rebuilt the site in \\d+ s; http://127\\.0\\.0\\.1:${sitePort} now shows it\\.$`))]);
    expect(await (await fetch(`http://127.0.0.1:${sitePort}/`)).text()).toContain('build two');
  });

  it('indexes the first build before serving it, and publishes a rebuild first and then again with its index', async () => {
    let sitePort = 0;
    const servedWhileIndexing: Array<string | null> = [];
    const searchIndex = async (publicDir: string) => {
      // Nothing is served while the first build is indexed.
      servedWhileIndexing.push(sitePort ? await (await fetch(`http://127.0.0.1:${sitePort}/`)).text() : null);
      fs.mkdirSync(path.join(publicDir, 'pagefind'), { recursive: true });
      fs.writeFileSync(path.join(publicDir, 'pagefind/index.txt'), `index of ${fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8')}`);
      return 'Indexed 1 page';
    };
    ({ sitePort } = await start(false, { ...FAKE_BUILD, searchIndex }));
    const page = async (urlPath: string) => (await fetch(`http://127.0.0.1:${sitePort}${urlPath}`)).text();
    // Every build is told to leave the index out: the same environment for each (see BuildCommand).
    expect(await page('/')).toContain('search index: after-publish');
    expect(await page('/pagefind/index.txt')).toContain('index of <h1>build </h1>');
    expect(servedWhileIndexing).toEqual([null]);

    printed = '';
    process.env.FAKE_BUILD_MARK = 'two';
    site?.queue.request();
    await site?.queue.idle();
    // The rebuilt page was online before its index was written, then the index joined it.
    expect(servedWhileIndexing[1]).toContain('build two');
    expect(await page('/pagefind/index.txt')).toContain('index of <h1>build two</h1>');
    expect(lines()).toEqual([expect.stringMatching(/^Rebuilt the site in \d+ s; .* now shows it\.$/), expect.stringMatching(/^ {2}Its blog search caught up \d+ s after the rebuild began\.$/)]);
    expect(site?.queue.state().runs[0].ok).toBe(true);
  });

  it('does not serve a first build it cannot index, and keeps a rebuild online without its new index', async () => {
    const failing = { ...FAKE_BUILD, searchIndex: () => Promise.reject(new Error('Pagefind exited 1')) };
    await expect(start(false, failing)).rejects.toThrow('The site build failed.');
    expect(printed).toContain('The blog search index could not be written; the site is not served without it: Pagefind exited 1');

    let fail = false;
    const { sitePort } = await start(false, { ...FAKE_BUILD, searchIndex: async () => (fail ? Promise.reject(new Error('Pagefind exited 1')) : 'Indexed 1 page') });
    printed = '';
    fail = true;
    process.env.FAKE_BUILD_MARK = 'two';
    site?.queue.request();
    await site?.queue.idle();
    expect(await (await fetch(`http://127.0.0.1:${sitePort}/`)).text()).toContain('build two');
    expect(lines()).toEqual([
      expect.stringMatching(/^Rebuilt the site in \d+ s/),
      'The blog search index could not be written; the site shows the rebuilt pages, its search the previous index: Pagefind exited 1',
    ]);
    expect(site?.queue.state().runs[0].ok).toBe(false);
  });

  it('keeps the react-helmet plugin\'s notice and the page tree off the terminal, on a terminal too, and ends its progress line', async () => {
    // Recorded as Gatsby writes it, with its cursor codes before most lines.
    expect(RECORDED).toContain('\x1b[2K\x1b[1A\x1b[2K\x1b[Gsuccess load plugins');
    await start(true);
    // Every finished step counts, not only the first line (the others start with cursor codes).
    const steps = RECORDED.split('\n').filter((line) => finishedStep(withoutTerminalCodes(line))).length;
    expect(steps).toBeGreaterThan(50);
    expect(printed).toContain(`building the site: ${steps} steps done, last "`);
    expect(printed).not.toContain('gatsby-plugin-react-helmet');
    expect(printed).not.toContain('src/templates');
    expect(printed).toContain('building the site: ');
    // The progress line is cleared before the final line, which stands alone.
    expect(printed.split('\r\x1b[2K').at(-1)).toMatch(/^Built the site in \d+ s/);
  });

  it('leaves nothing of a build in the system\'s temporary directory (Gatsby\'s workers leave folders there)', async () => {
    await start();
    const workerFolder = fs.readFileSync(path.join(project, 'worker-folder.txt'), 'utf8');
    expect(workerFolder).toMatch(/gatsby-worker/);
    expect(fs.existsSync(workerFolder)).toBe(false);
  });

  it("tells a build to forget removed personal data when the API's call says so, and every build after a failed one until one succeeds", async () => {
    const { sitePort, rebuildPort } = await start();
    const page = async () => (await fetch(`http://127.0.0.1:${sitePort}/`)).text();
    const built = async (payload: object, exit = '0') => {
      process.env.FAKE_BUILD_EXIT = exit;
      const answer = await fetch(`http://127.0.0.1:${rebuildPort}/rebuild`, { method: 'POST', body: JSON.stringify({ event_type: 'content-changed', client_payload: payload }) });
      expect(answer.status).toBe(202);
      await site?.queue.idle();
      return page();
    };
    expect(await page()).toContain('forget removed data: no');
    expect(await built({ deploy_id: 1, forget_removed: false })).toContain('forget removed data: no');
    // Its build fails: the site stays as it was, and the next build, asked for an ordinary edit, forgets.
    expect(await built({ deploy_id: 2, forget_removed: true }, '1')).toContain('forget removed data: no');
    expect(await built({ deploy_id: 3, forget_removed: false })).toContain('forget removed data: 1');
    expect(await built({ deploy_id: 4 })).toContain('forget removed data: no');
    // Only a true: the variable is not set by anything else the payload might say.
    expect(await built({ deploy_id: 5, forget_removed: 'true' })).toContain('forget removed data: no');
  });

  it('shows the end of the log when a build fails, and keeps the previous site online', async () => {
    const { sitePort } = await start();
    printed = '';
    process.env.FAKE_BUILD_EXIT = '1';
    process.env.FAKE_BUILD_MARK = 'broken';
    site?.queue.request();
    await site?.queue.idle();
    // Gatsby's error line as it comes, then the end of the log with the whole error.
    expect(printed).toMatch(/^ {2}ERROR #85923 {2}GRAPHQL\nThe site build failed \(exit 1\); the previous site stays online\. The end of .*site-build\.log:\n/);
    expect(printed.trimEnd()).toMatch(/Cannot query field "nope" on type "BlogPost"\.$/);
    expect(lines().length).toBeLessThanOrEqual(32);
    expect(await (await fetch(`http://127.0.0.1:${sitePort}/`)).text()).not.toContain('broken');
  });
});

describe('Ctrl+C', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'local-site-stop-'));
  let project: string;
  let releases: string;
  beforeEach(() => {
    project = fs.mkdtempSync(path.join(tmp, 'project-'));
    releases = fs.mkdtempSync(path.join(tmp, 'releases-'));
  });
  afterEach(() => {
    delete process.env.FAKE_BUILD_HOLD_MS;
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const options = async (signal?: AbortSignal) => ({
    siteHost: '127.0.0.1',
    sitePort: await freePort(),
    rebuildPort: await freePort(),
    buildEnv: {},
    projectDir: project,
    buildCommand: FAKE_BUILD,
    write: () => undefined,
    releasesParent: releases,
    signal,
  });

  it('during the first build stops the build and leaves no temporary folder', async () => {
    process.env.FAKE_BUILD_HOLD_MS = '60000';
    const stop = new AbortController();
    const starting = startLocalSite(await options(stop.signal));
    // Once the build has written its output, it holds: stopped in the middle.
    const log = path.join(project, 'data/site-build.log');
    for (let waited = 0; !(fs.existsSync(log) && fs.readFileSync(log, 'utf8').length > 1000) && waited < 20_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fs.readdirSync(releases)).toEqual([expect.stringMatching(/^site-releases-/)]);
    const stoppedAt = Date.now();
    stop.abort();
    await expect(starting).rejects.toBeInstanceOf(StoppedError);
    // The build was stopped, not waited for (it would have held for a minute).
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    expect(fs.readdirSync(releases)).toEqual([]);
    expect(fs.existsSync(path.join(project, 'public'))).toBe(false);
  }, 40_000);

  it('after the site is up, closing it removes every release', async () => {
    const site = await startLocalSite(await options());
    expect(fs.readdirSync(releases)).toHaveLength(1);
    await site.close();
    expect(fs.readdirSync(releases)).toEqual([]);
  }, 40_000);
});

describe('reading Gatsby\'s lines', () => {
  it('knows a finished step, a warning worth showing, and the notice it keeps quiet', () => {
    expect(finishedStep('success Building HTML renderer - 9.712s')).toBe('Building HTML renderer');
    expect(finishedStep('info Done building in 28.1 sec')).toBeNull();
    expect(isNotice('warn Plugin gatsby-plugin-image is not compatible with your gatsby version')).toBe(true);
    expect(isNotice('ERROR #85923  GRAPHQL')).toBe(true);
    expect(isNotice(withoutTerminalCodes(RECORDED.split('\n').find((line) => line.includes('gatsby-plugin-react-helmet')) ?? ''))).toBe(false);
    expect(isNotice(withoutTerminalCodes('\x1b[2K\x1b[1A\x1b[2K\x1b[Gwarn The GraphQL query in the non-page component "x" will not be run.'))).toBe(true);
    expect(isNotice('info Total nodes: 823')).toBe(false);
  });

  it('reads each step\'s seconds, as the build benchmark reports them', () => {
    const steps = RECORDED.split('\n').flatMap((line) => stepTime(line) ?? []);
    expect(steps).toContainEqual({ step: 'run queries in workers', seconds: 3.013, count: '101/101' });
    expect(steps).toContainEqual({ step: 'Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs', seconds: 9.925, count: '206/206' });
    expect(stepTime('info Done building in 48.880259098 sec')).toBeNull();
  });
});
