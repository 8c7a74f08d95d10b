/**
 * Adds the page's framework and app bundles once the first view is done: the page has loaded (its
 * pictures and fonts), its first contentful paint has been presented, and two more frames have
 * been drawn. Until then no script competes with the picture or the fonts for the network, and
 * none runs before the first paint, so the page paints as early as its script-free twin
 * (docs/performance.md). A visitor's input meanwhile is kept: forms are plain HTML until their code
 * runs (e2e/before-hydration.spec.ts).
 *
 * The load event alone is not enough: Chromium often fires it before the first paint, and the
 * frame after it may be presented later still (the bench's traces showed the bundles requested
 * 30-60 ms before the paint). So the paint itself is awaited, from the browser's paint timing.
 * Without paint timing, two frames after the load stand in; a hidden tab, which paints nothing,
 * gets the bundles at once; and they are added at the latest PAINT_WAIT_LIMIT_MS after the load.
 */
export const PAINT_WAIT_LIMIT_MS = 3000;

/** What the loader uses of the browser's PerformanceObserver (a narrower type, so a test can stand in for it). */
export interface PaintObserverClass {
  new (callback: (entries: { getEntriesByName(name: string): readonly unknown[] }) => void): { observe(options: { type: 'paint'; buffered: true }): void; disconnect(): void };
  readonly supportedEntryTypes?: readonly string[];
}

/** Calls `then` once the first contentful paint has been presented (at once if it has been). */
function whenFirstPaintPresented(Observer: PaintObserverClass | undefined, then: () => void): void {
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  const observer = new Observer((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

export function addScriptsAfterLoad(sources: readonly string[], win: Window & typeof globalThis = window): void {
  const doc = win.document;
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    for (const source of sources) {
      const script = doc.createElement('script');
      script.src = source;
      doc.body.appendChild(script);
    }
  };
  const afterTwoFrames = () => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(add, 0)));
  const afterLoad = () => {
    if (doc.visibilityState === 'hidden') {
      win.setTimeout(add, 0);
      return;
    }
    win.setTimeout(add, PAINT_WAIT_LIMIT_MS);
    whenFirstPaintPresented(win.PerformanceObserver, afterTwoFrames);
  };
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

/** The attribute of the loader's own <script> that lists the bundles, space-separated. */
export const SCRIPT_SOURCES_ATTRIBUTE = 'data-src';

export function scriptSourcesOf(element: Element | null): string[] {
  return (element?.getAttribute(SCRIPT_SOURCES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
}
