/**
 * The phone menu keeps Tab inside while it is open, from the first paint on: part of the inline
 * script in <head> (early-actions-entry.ts), so it holds before the page's bundles arrive as after,
 * and costs them nothing. The menu is a popover over the dimmed page, whose controls stay
 * focusable behind it (a popover does not make the page inert), so without this Tab would walk
 * into them and scroll the page underneath. (Without scripts, the header's CSS hides that page
 * instead; with scripts it does not, so the menu's button stays in the accessibility tree and
 * opening the menu restyles no more than the menu.)
 * Every page carries this script: it is kept to a few lines.
 *
 * The menu's HTML does not say it is modal: with scripts off, the hidden page behind it keeps
 * focus in it, and it is an honest non-modal popover over nothing else to reach. This script,
 * which keeps focus, adds `aria-modal`, at the first press or key: whatever opens the menu (a tap,
 * Enter or Space on its button) is a click, so the menu says it before it opens.
 */
import { tabRound } from './keep-tab-inside';
import { PHONE_MENU } from './phone-menu';

/** The menu's tab stops: its ×, its links and its language flags. */
const MENU_TAB_STOPS = 'a,button';

export function installMenuTabTrap(doc: Document): void {
  const markedModal = () => {
    const menu = doc.querySelector(PHONE_MENU);
    menu?.setAttribute('aria-modal', 'true');
    return menu;
  };
  doc.addEventListener('click', markedModal, true);
  doc.addEventListener(
    'keydown',
    (event) => {
      const menu = markedModal();
      // Closed, the menu's controls have no boxes (nor have a collapsed list's links): no stops, and
      // Tab is the browser's.
      if (menu && event.key === 'Tab') tabRound(event, menu, [...menu.querySelectorAll<HTMLElement>(MENU_TAB_STOPS)].filter((stop) => stop.getClientRects().length > 0));
    },
    true,
  );
}
