/**
 * The local site of `npm start` and the browser tests: the first build, the static server over
 * the current release, and the rebuild hook the API's deploy webhook calls after an edit.
 */
import fs from 'fs';
import type http from 'http';
import os from 'os';
import path from 'path';
import { ROOT, run } from './processes';
import { createRebuildHookServer } from './rebuild-hook-server';
import { RebuildQueue } from './rebuild-queue';
import { SiteReleases } from './site-releases';
import { createStaticServer, listen } from './static-server';

export interface LocalSiteOptions {
  siteHost: string;
  sitePort: number;
  rebuildPort: number;
  /** Environment of `gatsby build` (API_URL, SITE_URL, ...). */
  buildEnv: NodeJS.ProcessEnv;
  /** The project to build and serve (the benchmarks use a copy); this checkout by default. */
  projectDir?: string;
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

export async function startLocalSite({ siteHost, sitePort, rebuildPort, buildEnv, projectDir = ROOT }: LocalSiteOptions): Promise<LocalSite> {
  const releases = new SiteReleases(fs.mkdtempSync(path.join(os.tmpdir(), 'site-releases-')));
  let closed = false;
  const queue = new RebuildQueue(async () => {
    const started = Date.now();
    const code = await run('gatsby', ['build'], buildEnv, { cwd: projectDir });
    if (closed) return false;
    if (code !== 0) {
      console.error(`[rebuild] gatsby build failed (exit ${code}); the previous site stays online.`);
      return false;
    }
    const release = await releases.publish(path.join(projectDir, 'public'));
    console.log(`[rebuild] published ${release} after ${Math.round((Date.now() - started) / 1000)} s`);
    return true;
  });

  queue.request();
  await queue.idle();
  if (!releases.hasCurrent) {
    releases.removeAll();
    throw new Error('The site build failed.');
  }

  const site = createStaticServer(() => releases.current());
  const hook = createRebuildHookServer(queue, (outcome) => console.log(`[rebuild] hook called: ${outcome}`));
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
      // A build still running (it got the same Ctrl+C) must not publish into a removed directory.
      closed = true;
      await Promise.all([close(site), close(hook)]);
      releases.removeAll();
    },
  };
}
