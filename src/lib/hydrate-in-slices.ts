import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Gatsby's own hydrate call runs at React's default priority, which React 18 treats as blocking:
 * the whole page hydrates in one task, on a phone several hundred milliseconds in which a tap
 * waits (Lighthouse's Total Blocking Time). Started inside a transition, React hydrates in slices
 * of about 5 ms and lets the browser paint and take input between them; a click, key press or
 * input on the page meanwhile makes React finish hydrating at once and then handles it, so nothing
 * the visitor does is lost (e2e/before-hydration.spec.ts).
 *
 * Only a container holding a rendered page is hydrated; anything else (`gatsby develop`'s empty
 * shell and its loading indicator) is rendered. Returns the unmount Gatsby's develop mode asks for.
 */
export function hydrateInSlices(element: ReactElement, container: Element | Document | DocumentFragment | null): () => void {
  if (!(container instanceof Element)) throw new Error('Gatsby gave no element to hydrate the page into');
  const hasServerHtml = Boolean(container.querySelector('#gatsby-focus-wrapper')?.childElementCount);
  let root: Root | undefined;
  startTransition(() => {
    if (hasServerHtml) root = hydrateRoot(container, element);
    else {
      root = createRoot(container);
      root.render(element);
    }
  });
  return () => root?.unmount();
}
