import { useEffect } from 'react';

/** What a visitor does on her way to a control: the page scrolled, a touch, a key, the mouse moved. */
const GESTURES = ['scroll', 'touchstart', 'pointerdown', 'pointermove', 'keydown'] as const;

/**
 * Calls `prepare` once, in a task of its own when the browser is idle, after the visitor's first
 * gesture on the page. For code a control will need (a candidate's profile): fetched and evaluated
 * before she reaches the control, not in the task of her tap, and still not part of the first view
 * of a visitor who does nothing. `prepare` must keep its identity (a useCallback).
 */
export function useAfterFirstGesture(prepare: () => void): void {
  useEffect(() => {
    let idle: number | undefined;
    let timer: number | undefined;
    const listen = (on: boolean) => {
      for (const type of GESTURES) {
        if (on) window.addEventListener(type, start, { capture: true, passive: true });
        else window.removeEventListener(type, start, { capture: true });
      }
    };
    function start() {
      listen(false);
      // Safari has no requestIdleCallback: a task of its own, then.
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => prepare(), { timeout: 2000 });
      else timer = window.setTimeout(prepare, 0);
    }
    listen(true);
    return () => {
      listen(false);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [prepare]);
}
