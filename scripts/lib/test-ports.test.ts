/** @jest-environment node */
import net from 'net';
import { testPorts } from './test-ports';

let held: net.Server;
let heldPort: number;

beforeAll(async () => {
  held = net.createServer();
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  heldPort = (held.address() as net.AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => held.close(() => resolve())));

describe('testPorts', () => {
  it('picks three different free ports when none is set', async () => {
    const ports = await testPorts({});
    const all = [ports.api, ports.site, ports.rebuild];
    expect(new Set(all).size).toBe(3);
    expect(all).not.toContain(heldPort);
  });

  it('stops at once, naming the port and the setting, when a set port is taken', async () => {
    await expect(testPorts({ TEST_API_PORT: String(heldPort) })).rejects.toThrow(
      `Port ${heldPort} (TEST_API_PORT) is in use by another program`,
    );
    await expect(testPorts({ TEST_SITE_PORT: String(heldPort) })).rejects.toThrow(`(TEST_SITE_PORT)`);
  });

  it('uses a set port that is free', async () => {
    const free = await testPorts({});
    expect((await testPorts({ TEST_SITE_PORT: String(free.site) })).site).toBe(free.site);
  });

  it('refuses a setting that is no port', async () => {
    await expect(testPorts({ TEST_API_PORT: 'abc' })).rejects.toThrow('TEST_API_PORT must be a port number');
  });
});
