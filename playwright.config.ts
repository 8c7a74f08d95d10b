import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser; the site and API are started by e2e/global-setup.ts. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    // Read again in each worker, after the global setup has set it.
    baseURL: process.env.E2E_SITE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    viewport: { width: 1280, height: 900 },
    trace: 'off',
  },
  projects: [
    // Outside checkers read the first build, before any test publishes and the rebuilder rewrites public/.
    { name: 'checkers', testMatch: /(html-checker|links)\.spec\.ts/ },
    { name: 'site', testIgnore: /(editor-publish|profile-consent|html-checker|links)\.spec\.ts/, dependencies: ['checkers'] },
    // Rebuild and swap the served site, so they run once everything else has finished, one after the
    // other (each reads the rebuilder's latest run as its own).
    { name: 'publish', testMatch: /editor-publish\.spec\.ts/, dependencies: ['site'] },
    { name: 'consent', testMatch: /profile-consent\.spec\.ts/, dependencies: ['publish'] },
  ],
});
