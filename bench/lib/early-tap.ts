/**
 * What a visitor on a phone feels while a page's scripts are on their way, measured in Chromium on
 * the phone profile with the throttling applied, not simulated (the CPU 4x slower, 150 ms round
 * trip, 1.6 Mbit/s down): the visitor taps the menu's button as soon as the page is painted.
 *
 * - `ownedMs`: when React owns the whole page (the 'page-hydrated' mark gatsby-browser sets once
 *   every hydration boundary has hydrated), from the start of the navigation;
 * - `tapInpMs`: that tap's Interaction to Next Paint, from the browser's Event Timing (what
 *   web-vitals' onINP reads: the longest interaction, here the one), less than 16 ms when the
 *   browser reported none;
 * - `ourLongTasks`: the script runs of the site's own origin (its bundles, its inline scripts)
 *   over 50 ms, from the Long Animation Frames API, until a second after React owns the page.
 */
import type { Browser } from 'playwright-core';
import { Type } from '@sinclair/typebox';
import { checked } from './checked';
import { PHONE } from './first-view';

export interface EarlyTap {
  ownedMs: number;
  tapInpMs: number;
  /** Each of our scripts' runs over 50 ms: its length in ms and what ran it. */
  ourLongTasks: Array<{ ms: number; script: string }>;
}

/** Reported by Chromium only above this duration (Event Timing's smallest threshold). */
export const EVENT_TIMING_FLOOR_MS = 16;
const LONG_TASK_MS = 50;

/** Runs in the page before its own scripts: collects interactions and long frames' scripts. */
const WATCH = `(() => {
  const seen = { interactions: [], scripts: [] };
  window.benchSeen = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) seen.interactions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) for (const script of frame.scripts || []) seen.scripts.push({ ms: script.duration, url: script.sourceURL, invoker: script.invoker });
  }).observe({ type: 'long-animation-frame', buffered: true });
})()`;

const Seen = Type.Object({
  ownedMs: Type.Union([Type.Number(), Type.Null()]),
  seen: Type.Object({
    interactions: Type.Array(Type.Number()),
    scripts: Type.Array(Type.Object({ ms: Type.Number(), url: Type.String(), invoker: Type.String() })),
  }),
});

export async function measureEarlyTap(browser: Browser, url: string): Promise<EarlyTap> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 });
    await page.addInitScript(WATCH);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 'raf', timeout: 60_000 });
    await page.locator('header button[popovertarget]').first().tap();
    await page.waitForFunction(() => performance.getEntriesByName('page-hydrated').length > 0, null, { timeout: 90_000 });
    await page.waitForTimeout(1_000);
    const origin = new URL(url).origin;
    const found = checked(
      Seen,
      await page.evaluate('({ ownedMs: performance.getEntriesByName("page-hydrated")[0]?.startTime ?? null, seen: window.benchSeen })'),
      `what ${url} reported`,
    );
    return {
      ownedMs: found.ownedMs ?? Number.NaN,
      tapInpMs: Math.max(0, ...found.seen.interactions),
      ourLongTasks: found.seen.scripts
        .filter((script) => script.ms > LONG_TASK_MS && script.url.startsWith(origin))
        .map((script) => ({ ms: Math.round(script.ms), script: `${new URL(script.url).pathname} (${script.invoker.replace(origin, '')})` })),
    };
  } finally {
    await context.close();
  }
}
