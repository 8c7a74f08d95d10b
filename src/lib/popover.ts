/**
 * HTML popovers (the phone menu, the header bar's services) and their stand-in where the browser
 * has none (iOS 16 and older, Safari before 17, Firefox before 125): there a `popovertarget`
 * button does nothing by itself, so the inline script (popover-fallback.ts) opens its element by
 * an attribute the CSS shows it by: `open` on a <dialog> (the phone menu, which then is an open
 * dialog to assistive technology too), `data-open` on anything else. Its buttons say whether it is
 * open (`aria-expanded`), which the browser does by itself only where it has popovers. The stand-in
 * gives such a browser `hidePopover()` too, so the page's code closes either the same way.
 */
function openAttribute(element: Element): string {
  return element.localName === 'dialog' ? 'open' : 'data-open';
}

/** Whether this browser opens `popover` elements itself. */
export function hasPopovers(win: Window & typeof globalThis): boolean {
  return 'popover' in win.HTMLElement.prototype;
}

export function isFallbackOpen(element: Element): boolean {
  return element.hasAttribute(openAttribute(element));
}

/** Opens or closes a popover's stand-in, and tells its buttons. */
export function setFallbackOpen(element: Element, open: boolean): void {
  element.toggleAttribute(openAttribute(element), open);
  for (const button of Array.from(element.ownerDocument.querySelectorAll(`[popovertarget="${element.id}"]`))) {
    if (!element.contains(button)) button.setAttribute('aria-expanded', String(open));
  }
}

/**
 * Closes an open popover, or its stand-in; nothing where it is closed. (Where the browser has no
 * popovers, `:popover-open` is no selector it knows, and the stand-in's hidePopover checks itself.)
 */
export function hidePopover(element: HTMLElement | null): void {
  if (element && typeof element.hidePopover === 'function' && (!('popover' in element) || element.matches(':popover-open'))) element.hidePopover();
}
