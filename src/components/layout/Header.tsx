import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from '@shared/brand/Logo';
import { NavLinks } from './NavLinks';
import { PhoneMenu } from './PhoneMenu';
import { MOBILE_NAV_BREAKPOINT_PX } from '@shared/constants';
import type { PageKind } from '@shared/language';
import * as styles from './Header.module.css';

interface Props {
  pageKind: PageKind;
}

export function Header({ pageKind }: Props) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Leaving the phone layout (rotation, resize) must not leave an invisible open menu behind.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_NAV_BREAKPOINT_PX}px)`);
    const onChange = () => query.matches && setMenuOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <LocalizedLink to="/" className={styles.brand}>
          <Logo className={styles.logo} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{t('brand')}</span>
            <span className={styles.brandTagline}>{t('brandTagline')}</span>
          </span>
        </LocalizedLink>

        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(true)}
        >
          <span className={styles.hamburger} aria-hidden="true" />
          <span className="visually-hidden">{t('nav.openMenu')}</span>
        </button>
        <PhoneMenu id={menuId} open={menuOpen} onClose={closeMenu} pageKind={pageKind} openerRef={menuButtonRef} />

        <div className={styles.inline}>
          <NavLinks />
          <LanguageSwitcher pageKind={pageKind} className={styles.switcher} />
        </div>
      </div>
    </header>
  );
}
