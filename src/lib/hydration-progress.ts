/**
 * Which of the page's hydration boundaries (components/HydrationBoundary) React has hydrated, so
 * the page can say when React owns all of it: `html[data-hydrated]`, which the browser tests wait
 * for and `npm run bench` times. React 18 commits the page's root first and hydrates each
 * server-rendered boundary after it, at low priority; the root's own "rendered" signal (Gatsby's
 * onInitialClientRender) comes before them.
 */
const expected = new Set<string>();
const hydrated = new Set<string>();
let waiting: Array<() => void> = [];

function settle(): void {
  if (expected.size > 0) return;
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}

/** A boundary is on the page (its outer part has been committed). */
export function expectBoundary(id: string): void {
  if (!hydrated.has(id)) expected.add(id);
}

/** A boundary's content has been hydrated (or rendered, after a client-side navigation). */
export function boundaryHydrated(id: string): void {
  hydrated.add(id);
  expected.delete(id);
  settle();
}

/** Calls back once every boundary on the page so far has been hydrated (at once if none waits). */
export function whenPageHydrated(callback: () => void): void {
  waiting.push(callback);
  settle();
}
