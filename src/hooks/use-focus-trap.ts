import type { RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While `active`, Tab and Shift+Tab cycle inside the container, Escape calls `onEscape`,
 * and focus moves into the container when it opens. A layout effect, so the keys work from the
 * first frame the container is shown in: a passive effect ran tens of milliseconds later, and an
 * Escape pressed as the dialog appeared was lost.
 */
export function useFocusTrap(container: RefObject<HTMLElement>, active: boolean, onEscape: () => void): void {
  useIsomorphicLayoutEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    const focusables = () => {
      const all = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      // Hidden controls (a collapsed dropdown) are skipped; without layout information keep them all.
      const visible = all.filter((element) => element.getClientRects().length > 0);
      return visible.length > 0 ? visible : all;
    };
    const first = focusables()[0];
    first?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      } else if (!root.contains(document.activeElement)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [container, active, onEscape]);
}
