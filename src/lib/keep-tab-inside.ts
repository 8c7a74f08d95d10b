import type { KeyboardEvent } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round inside a dialog (the modal dialogs, and the phone menu, which is
 * aria-modal): Chromium lets Tab leave a modal <dialog> after its last control for the browser's
 * own toolbar, a focus nobody can see on a phone, and the phone menu's page behind is not inert.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const all = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE));
  // A collapsed list's links have no boxes: Tab does not go there. Without layout (jsdom) keep all.
  const shown = all.filter((element) => element.getClientRects().length > 0);
  const items = shown.length > 0 ? shown : all;
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
