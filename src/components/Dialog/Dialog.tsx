import React, { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../../hooks/use-modal-dialog';
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
 * A modal <dialog> at the end of <body> (so a form inside it is never inside the page's own form):
 * the browser keeps the page behind inert and hands focus in and back; Escape, the close button
 * and a press on the dimmed page close it.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const handlers = useModalDialog(dialogRef, open, onClose, returnFocusRef);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    // Keys and presses are the dialog's own: Tab kept inside, a press on the dimmed page closes it.
    <dialog ref={dialogRef} className={styles.backdrop} aria-labelledby={titleId} {...handlers}>
      <div className={`${styles.panel} ${size === 'wide' ? styles.wide : ''} ${className ?? ''}`} data-testid={testId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} data-testid="dialog-close">
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>,
    document.body,
  );
}
