/**
 * Whether the visitor has moved to another page inside the app since the first one loaded.
 * Only the first page is hydrated from server HTML; components/Deferred loads at once after.
 * (html[data-hydrated] cannot tell: React hydrates inner Suspense boundaries after it is set.)
 */
let navigated = false;

export function markClientNavigation(): void {
  navigated = true;
}

export function hasNavigatedInApp(): boolean {
  return navigated;
}
