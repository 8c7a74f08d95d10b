import { useEffect, type RefObject } from 'react';

/** On the page's floating button (WhatsApp's): what the controls it must not cover look for. */
export const FLOATING_BUTTON = 'data-floating-button';
/** On <body> while controls cross the floating button's band: the button steps aside (its CSS). */
export const FLOATING_BUTTON_ASIDE = 'data-floating-button-aside';

const PHONE = '(max-width: 767px)';
/** Room kept above the button's top edge, in px: a finger's slack. */
const SLACK_PX = 8;

/**
 * On a phone, sends the floating button aside while `controls` cross the band of the screen it
 * sits in (from its top, as laid out before any transform, to the screen's end). The candidates'
 * filters sit at the foot of a phone's first screen, and the WhatsApp button sat on the last
 * select's arrow: a tap there opened WhatsApp. The band is an IntersectionObserver's root cut down
 * to it, made again when the screen's size changes. The controls own this, not the button: they
 * may come after the button has run its effects (a section drawn later, a page changed in the app).
 */
export function useFloatingButtonAside(controls: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const group = controls.current;
    const button = document.querySelector<HTMLElement>(`[${FLOATING_BUTTON}]`);
    // Without matchMedia or IntersectionObserver (old browsers, jsdom) the button stays where it is.
    if (!group || !button || typeof window.matchMedia !== 'function' || typeof IntersectionObserver !== 'function') return undefined;
    const phone = window.matchMedia(PHONE);
    const aside = (on: boolean) => document.body.toggleAttribute(FLOATING_BUTTON_ASIDE, on);
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer?.disconnect();
      observer = undefined;
      aside(false);
      if (!phone.matches) return;
      const bandTop = Math.max(0, button.offsetTop - SLACK_PX);
      observer = new IntersectionObserver(([entry]) => aside(Boolean(entry?.isIntersecting)), { rootMargin: `${-bandTop}px 0px 0px 0px` });
      observer.observe(group);
    };
    watch();
    window.addEventListener('resize', watch);
    return () => {
      window.removeEventListener('resize', watch);
      observer?.disconnect();
      aside(false);
    };
  }, [controls]);
}
