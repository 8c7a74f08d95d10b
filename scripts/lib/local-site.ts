/**
 * The local site of `npm start` and the browser tests: the first build, the static server over
 * the current release, and the rebuild hook the API's deploy webhook calls after an edit.
 */
import fs from 'fs';
import type http from 'http';
import os from 'os';
import path from 'path';
import { errorMessage } from '@efe/shared/error-facts';
import { writeSearchIndex } from '../../gatsby/search-index';
import { SEARCH_INDEX_AFTER_PUBLISH } from '../../gatsby/settings';
import { FORGET_REMOVED_DATA } from '../../gatsby/lmdb-stores';
import { BuildReporter } from './build-reporter';
import { inBuildTemp } from './build-temp';
import { BIN, ROOT, runQuietly, shownPath } from './processes';
import { createRebuildHookServer } from './rebuild-hook-server';
import { RebuildQueue } from './rebuild-queue';
import { SiteReleases } from './site-releases';
import { createStaticServer, listen } from './static-server';

export interface BuildCommand {
  command: string;
  args: string[];
  /**
   * Writes the blog's search index into public/ (Pagefind over every post: 4 s at 3,000 posts).
   * Every build is told to leave it out (SEARCH_INDEX=after-publish, gatsby/settings.ts). A rebuild
   * is published, and then published again with its index: an edit is online those seconds sooner,
   * its search catches up after. The first build is indexed before it is published, as nothing is
   * served yet. The same setting for every build matters: Gatsby compiles the whole environment
   * into its HTML renderer, and a rebuild with another one made it again and stitched every page
   * (7 s at 3,300 pages).
   */
  searchIndex?: (publicDir: string) => Promise<string>;
}

/** `gatsby build`, and Pagefind run by the rebuilder (see `searchIndex`). */
const GATSBY_BUILD: BuildCommand = { command: path.join(BIN, 'gatsby'), args: ['build'], searchIndex: writeSearchIndex };

export interface LocalSiteOptions {
  siteHost: string;
  sitePort: number;
  rebuildPort: number;
  /** Environment of `gatsby build` (API_URL, SITE_URL, ...). */
  buildEnv: NodeJS.ProcessEnv;
  /** The project to build and serve (the benchmarks use a copy); this checkout by default. */
  projectDir?: string;
  /** Where each build's whole output goes; data/site-build.log of the project by default. */
  buildLog?: string;
  /** The build to run; `gatsby build` by default (the tests give a stand-in). */
  buildCommand?: BuildCommand;
  /** Where the terminal's lines go. */
  write?: (text: string) => void;
  /** Rewrite the progress line in place (a terminal); by default when stdout is one. */
  tty?: boolean;
  /** The terminal's width, for the progress line; stdout's by default. */
  columns?: () => number | undefined;
  /** Where the served copies' temporary folder is made; the system's temporary directory by default. */
  releasesParent?: string;
  /**
   * Ctrl+C before the site is up: the running build is stopped, the temporary release folder
   * removed, and startLocalSite rejects with a StoppedError.
   */
  signal?: AbortSignal;
}

/** startLocalSite was stopped (its `signal`) before the site was up; nothing of it is left. */
export class StoppedError extends Error {
  constructor() {
    super('Stopped before the site was up.');
  }
}

export interface LocalSite {
  queue: RebuildQueue;
  /** Directory currently served. */
  currentDir: () => string;
  close: () => Promise<void>;
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startLocalSite(options: LocalSiteOptions): Promise<LocalSite> {
  const { siteHost, sitePort, rebuildPort, buildEnv, projectDir = ROOT } = options;
  const buildLog = options.buildLog ?? path.join(projectDir, 'data/site-build.log');
  const build = options.buildCommand ?? GATSBY_BUILD;
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const tty = options.tty ?? Boolean(process.stdout.isTTY);
  const columns = options.columns ?? (() => process.stdout.columns);
  const siteUrl = `http://${siteHost}:${sitePort}`;
  fs.mkdirSync(path.dirname(buildLog), { recursive: true });
  const releases = new SiteReleases(fs.mkdtempSync(path.join(options.releasesParent ?? os.tmpdir(), 'site-releases-')));
  // Stops a build in progress: the caller's Ctrl+C before the site is up, or close() after.
  const abort = new AbortController();
  options.signal?.addEventListener('abort', () => abort.abort(), { once: true });
  let closed = false;
  let builds = 0;
  // One line per build: Gatsby's own output is in the log (build-reporter.ts).
  const queue = new RebuildQueue(async ({ forgetRemoved }) => {
    const first = builds++ === 0;
    const started = Date.now();
    const reporter = new BuildReporter({ logFile: buildLog, tty, columns, write });
    const { searchIndex } = build;
    const env = { ...buildEnv, ...(searchIndex ? { SEARCH_INDEX: SEARCH_INDEX_AFTER_PUBLISH } : {}), ...(forgetRemoved ? { [FORGET_REMOVED_DATA]: '1' } : {}) };
    const code = await inBuildTemp((temp) =>
      runQuietly(build.command, build.args, { ...env, ...temp }, { cwd: projectDir, signal: abort.signal }, (chunk) => reporter.take(chunk)),
    );
    const tail = reporter.finish();
    if (closed || abort.signal.aborted) return false;
    const seconds = () => Math.round((Date.now() - started) / 1000);
    if (code !== 0) {
      const kept = first ? '' : '; the previous site stays online';
      write(`The site build failed (exit ${code})${kept}. The end of ${shownPath(buildLog)}:\n${tail}\n`);
      return false;
    }
    const publicDir = path.join(projectDir, 'public');
    const indexed = async (): Promise<boolean> => {
      try {
        await searchIndex?.(publicDir);
        return !closed && !abort.signal.aborted;
      } catch (error) {
        const served = first ? 'the site is not served without it' : 'the site shows the rebuilt pages, its search the previous index';
        write(`The blog search index could not be written; ${served}: ${errorMessage(error)}\n`);
        return false;
      }
    };
    if (first) {
      if (!(await indexed())) return false;
      await releases.publish(publicDir);
      write(`Built the site in ${seconds()} s (its output: ${shownPath(buildLog)}).\n`);
      return true;
    }
    await releases.publish(publicDir);
    write(`Rebuilt the site in ${seconds()} s; ${siteUrl} now shows it.\n`);
    if (!searchIndex) return true;
    if (!(await indexed())) return false;
    await releases.publish(publicDir);
    write(`  Its blog search caught up ${seconds()} s after the rebuild began.\n`);
    return true;
  });

  queue.request();
  await queue.idle();
  if (abort.signal.aborted) {
    releases.removeAll();
    throw new StoppedError();
  }
  if (!releases.hasCurrent) {
    releases.removeAll();
    throw new Error('The site build failed.');
  }

  const site = createStaticServer(() => releases.current());
  const hook = createRebuildHookServer(queue);
  try {
    await listen(site, sitePort, siteHost);
    await listen(hook, rebuildPort, '127.0.0.1');
  } catch (error) {
    site.close();
    releases.removeAll();
    throw error;
  }
  return {
    queue,
    currentDir: () => releases.current(),
    close: async () => {
      // A rebuild still running is stopped, and must not publish into a removed directory.
      closed = true;
      abort.abort();
      await Promise.all([close(site), close(hook), queue.idle()]);
      releases.removeAll();
    },
  };
}
