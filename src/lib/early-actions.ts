/**
 * What a visitor does before the page's code has run is kept, not lost. The page paints seconds
 * before its bundles arrive on a slow phone (scripts-after-load.ts); until then only this file runs,
 * as an inline script in <head> (early-actions-entry.ts), from the first paint on:
 *
 * - A tap on a control that needs code (`data-early-tap="<action>"`: a candidate's profile, a
 *   slider arrow, a language flag) is held: the control shows that it is working (`data-early-pending`,
 *   `aria-busy`), and the action is remembered by name. Once the control's component runs, it marks the
 *   control ready and carries the action out (`useEarlyTap`), with no second tap. A component may
 *   be drawn anew by then (a slider remounts for the screen's width): the name finds the new one.
 * - Typing into, or a choice in, a field whose results need code (`data-early-input`: the blog
 *   search, the candidate filters) stays in the field as the browser keeps it; the field is marked
 *   pending so the page shows it is working, and the component takes the field's value when it runs.
 * The menu's and the services' popovers need nothing of this: the browser opens them, and tells
 * assistive technology whether their button's popover is open (no `aria-expanded`, which HTML
 * forbids on a `popovertarget` button); React never holds their open state.
 *
 * A held tap is stopped before React sees it: React's own handler may already be live for a
 * control whose component has not yet marked it ready, and one tap must never act twice. So are
 * the presses that lead to it (PRESS_EVENTS).
 */
export const EARLY_TAP = 'data-early-tap';
export const EARLY_INPUT = 'data-early-input';
export const EARLY_READY = 'data-early-ready';
export const EARLY_PENDING = 'data-early-pending';

/**
 * The action tapped last before its code ran, if any (at most one name): a visitor who taps
 * Russian, then Arabic, wants Arabic, and two profiles tapped one after the other open one, the
 * second; carrying out every held tap would act in the page's order, not the visitor's.
 */
export type PendingTaps = string[];

declare global {
  interface Window {
    earlyTaps?: PendingTaps;
  }
}

/** The held taps of this page (made on first use, so a component never depends on the inline script having run). */
export function pendingTaps(win: Window = window): PendingTaps {
  if (!win.earlyTaps) win.earlyTaps = [];
  return win.earlyTaps;
}

function hold(control: Element, win: Window): void {
  const taps = pendingTaps(win);
  const action = control.getAttribute(EARLY_TAP) ?? '';
  // A new tap replaces the one held before: its controls stop showing that they are working.
  for (const earlier of taps) if (earlier !== action) clearWorking(earlier, control.ownerDocument);
  taps.splice(0, taps.length, action);
  control.setAttribute(EARLY_PENDING, '');
  control.setAttribute('aria-busy', 'true');
}

/**
 * What a finger, a pen or a mouse sends on its way to a click, and the keys that press a button.
 * React 18 takes any of these, on a part of the page it has not hydrated yet, as a reason to
 * hydrate that part at once, in one task (its selective hydration of a discrete event): on a phone
 * a whole section (the candidates' grid with its filters), and the tap's working state waited for
 * it. On a control that holds its tap they are stopped as its click is: React hydrates that part in
 * its turn, in short slices (sooner for the pointer having come over it), while the control shows
 * that it is working. Only their passing on is stopped: the browser still focuses, activates and
 * sends the click. The deferred sections do the same for theirs (components/Deferred).
 */
const PRESS_EVENTS = ['pointerdown', 'pointerup', 'pointercancel', 'touchstart', 'touchend', 'touchcancel', 'mousedown', 'mouseup'] as const;
const KEY_EVENTS = ['keydown', 'keypress', 'keyup'] as const;
const PRESSING_KEYS = new Set(['Enter', ' ']);

export function installEarlyActions(doc: Document): void {
  const win = doc.defaultView;
  if (!win) return;
  pendingTaps(win);

  /** The control a press or a click is for, when that control holds its tap (its code has not taken it). */
  const holding = (event: Event): Element | null => {
    const target = event.target;
    if (!(target instanceof win.Element)) return null;
    const control = target.closest(`[${EARLY_TAP}]`);
    return control && !control.hasAttribute(EARLY_READY) && control.getAttribute('aria-disabled') !== 'true' ? control : null;
  };

  doc.addEventListener(
    'click',
    (event) => {
      const control = holding(event);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      hold(control, win);
    },
    true,
  );
  const stopIfHolding = (event: Event) => {
    if (holding(event)) event.stopPropagation();
  };
  for (const type of PRESS_EVENTS) doc.addEventListener(type, stopIfHolding, { capture: true, passive: true });
  const stopKeyIfHolding = (event: Event) => {
    if (event instanceof win.KeyboardEvent && PRESSING_KEYS.has(event.key)) stopIfHolding(event);
  };
  for (const type of KEY_EVENTS) doc.addEventListener(type, stopKeyIfHolding, { capture: true, passive: true });

  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof win.Element && field.hasAttribute(EARLY_INPUT) && !field.hasAttribute(EARLY_READY)) field.setAttribute(EARLY_PENDING, '');
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);

  // Once React owns the whole page (gatsby-browser marks <html data-hydrated>), a tap no control
  // waits for any more is let go of. Watched from here, so the page's bundles carry none of it.
  const hydrated = new win.MutationObserver(() => {
    if (!doc.documentElement.hasAttribute('data-hydrated')) return;
    hydrated.disconnect();
    dropPendingTaps(false, doc);
  });
  hydrated.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}

function clearWorking(action: string, doc: Document): void {
  for (const control of Array.from(doc.querySelectorAll(`[${EARLY_TAP}="${action}"]`))) {
    control.removeAttribute(EARLY_PENDING);
    control.removeAttribute('aria-busy');
  }
}

/** Takes the held tap if it is of this action, and clears the working state of its controls. */
export function takePendingTap(action: string, doc: Document = document): boolean {
  const taps = pendingTaps(doc.defaultView ?? window);
  const index = taps.indexOf(action);
  if (index < 0) return false;
  taps.splice(index, 1);
  clearWorking(action, doc);
  return true;
}

/**
 * Lets go of a held tap that can no longer be carried out, and of its controls' working state:
 * `all` when the page's code failed to load (no control will ever carry it out); otherwise, once the page has hydrated, a tap none of whose
 * controls still waits for its component (a control whose component waits for something else,
 * as the slider's arrows for their first render, keeps its tap).
 */
export function dropPendingTaps(all: boolean, doc: Document = document): void {
  const taps = pendingTaps(doc.defaultView ?? window);
  for (const action of taps.splice(0)) {
    const waiting = !all && doc.querySelector(`[${EARLY_TAP}="${action}"]:not([${EARLY_READY}])`);
    if (waiting) taps.push(action);
    else clearWorking(action, doc);
  }
}

/**
 * Marks fields as taken over by their component; true when any was changed before (the component
 * then reads the fields' values, which the browser kept).
 */
export function takeEarlyInput(fields: ReadonlyArray<Element | null>): boolean {
  let changed = false;
  for (const field of fields) {
    if (!field) continue;
    field.setAttribute(EARLY_READY, '');
    if (field.hasAttribute(EARLY_PENDING)) {
      field.removeAttribute(EARLY_PENDING);
      changed = true;
    }
  }
  return changed;
}
