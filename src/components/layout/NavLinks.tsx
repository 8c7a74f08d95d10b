import React from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { ServicesDisclosure } from './ServicesDisclosure';
import { ServicesPopover } from './ServicesPopover';
import * as styles from './Header.module.css';

const MAIN_LINKS = [
  { to: '/', key: 'home' },
  { to: '/about-us', key: 'about' },
] as const;
const MORE_LINKS = [
  { to: '/blogs', key: 'blogs' },
  { to: '/contact-us', key: 'contact' },
  { to: '/candidate-details', key: 'candidates' },
] as const;

interface Props {
  onNavigate?: () => void;
  /** The phone menu's services open in place (a <details>); the header bar's drop down over the page (a popover). */
  inMenu?: boolean;
}

/** The site's main navigation, in the header bar on wide screens and in the phone menu. */
export function NavLinks({ onNavigate = () => undefined, inMenu = false }: Props) {
  const { t } = useTranslation('common');
  const linkTo = (link: (typeof MAIN_LINKS)[number] | (typeof MORE_LINKS)[number]) => (
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
  );
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={styles.links}>
        {MAIN_LINKS.map(linkTo)}
        {inMenu ? <ServicesDisclosure onNavigate={onNavigate} /> : <ServicesPopover onNavigate={onNavigate} />}
        {MORE_LINKS.map(linkTo)}
      </ul>
    </nav>
  );
}
