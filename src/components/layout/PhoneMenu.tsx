import React, { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLinks } from './NavLinks';
import type { PageKind } from '@shared/language';
import { useModalDialog } from '../../hooks/use-modal-dialog';
import * as styles from './Header.module.css';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  pageKind: PageKind;
  /** The hamburger: focus goes back to it when the menu closes. */
  openerRef: React.RefObject<HTMLElement>;
}

/** Below 1150 px the navigation is a modal sidebar from the inline end over the dimmed page. */
export function PhoneMenu({ id, open, onClose, pageKind, openerRef }: Props) {
  const { t } = useTranslation('common');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const handlers = useModalDialog(dialogRef, open, onClose, openerRef);
  // Drawn on first opening and kept for the closing slide: the page's HTML has its links once.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    // Keys and presses are the dialog's own: Tab kept inside, a press on the dimmed page closes it.
    <dialog ref={dialogRef} id={id} className={styles.menu} aria-label={t('nav.label')} {...handlers}>
      {opened ? (
        <div className={styles.panel} data-testid="menu-panel">
          <button type="button" className={styles.closeButton} onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('nav.closeMenu')}</span>
          </button>
          <NavLinks onNavigate={onClose} inMenu />
          <LanguageSwitcher pageKind={pageKind} className={styles.switcher} />
        </div>
      ) : null}
    </dialog>
  );
}
