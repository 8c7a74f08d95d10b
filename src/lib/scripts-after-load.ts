/**
 * Adds the page's framework and app bundles once the first view is done: the page has loaded (its
 * pictures and fonts) and the frame after it has been drawn. Until then no script competes with
 * the picture or the fonts for the network, and none runs before the first paint, so the page
 * paints as early as its script-free twin (docs/performance.md). A visitor's input meanwhile is
 * kept: forms are plain HTML until their code runs (e2e/before-hydration.spec.ts).
 *
 * A hidden tab draws no frames; there the bundles are added at once rather than on the first frame
 * after the tab is shown.
 */
export function addScriptsAfterLoad(sources: readonly string[], win: Window = window): void {
  const doc = win.document;
  const add = () => {
    for (const source of sources) {
      const script = doc.createElement('script');
      script.src = source;
      doc.body.appendChild(script);
    }
  };
  const afterNextFrame = () => {
    if (doc.visibilityState === 'hidden') win.setTimeout(add, 0);
    else win.requestAnimationFrame(() => win.setTimeout(add, 0));
  };
  if (doc.readyState === 'complete') afterNextFrame();
  else win.addEventListener('load', afterNextFrame, { once: true });
}

/** The attribute of the loader's own <script> that lists the bundles, space-separated. */
export const SCRIPT_SOURCES_ATTRIBUTE = 'data-src';

export function scriptSourcesOf(element: Element | null): string[] {
  return (element?.getAttribute(SCRIPT_SOURCES_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
}
