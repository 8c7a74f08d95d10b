import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { APPLICATION_FIELDS, type ApplicationField, type ApplicationValues } from '../../lib/application-schema';
import { SUCCESS_MESSAGE_MS, type Language } from '../../lib/constants';
import { applicationFormData } from './application-form-data';

export type SubmissionStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success' }
  /** The server answered and refused; `message` is the general line above the button. */
  | { kind: 'rejected'; message: string; canRetry: boolean }
  | { kind: 'unreachable'; reason: 'network' | 'timeout' };

export type FieldMessages = Partial<Record<ApplicationField, string>>;

function isApplicationField(key: string): key is ApplicationField {
  return (APPLICATION_FIELDS as readonly string[]).includes(key);
}

/**
 * Sending an application and what came of it: the status line, the server's message per field,
 * and the success line, which goes after SUCCESS_MESSAGE_MS.
 */
export function useApplicationSubmission(siteLanguage: Language) {
  const { t } = useTranslation('forms');
  const { t: tValidation } = useTranslation('validation');
  const [status, setStatus] = useState<SubmissionStatus>({ kind: 'idle' });
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});

  useEffect(() => {
    if (status.kind !== 'success') return undefined;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), SUCCESS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status.kind]);

  /** Sends the answers; resolves to whether they were accepted and, if refused, the first field blamed. */
  async function send(values: ApplicationValues): Promise<{ accepted: boolean; firstRefused?: ApplicationField }> {
    setStatus({ kind: 'sending' });
    const result = await api.createApplication(applicationFormData(values, siteLanguage));
    if (result.ok) {
      setServerErrors({});
      setStatus({ kind: 'success' });
      return { accepted: true };
    }
    if (result.kind !== 'http') {
      setStatus({ kind: 'unreachable', reason: result.kind });
      return { accepted: false };
    }
    const fieldErrors: FieldMessages = {};
    for (const [key, message] of Object.entries(result.errors)) {
      if (isApplicationField(key) && typeof message === 'string') fieldErrors[key] = message;
    }
    setServerErrors(fieldErrors);
    const first = APPLICATION_FIELDS.find((field) => fieldErrors[field]);
    let message: string;
    if (result.status === 429) message = tValidation('rateLimited');
    else if (result.errors.files) message = result.errors.files;
    else if (first) message = t('application.failure');
    // No field to blame (a server fault): say so and offer to try again.
    else message = t(['application.serverError', 'application.network']);
    setStatus({ kind: 'rejected', message, canRetry: !first });
    return { accepted: false, firstRefused: first };
  }

  return {
    status,
    serverErrors,
    send,
    /** Back to no status line (the form found errors of its own). */
    settle: () => setStatus({ kind: 'idle' }),
    clearServerErrors: () => setServerErrors({}),
    /** The visitor changed the field the server refused: its message goes. */
    forgetServerError: (field: ApplicationField) => {
      if (serverErrors[field]) setServerErrors(({ [field]: _removed, ...rest }) => rest);
    },
  };
}
