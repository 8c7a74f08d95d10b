import React, { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHORTLIST_REASON_MAX_LENGTH, type ShortlistAnswer } from '@efe/shared/contract/engagement';
import type { PublicShortlist, ShortlistCandidate } from '@efe/shared/contract/shortlist';
import { isPublicShortlist } from '@efe/shared/contract/shortlist-checks';
import { propertyOf } from '@efe/shared/read-unknown';
import { usePageLanguage } from '../../hooks/use-page-language';
import { ProfileSummary } from '../profile/ProfileSummary';
import { shortlistApi } from './shortlist-api';
import * as styles from './Shortlist.module.css';

interface Props {
  candidate: ShortlistCandidate;
  /** The link's key: every call carries it in its body. */
  token: string;
  /** The shortlist as the server answered after an answer. */
  onAnswered(shortlist: PublicShortlist): void;
}

type Step = 'shown' | 'declining' | 'changing';

/**
 * One shortlisted candidate as her card on the site shows her, her CV (fetched through the link
 * and handed to the browser as a file), and the family's answer: "We'd like to interview" at once,
 * "Not for us" with a reason; an answer given may be changed while the search is open.
 */
export function ShortlistCard({ candidate, token, onAnswered }: Props) {
  const { t } = useTranslation('shortlist');
  const language = usePageLanguage();
  const [step, setStep] = useState<Step>('shown');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cv, setCv] = useState<'idle' | 'opening' | 'failed'>('idle');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const name = `${candidate.first_name} ${candidate.last_name}`;

  const send = async (answer: ShortlistAnswer) => {
    setBusy(true);
    setProblem(null);
    const result = await shortlistApi.answer(token, language, candidate.id, answer, answer === 'decline' ? reason.trim() : '');
    setBusy(false);
    const shortlist = result.ok ? propertyOf(result.data, 'data') : null;
    if (result.ok && isPublicShortlist(shortlist)) {
      setStep('shown');
      onAnswered(shortlist);
      // The answer, as it now stands, takes the focus.
      requestAnimationFrame(() => statusRef.current?.focus());
      return;
    }
    setProblem(result.ok ? t('failure') : result.kind === 'http' ? (result.errors.reason ?? result.message) : t('network'));
    if (answer === 'decline') reasonRef.current?.focus();
  };

  const openCv = async () => {
    setCv('opening');
    const result = await shortlistApi.cv(token, language, candidate.id);
    if (!result.ok) {
      setCv('failed');
      return;
    }
    setCv('idle');
    const url = URL.createObjectURL(result.file);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${name}.pdf`;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Long enough for the browser to take the file; the object URL then lets its bytes go.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const answered = candidate.answer !== null && step === 'shown';
  return (
    <article className={styles.card} aria-labelledby={`${id}-name`} data-testid="shortlist-candidate">
      <ProfileSummary profile={candidate} ns="shortlist" heading="h2" headingId={`${id}-name`} />
      <div className={styles.actions}>
        {candidate.has_cv ? (
          <button type="button" className="button button--ghost" disabled={cv === 'opening'} onClick={() => void openCv()} data-testid="open-cv">
            {cv === 'opening' ? t('openingCv') : t('openCv')}
          </button>
        ) : (
          <p className={styles.note}>{t('noCv')}</p>
        )}
        {cv === 'failed' ? (
          <p className="problem-note" role="alert">
            {t('cvFailed')}
          </p>
        ) : null}
      </div>

      <div className={styles.answer}>
        <p ref={statusRef} tabIndex={-1} role="status" data-testid="shortlist-answer" className={styles.answered}>
          {answered && candidate.answer === 'interview' ? t('answeredInterview') : null}
          {answered && candidate.answer === 'decline' ? t('answeredDecline') : null}
        </p>
        {answered && candidate.answer === 'decline' && candidate.reason ? (
          <blockquote dir="auto" className={styles.reason}>
            {candidate.reason}
          </blockquote>
        ) : null}
        {answered ? (
          <p>
            <button type="button" className="button button--ghost" onClick={() => setStep('changing')} data-testid="change-answer">
              {t('change')}
            </button>
          </p>
        ) : step === 'declining' ? (
          <form
            className={styles.declineForm}
            // The page's own message, in its language, as the site's other forms: not the browser's bubble in its own.
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim() === '') {
                setProblem(t('shortlist.reasonRequired', { ns: 'validation' }));
                reasonRef.current?.focus();
                return;
              }
              void send('decline');
            }}
          >
            <label htmlFor={`${id}-reason`}>{t('reasonLabel')}</label>
            <span id={`${id}-hint`} className={styles.note}>
              {t('reasonHint')}
            </span>
            <textarea
              ref={reasonRef}
              id={`${id}-reason`}
              rows={3}
              maxLength={SHORTLIST_REASON_MAX_LENGTH}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
              aria-invalid={problem ? true : undefined}
              data-testid="decline-reason"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the family's own click on "Not for us": the field is what they asked for.
              autoFocus
            />
            {problem ? (
              <p id={`${id}-problem`} className="problem-note" role="alert">
                {problem}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="submit" className="button" disabled={busy} data-testid="send-decline">
                {busy ? t('sending') : t('send')}
              </button>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => setStep(candidate.answer ? 'shown' : 'changing')}>
                {t('cancel')}
              </button>
            </div>
          </form>
        ) : (
          <>
            <div className={styles.actions}>
              <button type="button" className="button" disabled={busy} onClick={() => void send('interview')} data-testid="answer-interview">
                {busy ? t('sending') : t('interview')}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => {
                  setProblem(null);
                  setStep('declining');
                }}
                data-testid="answer-decline"
              >
                {t('decline')}
              </button>
            </div>
            {problem ? (
              <p className="problem-note" role="alert">
                {problem}
              </p>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}
