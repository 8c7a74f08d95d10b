import React, { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavLinks } from './NavLinks';
import type { PageKind } from '@efe/shared/language';
import { hidePopover } from '../../lib/popover';
import * as styles from './Header.module.css';

const POPOVER_FOCUS = { autofocus: '' };

interface Props {
  id: string;
  pageKind: PageKind;
}

/**
 * Below 1150 px the navigation is a sidebar from the inline end over the dimmed page: an HTML
 * popover in the page's HTML, which the hamburger opens and its × closes (`popovertarget`), so it
 * works from the first paint, with or without the page's code. The browser puts it over the page,
 * moves focus to its × (`autofocus`), closes it on Escape or a press on the dimmed page and gives
 * focus back to the hamburger. A popover, not a modal dialog: opening a modal makes the whole page
 * inert, which costs a phone 3 to 5 times as long as showing the popover, and the tap waits for it.
 * Without scripts, CSS hides the page behind the open menu, so Tab stays in it (Header.module.css).
 * Scripts add what the platform does not. The inline script
 * in <head>, from the first paint on: Tab goes round inside (lib/menu-tab-trap), and only then, as
 * the page behind is out of Tab's reach, the menu says it is modal (`aria-modal`, set by that
 * script, never in the HTML: with scripts off it is a popover over a hidden page, and says no
 * more); leaving the phone layout closes it
 * (lib/phone-layout-exit). Both find it as the header's one <dialog> (lib/phone-menu). The page's
 * code: following a link closes it.
 */
export function PhoneMenu({ id, pageKind }: Props) {
  const { t } = useTranslation('common');
  const menuRef = useRef<HTMLDialogElement>(null);
  const close = useCallback(() => hidePopover(menuRef.current), []);

  return (
    <dialog
      ref={menuRef}
      id={id}
      popover="auto"
      className={styles.menu}
      aria-label={t('nav.label')}
      data-testid="menu-panel"
      // The inline script may have added aria-modal before React takes the page over.
      suppressHydrationWarning
    >
      {/*
        The attribute where the browser puts focus when the visitor opens the menu (a popover's own
        focusing), written as is: React's autoFocus would focus it on mount and leave no attribute.
      */}
      <button type="button" className={styles.closeButton} popovertarget={id} popovertargetaction="hide" aria-label={t('nav.closeMenu')} {...POPOVER_FOCUS}>
        <span aria-hidden="true">×</span>
      </button>
      <NavLinks onNavigate={close} inMenu />
      <LanguageSwitcher pageKind={pageKind} className={styles.switcher} />
    </dialog>
  );
}
