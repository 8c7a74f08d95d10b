import React, { useCallback, useId, useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../../hooks/use-isomorphic-layout-effect';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import * as styles from './Dialog.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: React.ReactNode;
  /** Accessible name of the close button ("Close" in the page's language). */
  closeLabel: string;
  children: React.ReactNode;
  /** Where focus goes on close; by default the element that had focus when the dialog opened. */
  returnFocusRef?: React.RefObject<HTMLElement>;
  size?: 'medium' | 'wide';
  className?: string;
  testId?: string;
}


/**
 * While the dialog is open: everything outside it is inert (no focus, no clicks, hidden from
 * assistive technology) and the page behind does not scroll. On close exactly those changes are
 * undone and only then focus goes back, since an inert element cannot take focus.
 */
function useModalEnvironment(
  dialogRoot: React.RefObject<HTMLElement>,
  active: boolean,
  returnFocusRef: React.RefObject<HTMLElement> | undefined,
): void {
  useIsomorphicLayoutEffect(() => {
    const root = dialogRoot.current;
    if (!active || !root) return undefined;
    // Read before anything becomes inert: browsers move focus away from an inert element.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const changed = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== root && !element.hasAttribute('inert'),
    );
    changed.forEach((element) => element.setAttribute('inert', ''));
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      changed.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      // The return target as it is at closing time (the opener may have been re-rendered).
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const target = returnFocusRef?.current ?? opener;
      if (target && target.isConnected) target.focus();
    };
  }, [dialogRoot, active, returnFocusRef]);
}

/**
 * An accessible modal dialog: rendered at the end of <body>, focus moved in on open and back on
 * close, Tab kept inside, Escape and a click on the backdrop close it, the page behind is inert.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  returnFocusRef,
  size = 'medium',
  className,
  testId,
}: Props) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // A parent that passes a new onClose on every render must not make the focus trap restart
  // (it would pull focus back to the first control on each render).
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const close = useCallback(() => onCloseRef.current(), []);

  useModalEnvironment(backdropRef, open, returnFocusRef);
  useFocusTrap(panelRef, open, close);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    // A click on the backdrop is the pointer's shortcut; keyboards have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={backdropRef}
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${styles.panel} ${size === 'wide' ? styles.wide : ''} ${className ?? ''}`}
        data-testid={testId}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={closeLabel} data-testid="dialog-close">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
