import React from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../LocalizedLink';
import { PRIVACY_PATH } from '@efe/shared/routes';
import * as styles from './PrivacyNote.module.css';

/** The line under a form's send button: what the details are for, and the privacy notice. */
export function PrivacyNote({ text }: { text: string }) {
  const { t } = useTranslation('forms');
  return (
    <p className={styles.note}>
      {text} <LocalizedLink to={PRIVACY_PATH}>{t('privacyLink')}</LocalizedLink>
    </p>
  );
}
