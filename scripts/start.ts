/**
 * `npm start`: the content API (seeding an empty database) with the staff admin at /admin/ (a
 * first account, the owner, on an empty database), the site built against it and served on
 * 127.0.0.1:9000, and the local rebuilder: the API's deploy webhook points at it, so an editor's
 * change in the admin is rebuilt and served by itself, without downtime.
 */
import { randomBytes } from 'crypto';
import path from 'path';
import { buildAdminApp, ensureFirstOwner } from './lib/admin-app';
import { startLocalSite, StoppedError, type LocalSite } from './lib/local-site';
import { apiLogTail, ROOT, shownPath, startApi, stop, waitForHealth } from './lib/processes';

const apiHost = process.env.HOST || '127.0.0.1';
const apiPort = Number(process.env.PORT || 4000);
const siteHost = process.env.SITE_HOST || '127.0.0.1';
const sitePort = Number(process.env.SITE_PORT || 9000);
const rebuildPort = Number(process.env.REBUILD_PORT || sitePort + 1);
const apiUrl = process.env.API_URL || `http://${apiHost}:${apiPort}`;
const siteUrl = process.env.SITE_URL || `http://${siteHost}:${sitePort}`;
const apiLog = path.join(ROOT, 'data/api.log');

// Without a token the admin API stays off; a fresh one per run keeps the local loop usable.
const generatedToken = process.env.ADMIN_TOKEN ? null : randomBytes(24).toString('base64url');
const adminToken = process.env.ADMIN_TOKEN || generatedToken!;

async function main() {
  console.log('Building the staff admin (a few seconds)…');
  await buildAdminApp();
  // Before the API starts, so the account exists at its first request; told at the end, with the URLs.
  const firstAccount = await ensureFirstOwner();
  console.log(`Starting the content API on ${apiUrl} (its log: ${shownPath(apiLog)})…`);
  const api = startApi(
    {
      HOST: apiHost,
      PORT: String(apiPort),
      ADMIN_TOKEN: adminToken,
      DEPLOY_HOOK_URL: process.env.DEPLOY_HOOK_URL || `http://127.0.0.1:${rebuildPort}/rebuild`,
      // The admin's Deploys page says when the rebuilt site is live (not only that it was asked for).
      ...(process.env.DEPLOY_HOOK_URL ? {} : { DEPLOY_STATUS_URL: `http://127.0.0.1:${rebuildPort}/status` }),
      // The site's own address first: the admin's "View on site" links use it.
      SITE_ORIGINS: process.env.SITE_ORIGINS || [siteUrl, `http://localhost:${sitePort}`].join(','),
    },
    apiLog,
  );
  let starting: Promise<LocalSite | undefined> = Promise.resolve(undefined);
  const stopBuild = new AbortController();
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (code === 0) console.log('\nStopping…');
    // During the first build: stop it and wait until its temporary folder is gone, then the rest.
    stopBuild.abort();
    const site = await starting.catch(() => undefined);
    await Promise.all([stop(api), site?.close()]);
    if (code === 0) console.log('Stopped.');
    process.exit(code);
  };
  // Ctrl+C reaches the API and Gatsby too (one process group); their exits are then expected.
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  api.on('exit', (code) => {
    if (stopping) return;
    console.error(`\nThe API stopped unexpectedly (exit ${code}). The end of ${shownPath(apiLog)}:\n${apiLogTail(apiLog)}`);
    void shutdown(1);
  });

  await waitForHealth(apiUrl);
  console.log('Building the site against the API: about 3 minutes the first time, then about 1 minute…');
  try {
    starting = startLocalSite({ siteHost, sitePort, rebuildPort, buildEnv: { API_URL: apiUrl, SITE_URL: siteUrl }, signal: stopBuild.signal });
    await starting;
  } catch (error) {
    if (stopping || error instanceof StoppedError) return;
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
    return;
  }
  if (stopping) return;
  console.log(`\nSite: ${siteUrl}\nAPI:  ${apiUrl} (log: ${shownPath(apiLog)})`);
  console.log(`Staff admin: ${apiUrl}/admin/`);
  if (firstAccount.startsWith('owner account')) {
    console.log(`First staff account, the owner (made now, as the database had none; add the others in the admin's Staff page):\n${firstAccount.replace(/^/gm, '  ')}`);
  } else {
    console.log('  Log in with your staff account (npm run admin:user -- list / reset <email>).');
    if (firstAccount) console.log(`  ${firstAccount}`);
  }
  console.log(`Rebuilds on content changes: http://127.0.0.1:${rebuildPort}/status`);
  if (generatedToken) console.log(`Admin API token for this run (set ADMIN_TOKEN to choose one): ${generatedToken}`);
  // Where exactly is the API's to say (OUTBOX_DIR, or beside the database); it logs it.
  if (!process.env.SMTP_URL) console.log(`Mail: no SMTP_URL, so notifications are written as .eml files to the outbox (data/outbox/ by default; see ${shownPath(apiLog)}).`);
  console.log('Press Ctrl+C to stop.');
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
