import { useEffect, type RefObject } from 'react';

/**
 * A form's send button is disabled while it sends, and the browser then drops the focus it had to
 * the page's body. When the answer is a message (a refusal, a failure), the message takes the
 * focus, so a keyboard or screen-reader user goes on from there, not from the top of the page.
 * Focus the visitor has put elsewhere meanwhile, or that the form gave a field, stays where it is.
 * `shown`: the message's state, a new value each time it is shown again.
 */
export function useFocusWhenLost(ref: RefObject<HTMLElement>, shown: unknown): void {
  useEffect(() => {
    const active = document.activeElement;
    if (shown && (active === null || active === document.body)) ref.current?.focus();
  }, [ref, shown]);
}
