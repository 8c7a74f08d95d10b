import React from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceLinks } from './ServiceLinks';
import * as styles from './Header.module.css';

/**
 * "Services" in the phone menu: a <details> that the browser opens and closes in place, pushing the
 * links after it down, from the first paint on, with or without the page's code.
 */
export function ServicesDisclosure({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('common');
  return (
    <li className={styles.dropdown}>
      <details className={styles.disclosure}>
        <summary className={styles.link}>
          {t('nav.services')}
          <span className={styles.chevron} aria-hidden="true" />
        </summary>
        <ServiceLinks onNavigate={onNavigate} />
      </details>
    </li>
  );
}
