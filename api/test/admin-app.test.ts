/** The staff admin's files under /admin/: served with their own CSP when built, a clear 503 when not. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { adminAppRoutes } from '../src/routes/admin-app';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function appDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-app-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

async function appServing(dir: string) {
  const app = Fastify({ logger: false });
  await app.register(adminAppRoutes, { dir });
  return app;
}

describe('the staff admin app', () => {
  it('serves the built page, revalidated, and its hashed assets for a year, under a policy that allows previews', async () => {
    const app = await appServing(appDir({ 'index.html': '<div id="root"></div>', 'assets/index-abc123.js': 'console.log(1)' }));
    const redirect = await app.inject('/admin');
    expect([redirect.statusCode, redirect.headers.location]).toEqual([302, '/admin/']);
    const page = await app.inject('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const asset = await app.inject('/admin/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/admin/../package.json')).statusCode).toBe(404);
    await app.close();
  });

  it('says how to build it when it is not built', async () => {
    const app = await appServing(appDir({}));
    const page = await app.inject('/admin/');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run admin:build');
    await app.close();
  });
});
