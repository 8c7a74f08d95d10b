/**
 * Leaving the phone layout (a rotation, a wider window) must not leave the phone menu open and
 * unseen, nor focus on the hamburger, which that width hides: the menu closes and focus, if it was
 * in the menu, goes to the header bar's own navigation. Part of the inline script in <head>
 * (early-actions-entry.ts): from the first paint on, and nothing of it in the page's bundles.
 */
import { MOBILE_NAV_BREAKPOINT_PX } from '@efe/shared/constants';
import { hidePopover } from './popover';
import { PHONE_MENU } from './phone-menu';

export function installPhoneLayoutExit(doc: Document): void {
  const win = doc.defaultView;
  if (!win?.matchMedia) return;
  const wide = win.matchMedia(`(min-width: ${MOBILE_NAV_BREAKPOINT_PX}px)`);
  wide.addEventListener('change', () => {
    const menu = doc.querySelector<HTMLElement>(PHONE_MENU);
    const header = menu?.closest('header');
    if (!wide.matches || !menu || !header) return;
    const hadFocus = menu.contains(doc.activeElement);
    hidePopover(menu);
    if (hadFocus) Array.from(header.querySelectorAll<HTMLElement>('nav a')).find((link) => !menu.contains(link))?.focus();
  });
}
