import type { KeyboardEvent } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab (or Shift+Tab, `backwards`) from `active` must go to stay inside `container`: its first
 * control after its last or from outside, its last before its first; null where the browser's own
 * step stays inside.
 */
export function wrappedTabStop(container: Element, active: Element | null, backwards: boolean): HTMLElement | null {
  const all = Array.from(container.querySelectorAll<HTMLElement>(TABBABLE));
  // A collapsed list's links have no boxes: Tab does not go there. Without layout (jsdom) keep all.
  const shown = all.filter((element) => element.getClientRects().length > 0);
  const items = shown.length > 0 ? shown : all;
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return null;
  // From outside (focus left on the page behind by a press there): back in, at the near end.
  if (!active || !container.contains(active)) return backwards ? last : first;
  if (backwards ? active === first : active === last) return backwards ? last : first;
  return null;
}

/**
 * Tab and Shift+Tab go round inside a dialog: Chromium lets Tab leave a modal <dialog> after its
 * last control for the browser's own toolbar, a focus nobody can see on a phone. The phone menu has
 * the same rule from the inline script (lib/menu-tab-trap), so it holds before the page's code.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const next = wrappedTabStop(event.currentTarget, document.activeElement, event.shiftKey);
  if (next) {
    event.preventDefault();
    next.focus();
  }
}
