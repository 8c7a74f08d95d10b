import { useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';
import { keepTabInside } from '../lib/keep-tab-inside';

interface ModalDialogHandlers {
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /** A press on the dialog element itself, outside its panel, is a press on the dimmed page. */
  onMouseDown: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * Shows the <dialog> as a modal while `open` is true, in the same frame it is drawn (a layout
 * effect: an Escape pressed as it appears is not lost). The browser then keeps the page behind
 * inert, moves focus in, closes it on Escape and gives focus back to where it was; `onClosed` tells
 * the owner when the browser closed it. When the owner closes it, focus goes to `returnFocusRef`
 * if given (the opener may have been drawn anew meanwhile).
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement>,
  open: boolean,
  onClosed: () => void,
  returnFocusRef?: RefObject<HTMLElement>,
): ModalDialogHandlers {
  // A parent passing a new function on every render must not reopen the dialog.
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;

  useIsomorphicLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const closedByBrowser = () => onClosedRef.current();
    dialog.addEventListener('close', closedByBrowser);
    if (!dialog.open) dialog.showModal();
    return () => {
      // Removed first: closing it here is the owner's own doing, not news to report back.
      dialog.removeEventListener('close', closedByBrowser);
      if (dialog.open) dialog.close();
    };
  }, [dialogRef, open]);

  // Focus goes back in an effect, not in the closing above: React puts focus back on the control
  // that had it before a commit (the menu's close button, still in the page) after the commit's
  // changes and their clean-ups, but before this runs.
  const wasOpen = useRef(false);
  useIsomorphicLayoutEffect(() => {
    if (open || !wasOpen.current) {
      wasOpen.current = open;
      return;
    }
    wasOpen.current = false;
    const target = returnFocusRef?.current;
    if (target?.isConnected) target.focus();
  }, [open, returnFocusRef]);

  return {
    onKeyDown: keepTabInside,
    onMouseDown: (event) => {
      if (event.target === event.currentTarget) onClosedRef.current();
    },
  };
}
