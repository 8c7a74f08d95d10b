/**
 * What a phone downloads for the first view of a page: a 390 px wide screen at DPR 2, the page
 * loaded and left alone (no scrolling) until the network is quiet. Bytes are as transferred
 * (compressed bodies), by kind. Used by `npm run bench` (page-weight table) and by the budgets in
 * `npm test` (e2e/first-view.spec.ts).
 */
import type { Browser, BrowserContextOptions, Request } from 'playwright-core';
import { recordOf } from '../../src/lib/record-of';

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export const WEIGHT_KINDS = ['html', 'js', 'css', 'fonts', 'images', 'data', 'other'] as const;
export type WeightKind = (typeof WEIGHT_KINDS)[number];

export interface FirstView {
  url: string;
  bytes: Record<WeightKind, number> & { total: number };
  requests: number;
  /** Each request, for finding what is heavy. */
  files: Array<{ url: string; kind: WeightKind; bytes: number }>;
}

function kindOf(request: Request): WeightKind {
  switch (request.resourceType()) {
    case 'document':
      return 'html';
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'font':
      return 'fonts';
    case 'image':
      return 'images';
    case 'fetch':
    case 'xhr':
      return 'data';
    default:
      return 'other';
  }
}

/** How long the network must stay quiet before the first view counts as complete. */
const QUIET_MS = 800;

export async function measureFirstView(browser: Browser, url: string): Promise<FirstView> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const pending = new Set<Promise<void>>();
  const files: FirstView['files'] = [];
  page.on('requestfinished', (request) => {
    const sized = request.sizes().then((sizes) => {
      files.push({ url: request.url(), kind: kindOf(request), bytes: sizes.responseBodySize });
    });
    pending.add(sized);
    void sized.finally(() => pending.delete(sized));
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  const bytes: FirstView['bytes'] = { ...recordOf(WEIGHT_KINDS, () => 0), total: 0 };
  for (const file of files) {
    bytes[file.kind] += file.bytes;
    bytes.total += file.bytes;
  }
  return { url, bytes, requests: files.length, files };
}
