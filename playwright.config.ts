import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser; the site and API are started by scripts/test.ts. */
export default defineConfig({
  testDir: './e2e',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_SITE_URL || 'http://127.0.0.1:9100',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    viewport: { width: 1280, height: 900 },
    trace: 'off',
  },
  projects: [
    { name: 'site', testIgnore: /editor-publish\.spec\.ts/ },
    // Rebuilds and swaps the served site, so it runs once everything else has finished.
    { name: 'publish', testMatch: /editor-publish\.spec\.ts/, dependencies: ['site'] },
  ],
});
