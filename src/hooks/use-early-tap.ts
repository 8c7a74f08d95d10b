import { useEffect, type RefObject } from 'react';
import { EARLY_READY, EARLY_TAP, takePendingTap } from '../lib/early-actions';

/**
 * Hands a `data-early-tap` control to its component once `ready` (its handler can act): from then
 * on a tap reaches the handler, and a tap held since the first paint (lib/early-actions) is carried
 * out now, once. Runs after every render, so a control drawn anew is handed over too.
 */
export function useEarlyTap(ref: RefObject<HTMLElement>, ready = true): void {
  useEffect(() => {
    const control = ref.current;
    if (!control || !ready || control.hasAttribute(EARLY_READY)) return;
    control.setAttribute(EARLY_READY, '');
    const action = control.getAttribute(EARLY_TAP);
    if (action && takePendingTap(action)) control.click();
  });
}
