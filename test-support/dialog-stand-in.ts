/**
 * jsdom has the <dialog> element but not its modal behaviour. This stand-in does the little the
 * components rely on, so their own wiring can be tested here: showModal() opens it and moves focus
 * to its first control, close() closes it, gives focus back and fires `close`, and Escape closes
 * the open one. What the browser adds (the inert page, Tab, the top layer) is tested in Chromium
 * by the browser tests (e2e/keyboard.spec.ts, e2e/layout.spec.ts).
 */
const FIRST_CONTROL = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';
const openedFrom = new WeakMap<HTMLDialogElement, Element | null>();

function showModal(this: HTMLDialogElement): void {
  if (this.open) return;
  openedFrom.set(this, document.activeElement);
  this.setAttribute('open', '');
  this.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
}

function close(this: HTMLDialogElement): void {
  if (!this.open) return;
  this.removeAttribute('open');
  const opener = openedFrom.get(this);
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  // As in browsers, `close` comes in a later task.
  setTimeout(() => this.dispatchEvent(new Event('close')), 0);
}

export function installDialogStandIn(): void {
  if (typeof HTMLDialogElement === 'undefined' || 'showModal' in HTMLDialogElement.prototype) return;
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dialogs = Array.from(document.querySelectorAll('dialog[open]'));
    const top = dialogs[dialogs.length - 1];
    if (top instanceof HTMLDialogElement) top.close();
  });
}
