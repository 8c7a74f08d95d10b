import React, { useRef } from 'react';
import { useFocusWhenLost } from '../../hooks/use-focus-when-lost';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner/Spinner';
import { PrivacyNote } from '../form/PrivacyNote';
import type { SubmissionStatus } from './use-application-submission';
import * as styles from './ApplicationForm.module.css';

interface Props {
  status: SubmissionStatus;
  sending: boolean;
  onRetry: () => void;
}

/**
 * The end of the career form: what went wrong (refused, or never answered, with a retry), the
 * send button with its spinner, the privacy note, and the thank-you read out when it is sent.
 */
export function ApplicationOutcome({ status, sending, onRetry }: Props) {
  const { t } = useTranslation('forms');
  const failureText =
    status.kind === 'rejected'
      ? status.message
      : status.kind === 'unreachable'
        ? t(status.reason === 'timeout' ? 'application.timeout' : 'application.network')
        : null;
  const canRetry = status.kind === 'unreachable' || (status.kind === 'rejected' && status.canRetry);
  const failureRef = useRef<HTMLDivElement>(null);
  useFocusWhenLost(failureRef, failureText === null ? null : status);

  return (
    <>
      <div ref={failureRef} tabIndex={failureText === null ? undefined : -1} role="alert" className={styles.failure} data-testid="application-failure">
        {failureText}
      </div>
      {canRetry ? (
        <button type="button" className="button button--ghost" onClick={onRetry} data-testid="application-retry">
          {t('application.retry')}
        </button>
      ) : null}

      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.submit}`} disabled={sending} data-testid="application-submit">
          {sending ? <Spinner variant="onButton" /> : null}
          {sending ? t('application.sending') : t('application.submit')}
        </button>
      </div>
      <PrivacyNote text={t('application.privacy')} />

      <div role="status" className={styles.success} data-testid="application-success">
        {status.kind === 'success' ? t('application.success') : null}
      </div>
    </>
  );
}
