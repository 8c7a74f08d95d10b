/**
 * `npm start`: the content API (seeding an empty database), the site built against it and served
 * on 127.0.0.1:9000, and the local rebuilder: the API's deploy webhook points at it, so an
 * editor's change through the admin API is rebuilt and served by itself, without downtime.
 */
import { randomBytes } from 'crypto';
import { startLocalSite, type LocalSite } from './lib/local-site';
import { startApi, stop, waitForHealth } from './lib/processes';

const apiHost = process.env.HOST || '127.0.0.1';
const apiPort = Number(process.env.PORT || 4000);
const siteHost = process.env.SITE_HOST || '127.0.0.1';
const sitePort = Number(process.env.SITE_PORT || 9000);
const rebuildPort = Number(process.env.REBUILD_PORT || sitePort + 1);
const apiUrl = process.env.API_URL || `http://${apiHost}:${apiPort}`;
const siteUrl = process.env.SITE_URL || `http://${siteHost}:${sitePort}`;

// Without a token the admin API stays off; a fresh one per run keeps the local loop usable.
const generatedToken = process.env.ADMIN_TOKEN ? null : randomBytes(24).toString('base64url');
const adminToken = process.env.ADMIN_TOKEN || generatedToken!;

async function main() {
  const api = startApi({
    HOST: apiHost,
    PORT: String(apiPort),
    ADMIN_TOKEN: adminToken,
    DEPLOY_HOOK_URL: process.env.DEPLOY_HOOK_URL || `http://127.0.0.1:${rebuildPort}/rebuild`,
  });
  let site: LocalSite | undefined;
  const shutdown = async (code: number) => {
    await Promise.all([stop(api), site?.close()]);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  api.on('exit', (code) => {
    console.error(`The API stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });

  await waitForHealth(apiUrl);
  try {
    site = await startLocalSite({ siteHost, sitePort, rebuildPort, buildEnv: { API_URL: apiUrl, SITE_URL: siteUrl } });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
    return;
  }
  console.log(`\nSite: ${siteUrl}\nAPI:  ${apiUrl}`);
  console.log(`Rebuilds on content changes: http://127.0.0.1:${rebuildPort}/status`);
  if (generatedToken) console.log(`Admin API token for this run (set ADMIN_TOKEN to choose one): ${generatedToken}`);
  console.log('Press Ctrl+C to stop.');
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
