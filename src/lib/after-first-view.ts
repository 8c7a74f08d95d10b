import { whenPageHydrated } from './hydration-progress';

/**
 * How long after React owns the page code that is not the first view's is fetched: the first view
 * (the page's own code, the booking page's calendar and free times, asked for as it hydrates)
 * downloads first, alone on a phone's 1.6 Mbit/s, and what is fetched meanwhile is counted in it
 * (bench/lib/first-view.ts: network idle and 800 ms more).
 */
export const FIRST_VIEW_QUIET_MS = 3000;

/**
 * Calls `then` FIRST_VIEW_QUIET_MS after the page is hydrated, when the main thread is idle
 * (requestIdleCallback, or a task where the browser has none). Not cancelled: what it starts (a
 * deferred section's load) does nothing once done or unneeded but fetch its code. Kept this small:
 * it is in the booking page's first view, at its budget.
 */
export function afterFirstView(then: () => void): void {
  whenPageHydrated(() => setTimeout(() => (window.requestIdleCallback || setTimeout)(then), FIRST_VIEW_QUIET_MS));
}
