/**
 * Where the browser has no HTML popovers, the popovers' buttons still open and close them: part of
 * the inline script in <head> (early-actions-entry.ts), so this works from the first paint, as the
 * platform's popovers do, and costs the page's bundles nothing. It does what the platform would:
 * a `popovertarget` button shows, hides or toggles its element (`popovertargetaction`); opening
 * one closes any other; a press outside the open one or Escape closes it; focus goes to the opened
 * element's `autofocus` control and, when the element closes with focus inside, back to the button
 * that opened it.
 */
import { hasPopovers, isFallbackOpen, setFallbackOpen } from './popover';

export function installPopoverFallback(doc: Document): void {
  const win = doc.defaultView;
  if (!win || hasPopovers(win)) return;
  // The open element (one at a time, as `popover="auto"`) and the button that opened it.
  let current: { element: Element; opener: HTMLElement } | null = null;

  const closeCurrent = () => {
    if (!current) return;
    const { element, opener } = current;
    current = null;
    const hadFocus = element.contains(doc.activeElement);
    setFallbackOpen(element, false);
    if (hadFocus) opener.focus();
  };

  doc.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof win.Element)) return;
    const button = target.closest<HTMLElement>('[popovertarget]');
    const element = button && doc.getElementById(button.getAttribute('popovertarget') ?? '');
    if (!button || !element) {
      // A press outside the open element closes it, as the platform's light dismiss does.
      if (current && !current.element.contains(target)) closeCurrent();
      return;
    }
    const action = button.getAttribute('popovertargetaction') ?? 'toggle';
    if (isFallbackOpen(element)) {
      if (action !== 'show') closeCurrent();
    } else if (action !== 'hide') {
      closeCurrent();
      setFallbackOpen(element, true);
      current = { element, opener: button };
      element.querySelector<HTMLElement>('[autofocus]')?.focus();
    }
  });

  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeCurrent();
  });

  // The page's code closes a popover by hidePopover() (following a link, a wider screen).
  win.HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    if (current?.element === this) current = null;
    if (isFallbackOpen(this)) setFallbackOpen(this, false);
  };
}
