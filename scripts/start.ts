/**
 * `npm start`: starts the content API (seeding an empty database), builds the site against it and
 * serves public/ on 127.0.0.1:9000 with the API alongside on 127.0.0.1:4000.
 */
import { createStaticServer, listen, PUBLIC_DIR } from './lib/static-server';
import { run, startApi, stop, waitForHealth } from './lib/processes';

const apiHost = process.env.HOST || '127.0.0.1';
const apiPort = Number(process.env.PORT || 4000);
const siteHost = process.env.SITE_HOST || '127.0.0.1';
const sitePort = Number(process.env.SITE_PORT || 9000);
const apiUrl = process.env.API_URL || `http://${apiHost}:${apiPort}`;

async function main() {
  const api = startApi({ HOST: apiHost, PORT: String(apiPort) });
  const shutdown = async (code: number) => {
    await stop(api);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  api.on('exit', (code) => {
    console.error(`The API stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });

  await waitForHealth(apiUrl);
  const buildCode = await run('gatsby', ['build'], { API_URL: apiUrl, SITE_URL: process.env.SITE_URL || `http://${siteHost}:${sitePort}` });
  if (buildCode !== 0) {
    console.error('The site build failed.');
    await shutdown(buildCode);
  }
  await listen(createStaticServer(PUBLIC_DIR), sitePort, siteHost);
  console.log(`\nSite: http://${siteHost}:${sitePort}\nAPI:  ${apiUrl}\nPress Ctrl+C to stop.`);
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
