import { useEffect, useRef, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/use-isomorphic-layout-effect';

const FOCUS_KEY = 'focusKey';

function focusKeyOf(target: EventTarget | Element | null): string | null {
  return target instanceof HTMLElement ? (target.dataset[FOCUS_KEY] ?? null) : null;
}

/**
 * The slider remounts whenever `remountKey` changes (Testimonials: react-slick reads its settings
 * only on mount), and that happens right after hydration, which now starts when a keyboard user
 * tabs into the section (components/Deferred). The focused arrow would be thrown away with the old
 * slider and focus fall to <body>. This puts it back on the control with the same `data-focus-key`,
 * unless the visitor had already moved on.
 */
export function useFocusKeptAcrossRemount(section: RefObject<HTMLElement>, remountKey: string): void {
  const focused = useRef<string | null>(null);

  useEffect(() => {
    const element = section.current;
    if (!element) return undefined;
    // Focus may have arrived before this code ran, on the server-rendered button.
    if (element.contains(document.activeElement)) focused.current = focusKeyOf(document.activeElement);
    const onFocusIn = (event: FocusEvent) => (focused.current = focusKeyOf(event.target));
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) focused.current = null;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && element.contains(event.target))) focused.current = null;
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [section]);

  useIsomorphicLayoutEffect(() => {
    const element = section.current;
    const key = focused.current;
    if (!element || !key) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    element.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)?.focus();
  }, [remountKey, section]);
}
