import type { KeyboardEvent } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round inside `container`: Tab from the last of its `stops` (in document
 * order), or from outside it, goes to the first; Shift+Tab from the first, or from outside, to the
 * last. Elsewhere the browser's own step stays inside, and is left alone.
 */
export function tabRound(event: Pick<KeyboardEvent, 'shiftKey' | 'preventDefault'>, container: Element, stops: HTMLElement[]): void {
  if (event.shiftKey) stops.reverse();
  const active = container.ownerDocument.activeElement;
  if (stops[0] && (!container.contains(active) || active === stops[stops.length - 1])) {
    event.preventDefault();
    stops[0].focus();
  }
}

/**
 * Tab goes round inside a modal dialog: Chromium lets Tab leave a modal <dialog> after its last
 * control for the browser's own toolbar, a focus nobody can see on a phone. (The phone menu has the
 * same rule from the inline script, lib/menu-tab-trap, so it holds before the page's code.)
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const all = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)];
  // A collapsed list's links have no boxes: Tab does not go there. Without layout (jsdom) keep all.
  const shown = all.filter((element) => element.getClientRects().length > 0);
  tabRound(event, event.currentTarget, shown.length > 0 ? shown : all);
}
