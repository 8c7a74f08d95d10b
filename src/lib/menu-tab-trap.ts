/**
 * The phone menu keeps Tab inside while it is open, from the first paint on: part of the inline
 * script in <head> (early-actions-entry.ts), so it holds before the page's bundles arrive as after,
 * and costs them nothing. The menu is a popover over the dimmed page, whose controls stay
 * focusable behind it (a popover does not make the page inert), so without this Tab would walk
 * into them and scroll the page underneath.
 *
 * The menu's HTML does not say it is modal: with scripts off nothing keeps focus in it, and it is
 * then an honest non-modal popover. This script, which keeps focus, is what adds `aria-modal`, so
 * a screen reader is told the page behind is out of reach only when it is.
 */
import { hasPopovers, isFallbackOpen } from './popover';
import { wrappedTabStop } from './keep-tab-inside';

/** Marks an element whose Tab this script keeps inside while it is open. */
export const KEEPS_TAB = 'data-keeps-tab';

function isOpen(element: Element, win: Window & typeof globalThis): boolean {
  return hasPopovers(win) ? element.matches(':popover-open') : isFallbackOpen(element);
}

function claimModal(doc: Document): void {
  for (const element of Array.from(doc.querySelectorAll(`[${KEEPS_TAB}]`))) element.setAttribute('aria-modal', 'true');
}

export function installMenuTabTrap(doc: Document): void {
  const win = doc.defaultView;
  if (!win) return;

  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const menu = Array.from(doc.querySelectorAll(`[${KEEPS_TAB}]`)).find((element) => isOpen(element, win));
    if (!menu) return;
    const next = wrappedTabStop(menu, doc.activeElement, event.shiftKey);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  });

  // The menu's HTML is not parsed yet (this runs in <head>): it is marked once it is, and again as
  // it opens, in case a tap opens it before the document has finished loading.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => claimModal(doc));
  else claimModal(doc);
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      if (event.target instanceof win.Element && event.target.hasAttribute(KEEPS_TAB)) event.target.setAttribute('aria-modal', 'true');
    },
    true,
  );
}
