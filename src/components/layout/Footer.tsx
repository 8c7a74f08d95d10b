import React, { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { Logo } from '@efe/shared/brand/Logo';
import { BUSINESS, CONTACT } from '@efe/shared/constants';
import { whatsappUrl } from '../../lib/contact-links';
import { PRIVACY_PATH } from '@efe/shared/routes';
import * as styles from './Footer.module.css';

const EXPLORE = [
  { to: '/', key: 'home' },
  { to: '/about-us', key: 'about' },
  { to: '/contact-us', key: 'contact' },
  { to: '/blogs', key: 'blogs' },
] as const;

/** In the order the footer lists them; each has its link in CONTACT.social and its name in footer.social. */
const SOCIAL_NETWORKS = ['instagram', 'facebook', 'linkedin'] as const satisfies ReadonlyArray<keyof typeof CONTACT.social>;

/** The year is re-read in the browser so a page built last year still shows this year. */
function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

export function Footer() {
  const { t } = useTranslation('common');
  const year = useCurrentYear();
  const newTab = t('opensInNewTab');

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <LocalizedLink to="/" className={styles.brand}>
            <Logo className={styles.logo} />
            <span>{t('brand')}</span>
          </LocalizedLink>
          <p>{t('footer.about', { yearsExperience: BUSINESS.yearsExperience })}</p>
          <h2 className={styles.heading}>{t('footer.followUs')}</h2>
          <ul className={styles.social}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a href={CONTACT.social[network]} target="_blank" rel="noopener noreferrer">
                  {t(`footer.social.${network}`)}
                  <span className="visually-hidden"> {newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>{t('footer.contactTitle')}</h2>
          <dl className={styles.contact}>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={`tel:${CONTACT.phoneE164}`} dir="ltr">
                {CONTACT.phoneDisplay}
              </a>
            </dd>
            <dt>{t('footer.whatsapp')}</dt>
            <dd>
              <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" dir="ltr">
                {CONTACT.whatsappDisplay}
              </a>
            </dd>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            </dd>
            <dt>{t('footer.addressTitle')}</dt>
            <dd>
              <address>{t('footer.address')}</address>
              <a href={CONTACT.mapsUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.maps')}
                <span className="visually-hidden"> {newTab}</span>
              </a>
            </dd>
          </dl>
        </div>

        <nav aria-labelledby="footer-explore">
          <h2 className={styles.heading} id="footer-explore">
            {t('footer.explore')}
          </h2>
          <ul className={styles.explore}>
            {EXPLORE.map((link) => (
              <li key={link.key}>
                <LocalizedLink to={link.to}>{t(`nav.${link.key}`)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p data-testid="copyright">{t('footer.copyright', { year })}</p>
          <LocalizedLink to={PRIVACY_PATH} className={styles.privacy}>
            {t('footer.privacy')}
          </LocalizedLink>
        </div>
      </div>
    </footer>
  );
}
