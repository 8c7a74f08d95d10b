/** Serves the built site: `npm run serve` (HOST, SITE_PORT; default 127.0.0.1:9000). */
import { createStaticServer, listen, PUBLIC_DIR } from './lib/static-server';

const host = process.env.SITE_HOST || '127.0.0.1';
const port = Number(process.env.SITE_PORT || 9000);

const server = createStaticServer(PUBLIC_DIR);
listen(server, port, host).then(() => console.log(`Site: http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
