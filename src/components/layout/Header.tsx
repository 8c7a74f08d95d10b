import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { HEADER_SERVICE_SLUGS } from '../../lib/routes';
import { MOBILE_NAV_BREAKPOINT_PX } from '../../lib/constants';
import type { PageKind } from '../../lib/language';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import * as styles from './Header.module.css';

interface Props {
  pageKind: PageKind;
}

const MAIN_LINKS = [
  { to: '/', key: 'home' },
  { to: '/about-us', key: 'about' },
] as const;
const MORE_LINKS = [
  { to: '/blogs', key: 'blogs' },
  { to: '/contact-us', key: 'contact' },
  { to: '/candidate-details', key: 'candidates' },
] as const;

export function Header({ pageKind }: Props) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const servicesRef = useRef<HTMLLIElement>(null);
  const servicesButtonRef = useRef<HTMLButtonElement>(null);
  const servicesListId = useId();
  const panelId = useId();

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    setServicesOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  useFocusTrap(panelRef, menuOpen, closeMenu);

  // Keep the page behind the open sidebar out of reach of keyboard and screen readers.
  useEffect(() => {
    const outside = Array.from(document.querySelectorAll<HTMLElement>('[data-inert-when-menu-open]'));
    outside.forEach((element) => (element.inert = menuOpen));
    document.body.classList.toggle('menu-open', menuOpen);
    return () => {
      outside.forEach((element) => (element.inert = false));
      document.body.classList.remove('menu-open');
    };
  }, [menuOpen]);

  // The desktop dropdown closes on a click elsewhere or Escape.
  useEffect(() => {
    if (!servicesOpen) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!(event.target instanceof Node && servicesRef.current?.contains(event.target))) setServicesOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || menuOpen) return;
      // Focus on a link of the closing list would fall to <body>: keep the visitor's place.
      if (servicesRef.current?.contains(document.activeElement)) servicesButtonRef.current?.focus();
      setServicesOpen(false);
    };
    document.addEventListener('click', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [servicesOpen, menuOpen]);

  // Leaving the mobile layout (rotation, resize) must not leave an invisible open menu behind.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_NAV_BREAKPOINT_PX}px)`);
    const onChange = () => query.matches && setMenuOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const onNavigate = () => {
    setMenuOpen(false);
    setServicesOpen(false);
  };

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <LocalizedLink to="/" className={styles.brand} onClick={onNavigate}>
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
          aria-controls={panelId}
          onClick={() => setMenuOpen(true)}
        >
          <span className={styles.hamburger} aria-hidden="true" />
          <span className="visually-hidden">{t('nav.openMenu')}</span>
        </button>

        <div
          className={`${styles.overlay} ${menuOpen ? styles.overlayVisible : ''}`}
          onClick={closeMenu}
          aria-hidden="true"
          data-testid="menu-overlay"
        />

        <div
          ref={panelRef}
          id={panelId}
          className={`${styles.panel} ${menuOpen ? styles.panelOpen : ''}`}
          role={menuOpen ? 'dialog' : undefined}
          aria-modal={menuOpen ? true : undefined}
          aria-label={menuOpen ? t('nav.label') : undefined}
        >
          <button type="button" className={styles.closeButton} onClick={closeMenu}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('nav.closeMenu')}</span>
          </button>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.links}>
              {MAIN_LINKS.map((link) => (
                <li key={link.key}>
                  <LocalizedLink to={link.to} className={styles.link} activeClassName={styles.active} onClick={onNavigate}>
                    {t(`nav.${link.key}`)}
                  </LocalizedLink>
                </li>
              ))}
              <li
                ref={servicesRef}
                className={`${styles.dropdown} ${servicesOpen ? styles.dropdownOpen : ''}`}
                onBlur={(event) => {
                  // Tabbing past the last service closes the list, as a click elsewhere does.
                  if (!menuOpen && !servicesRef.current?.contains(event.relatedTarget)) setServicesOpen(false);
                }}
              >
                <button
                  ref={servicesButtonRef}
                  type="button"
                  className={styles.link}
                  aria-expanded={servicesOpen}
                  aria-controls={servicesListId}
                  onClick={() => setServicesOpen((open) => !open)}
                >
                  {t('nav.services')}
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
                <ul id={servicesListId} className={styles.dropdownList}>
                  {HEADER_SERVICE_SLUGS.map((slug) => (
                    <li key={slug}>
                      <LocalizedLink to={`/${slug}`} className={styles.dropdownLink} activeClassName={styles.active} onClick={onNavigate}>
                        {t(`serviceNames.${slug}`)}
                      </LocalizedLink>
                    </li>
                  ))}
                </ul>
              </li>
              {MORE_LINKS.map((link) => (
                <li key={link.key}>
                  <LocalizedLink
                    to={link.to}
                    className={styles.link}
                    activeClassName={styles.active}
                    partiallyActive={link.to === '/blogs'}
                    onClick={onNavigate}
                  >
                    {t(`nav.${link.key}`)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitcher pageKind={pageKind} className={styles.switcher} />
        </div>
      </div>
    </header>
  );
}
