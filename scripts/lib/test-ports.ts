/**
 * Ports for `npm test`'s API, site and rebuilder. Unset, each is a port the OS says is free right
 * now, so another program on 4100 or 9100 changes nothing. Set (TEST_API_PORT, TEST_SITE_PORT),
 * a port that is already taken stops the run at once, naming the port and the setting: the tests
 * must never build against, or browse, a server they did not start.
 */
import net from 'net';

export interface TestPorts {
  api: number;
  site: number;
  rebuild: number;
}

/** A port the OS hands out as free (listening on port 0), released again at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function portFrom(env: NodeJS.ProcessEnv, setting: string, taken: Set<number>): Promise<number> {
  const given = env[setting]?.trim();
  let port: number;
  if (given) {
    port = Number(given);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${setting} must be a port number, got "${given}"`);
    if (!(await isFree(port))) {
      throw new Error(`Port ${port} (${setting}) is in use by another program. Free it, or unset ${setting} to let the tests pick a free port.`);
    }
  } else {
    do port = await freePort();
    while (taken.has(port));
  }
  taken.add(port);
  return port;
}

export async function testPorts(env: NodeJS.ProcessEnv = process.env): Promise<TestPorts> {
  const taken = new Set<number>();
  const api = await portFrom(env, 'TEST_API_PORT', taken);
  const site = await portFrom(env, 'TEST_SITE_PORT', taken);
  const rebuild = await portFrom(env, 'TEST_REBUILD_PORT', taken);
  return { api, site, rebuild };
}
