import React from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ContactForm.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The submit button: it was disabled while sending and lost focus, so focus goes back there. */
  submitRef: React.RefObject<HTMLButtonElement>;
}

/** "Thank you!" once a message is stored. */
export function ContactThanks({ open, onClose, submitRef }: Props) {
  const { t } = useTranslation('forms', { keyPrefix: 'contact' });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('successTitle')}
      closeLabel={t('close')}
      returnFocusRef={submitRef}
      testId="contact-success-dialog"
    >
      <div className={styles.thanks}>
        <span className={styles.thanksIcon} aria-hidden="true">
          ✓
        </span>
        <p className={styles.thanksText}>{t('successText')}</p>
      </div>
    </Dialog>
  );
}
