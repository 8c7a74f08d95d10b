import React, { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from '@efe/shared/brand/Logo';
import { NavLinks } from './NavLinks';
import { PhoneMenu } from './PhoneMenu';
import type { PageKind } from '@efe/shared/language';
import * as styles from './Header.module.css';

interface Props {
  pageKind: PageKind;
}

export function Header({ pageKind }: Props) {
  const { t } = useTranslation('common');
  const menuId = useId();

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

        {/* Opens the menu by itself (a popover's button), before and without the page's code. */}
        <button type="button" className={styles.menuButton} aria-controls={menuId} popovertarget={menuId}>
          <span className={styles.hamburger} aria-hidden="true" />
          <span className="visually-hidden">{t('nav.openMenu')}</span>
        </button>
        <PhoneMenu id={menuId} pageKind={pageKind} />

        <div className={styles.inline}>
          <NavLinks />
          <LanguageSwitcher pageKind={pageKind} className={styles.switcher} />
        </div>
      </div>
    </header>
  );
}
