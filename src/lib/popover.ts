/** Closes an open HTML popover; nothing where it is closed or the browser has no popovers. */
export function hidePopover(element: HTMLElement | null): void {
  if (element && typeof element.hidePopover === 'function' && element.matches(':popover-open')) element.hidePopover();
}
