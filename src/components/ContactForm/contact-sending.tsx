/**
 * Sending a contact message, shared by the contact form and a candidate's "Ask about …": the
 * request in the page's language with the visit's source, what went wrong shown above the send
 * button, and a retry that keeps every value.
 */
import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { CONTACT_FIELDS, trimContactValues, type ContactField, type ContactFormValues } from '@efe/shared/contact-schema';
import { usePageLanguage } from '../../hooks/use-page-language';
import { knownFieldMessages, type SendOutcome } from '../form/use-checked-form';
import { SendStatus, type SendProblem } from '../form/SendStatus';


const HTTP_TOO_MANY_REQUESTS = 429;


/** `candidateId`: the message asks about this candidate. */
export function useContactSending(candidateId?: number) {
  const { t } = useTranslation('forms', { keyPrefix: 'contact' });
  const { t: tValidation } = useTranslation('validation');
  const language = usePageLanguage();
  const [problem, setProblem] = useState<SendProblem>(null);
  const retryRef = useRef<HTMLButtonElement>(null);

  // The retry button appears after the submit button was disabled (and lost focus): take focus there.
  useEffect(() => {
    if (problem?.kind === 'unreachable') retryRef.current?.focus();
  }, [problem]);

  const send = async (values: ContactFormValues): Promise<SendOutcome<ContactField>> => {
    setProblem(null);
    const about = candidateId === undefined ? {} : { candidate_id: candidateId };
    const result = await api.sendContactMessage({ ...trimContactValues(values), site_language: language, ...about });
    if (result.ok) return { accepted: true };
    if (result.kind === 'http') {
      const message = result.status === HTTP_TOO_MANY_REQUESTS ? tValidation('rateLimited') : t('failure');
      setProblem({ kind: 'rejected', message });
      return { accepted: false, fieldErrors: knownFieldMessages(CONTACT_FIELDS, result.errors) };
    }
    // Network failure or timeout: the values stay in the form, and a retry sends them again.
    setProblem({ kind: 'unreachable' });
    return { accepted: false };
  };

  return { problem, retryRef, send };
}

interface StatusProps {
  sending: ReturnType<typeof useContactSending>;
  busy: boolean;
  onRetry: () => void;
  className: string;
}

/** The last attempt's problem: refused (with the reason) or unreachable (with "Try again"). */
export function ContactSendStatus({ sending: { problem, retryRef }, busy, onRetry, className }: StatusProps) {
  const { t } = useTranslation('forms', { keyPrefix: 'contact' });
  return (
    <SendStatus
      problem={problem}
      retryRef={retryRef}
      busy={busy}
      onRetry={onRetry}
      className={className}
      networkText={t('network')}
      retryText={t('retry')}
      testIdPrefix="contact"
    />
  );
}
