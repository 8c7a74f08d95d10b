import { whenPageHydrated } from './hydration-progress';

/**
 * How long the page's network must have been quiet, once React owns the page, before code that
 * is not the first view's is fetched: the first view (the page's own code, the booking page's
 * calendar and free times) downloads first, alone on a phone's 1.6 Mbit/s, and what is fetched
 * meanwhile is counted in it (bench/lib/first-view.ts, network idle and 800 ms more).
 */
export const FIRST_VIEW_QUIET_MS = 3000;
/** requestIdleCallback's latest: on a page that is never idle, the code still comes. */
const IDLE_TIMEOUT_MS = 2000;
/** And on a page whose network is never quiet (a long poll), this long after it is hydrated. */
const QUIET_WAIT_LIMIT_MS = 15_000;

/**
 * Calls `then` once the page is hydrated, its network has then been quiet for FIRST_VIEW_QUIET_MS
 * (no resource finished meanwhile) and the main thread is idle (requestIdleCallback, or a task
 * where the browser has none). Answers a function that cancels the call.
 */
export function afterFirstView(then: () => void, win: Window & typeof globalThis = window): () => void {
  let cancelled = false;
  let quietTimer: number | undefined;
  let limitTimer: number | undefined;
  let cancelIdle: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  const whenIdle = () => {
    observer?.disconnect();
    win.clearTimeout(quietTimer);
    win.clearTimeout(limitTimer);
    if (cancelled || cancelIdle) return;
    const run = () => !cancelled && then();
    if (typeof win.requestIdleCallback === 'function') {
      const idle = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback(idle);
    } else {
      const task = win.setTimeout(run, 0);
      cancelIdle = () => win.clearTimeout(task);
    }
  };
  const waitQuiet = () => {
    win.clearTimeout(quietTimer);
    quietTimer = win.setTimeout(whenIdle, FIRST_VIEW_QUIET_MS);
  };
  whenPageHydrated(() => {
    if (cancelled) return;
    if (typeof win.PerformanceObserver === 'function' && win.PerformanceObserver.supportedEntryTypes?.includes('resource')) {
      observer = new win.PerformanceObserver(waitQuiet);
      observer.observe({ type: 'resource' });
    }
    waitQuiet();
    limitTimer = win.setTimeout(whenIdle, QUIET_WAIT_LIMIT_MS);
  });
  return () => {
    cancelled = true;
    observer?.disconnect();
    win.clearTimeout(quietTimer);
    win.clearTimeout(limitTimer);
    cancelIdle?.();
  };
}
