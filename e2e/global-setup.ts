/**
 * Playwright's global setup: what the browser tests run against, started by `playwright test`
 * itself (so `npm test` and a bare `npx playwright test e2e/x.spec.ts` behave the same).
 *  - the staff admin built (before the API starts: it serves the admin's files only if they exist then),
 *  - a temporary seeded API with the admin API and the deploy webhook on,
 *  - the local site as `npm start` runs it: build, static server with the production headers and
 *    the rebuilder behind the API's deploy webhook.
 * The tests learn where these are through the E2E_* variables set here, which the workers inherit.
 * Answers the teardown, which stops everything and removes the temporary data.
 */
import path from 'path';
import { randomBytes } from 'crypto';
import { buildAdminApp } from '../scripts/lib/admin-app';
import { e2eRunFolder } from '../scripts/lib/e2e-run-folder';
import { startLocalSite, type LocalSite } from '../scripts/lib/local-site';
import { apiLogTail, shownPath, startApi, stop, waitForHealth } from '../scripts/lib/processes';
import { testPorts } from '../scripts/lib/test-ports';
import { addEnglishOnlyContent } from './english-only-content';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Free ports from the OS unless TEST_API_PORT / TEST_SITE_PORT say otherwise (docs/testing.md).
  const ports = await testPorts();
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const siteUrl = `http://127.0.0.1:${ports.site}`;
  console.log('Building the staff admin…');
  await buildAdminApp();

  // This run's own folder: its data is removed at the end, its logs stay to be read after a failed run.
  const run = e2eRunFolder();
  const { dataDir, apiLog, buildLog } = run;
  console.log(`The test API's log: ${shownPath(apiLog)}; the site build's: ${shownPath(buildLog)}`);
  const api = startApi(
    {
      HOST: '127.0.0.1',
      PORT: String(ports.api),
      DATABASE_PATH: path.join(dataDir, 'content.db'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      // Its own, not the repository's data/media that npm start uses.
      MEDIA_DIR: path.join(dataDir, 'media'),
      SITE_ORIGINS: siteUrl,
      RATE_LIMIT_MAX: '1000',
      // Every browser test books from this one machine.
      BOOKINGS_PER_CLIENT_PER_DAY: '1000',
      ADMIN_TOKEN: randomBytes(24).toString('base64url'),
      DEPLOY_HOOK_URL: `http://127.0.0.1:${ports.rebuild}/rebuild`,
      DEPLOY_STATUS_URL: `http://127.0.0.1:${ports.rebuild}/status`,
      DEPLOY_DEBOUNCE_MS: '500',
      DEPLOY_RETRY_BASE_MS: '1000',
    },
    apiLog,
  );
  let stopping = false;
  api.on('exit', (code) => {
    if (!stopping) console.error(`\nThe test API stopped unexpectedly (exit ${code}). The end of its log:\n${apiLogTail(apiLog)}`);
  });
  let site: LocalSite | undefined;
  const teardown = async () => {
    stopping = true;
    await site?.close();
    await stop(api);
    run.removeData();
  };

  try {
    await waitForHealth(apiUrl);
    addEnglishOnlyContent(path.join(dataDir, 'content.db'));
    console.log('Building the site against the test API: about 2 minutes…');
    site = await startLocalSite({
      siteHost: '127.0.0.1',
      sitePort: ports.site,
      rebuildPort: ports.rebuild,
      buildLog,
      buildEnv: { API_URL: apiUrl, GATSBY_API_URL: apiUrl, SITE_URL: siteUrl, CI: 'true' },
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  Object.assign(process.env, {
    E2E_SITE_URL: siteUrl,
    E2E_API_URL: apiUrl,
    E2E_DATA_DIR: dataDir,
    E2E_ADMIN_TOKEN: randomBytes(24).toString('base64url'),
    E2E_REBUILD_STATUS_URL: `http://127.0.0.1:${ports.rebuild}/status`,
  });
  return teardown;
}
