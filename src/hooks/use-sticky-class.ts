import { useEffect, type RefObject } from 'react';

/** Where the marker class goes: on <body> (home services) or on the observed section. */
export type StickyClassTarget = 'body' | 'element';

/** The --header-height token, used when no header is rendered to measure. */
export const HEADER_HEIGHT_FALLBACK_PX = 76;

/** Bottom edge of the site's sticky header in viewport pixels (its height while stuck at the top). */
export function measureHeaderBottom(): number {
  const header = document.querySelector('header');
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return bottom > 0 ? Math.round(bottom) : HEADER_HEIGHT_FALLBACK_PX;
}

/**
 * An IntersectionObserver rootMargin that shrinks the viewport to the one-pixel line just below the
 * header: the top margin is minus the header height, the bottom margin removes the rest. A section
 * intersects that line exactly while its top has reached the header's bottom and its bottom has
 * not, which is "the section is under the header". (With only the top margin the observer could
 * not tell when the top edge crosses the header line: a tall section's visible ratio stops changing
 * there, so no threshold fires.)
 */
export function underHeaderRootMargin(headerBottomPx: number, viewportHeightPx: number): string {
  const rest = Math.max(0, Math.floor(viewportHeightPx - headerBottomPx - 1));
  return `-${headerBottomPx}px 0px -${rest}px 0px`;
}

/**
 * Adds `className` (to <body> or to the element) while the element is under the sticky header,
 * and removes it when the element scrolls back below the header or out above it.
 */
export function useStickyClass(ref: RefObject<Element>, className: string, target: StickyClassTarget): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const classHolder = target === 'body' ? document.body : element;
    let observer: IntersectionObserver | null = null;
    let frame = 0;

    const observe = () => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          const latest = entries[entries.length - 1];
          if (latest) classHolder.classList.toggle(className, latest.isIntersecting);
        },
        { rootMargin: underHeaderRootMargin(measureHeaderBottom(), window.innerHeight), threshold: 0 },
      );
      observer.observe(element);
    };

    // The margin is in pixels, so a new viewport height (rotation, mobile toolbars) needs a new observer.
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(observe);
    };

    observe();
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
      classHolder.classList.remove(className);
    };
  }, [ref, className, target]);
}
