import React from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { useTextLanguage } from '../../hooks/use-text-language';
import type { Language } from '@efe/shared/constants';
import * as styles from './PageBanner.module.css';

interface Props {
  title: string;
  /** The title's language when it is not the page's (a post shown in English on an Arabic page). */
  titleLanguage?: Language | null;
  lead?: string;
  /** The contact button is hidden on the contact page itself. */
  showContactButton?: boolean;
  /** Where the contact button leads: a service page's chooses its service on the form. */
  contactPath?: string;
  /** Another button in its place (the contact page's leads to the booking page). */
  action?: { to: string; label: string };
}

function Star() {
  return (
    <svg className={styles.star} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2l2.9 6.5 7.1.7-5.3 4.8 1.5 7-6.2-3.6L5.8 21l1.5-7L2 9.2l7.1-.7z" fill="currentColor" />
    </svg>
  );
}

/** The shared inner-page banner: heading between two stars and a contact button. */
export function PageBanner({ title, titleLanguage = null, lead, showContactButton = true, contactPath = '/contact-us', action }: Props) {
  const { t } = useTranslation('common');
  const titleText = useTextLanguage(titleLanguage);
  return (
    <section className={styles.banner}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.titleRow}>
          <Star />
          <h1 className={styles.title} {...titleText}>
            {title}
          </h1>
          <Star />
        </div>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {action ? (
          <LocalizedLink to={action.to} className="button button--light">
            {action.label}
          </LocalizedLink>
        ) : showContactButton ? (
          <LocalizedLink to={contactPath} className="button button--light">
            {t('banner.contactButton')}
          </LocalizedLink>
        ) : null}
      </div>
    </section>
  );
}
