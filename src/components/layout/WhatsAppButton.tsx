import React from 'react';
import { useTranslation } from 'react-i18next';
import { useTuckedWhileReading } from '../../hooks/use-tucked-while-reading';
import { whatsappUrl } from '../../lib/contact-links';
import * as styles from './WhatsAppButton.module.css';

export function WhatsAppButton() {
  const { t } = useTranslation('common');
  const tucked = useTuckedWhileReading();
  return (
    <a className={tucked ? `${styles.button} ${styles.tucked}` : styles.button} href={whatsappUrl()} target="_blank" rel="noopener noreferrer" data-testid="whatsapp-button">
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.icon}>
        <path
          fill="currentColor"
          d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6c-2 0-4-.6-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.7c-.3-.6.3-.5 1-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.9 1 3.9.8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.1-.3-.2-.7-.4z"
        />
      </svg>
      <span className="visually-hidden">
        {t('whatsappButton')} {t('opensInNewTab')}
      </span>
    </a>
  );
}
