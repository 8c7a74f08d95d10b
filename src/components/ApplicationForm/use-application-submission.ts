import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { APPLICATION_FIELDS, type ApplicationField, type ApplicationValues } from '@efe/shared/application-schema';
import { SUCCESS_MESSAGE_MS, type Language } from '@efe/shared/constants';
import type { FieldMessages, SendOutcome } from '../form/use-checked-form';
import { applicationFormData } from './application-form-data';
import { isOneOf } from '@efe/shared/one-of';

export type SubmissionStatus =
  | { kind: 'idle' }
  | { kind: 'success' }
  /** The server answered and refused; `message` is the general line above the button. */
  | { kind: 'rejected'; message: string; canRetry: boolean }
  | { kind: 'unreachable'; reason: 'network' | 'timeout' };

function isApplicationField(key: string): key is ApplicationField {
  return isOneOf(APPLICATION_FIELDS, key);
}

/**
 * Sending an application (with the optional consent to a profile) and the line that tells what came of it; the success line goes after
 * SUCCESS_MESSAGE_MS.
 */
export function useApplicationSubmission(siteLanguage: Language, profileConsent: boolean) {
  const { t } = useTranslation('forms');
  const { t: tValidation } = useTranslation('validation');
  const [status, setStatus] = useState<SubmissionStatus>({ kind: 'idle' });

  useEffect(() => {
    if (status.kind !== 'success') return undefined;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status.kind]);

  async function send(values: ApplicationValues): Promise<SendOutcome<ApplicationField>> {
    setStatus({ kind: 'idle' });
    const result = await api.createApplication(applicationFormData(values, siteLanguage, profileConsent));
    if (result.ok) {
      setStatus({ kind: 'success' });
      return { accepted: true };
    }
    if (result.kind !== 'http') {
      setStatus({ kind: 'unreachable', reason: result.kind });
      return { accepted: false };
    }
    const fieldErrors: FieldMessages<ApplicationField> = {};
    for (const [key, message] of Object.entries(result.errors)) {
      if (isApplicationField(key) && typeof message === 'string') fieldErrors[key] = message;
    }
    const blamed = APPLICATION_FIELDS.some((field) => fieldErrors[field]);
    let message: string;
    if (result.status === 429) message = tValidation('rateLimited');
    // Refused before it was read, in the language its headers asked for: said here in the page's, with the files' limits.
    else if (result.status === 413) message = tValidation('bodyTooLarge');
    else if (result.errors.files) message = result.errors.files;
    else if (blamed) message = t('application.failure');
    // No field to blame (a server fault): say so and offer to try again.
    else message = t(['application.serverError', 'application.network']);
    // The same files would be refused again: no retry offered for them.
    setStatus({ kind: 'rejected', message, canRetry: !blamed && result.status !== 413 });
    return { accepted: false, fieldErrors };
  }

  return {
    status,
    send,
    /** Back to no status line (the form found errors of its own). */
    settle: () => setStatus({ kind: 'idle' }),
  };
}
