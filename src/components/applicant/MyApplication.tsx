import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPublicApplication } from '@efe/shared/contract/applicant-checks';
import type { PublicApplication } from '@efe/shared/contract/applicant';
import { isPrivateKey } from '@efe/shared/contract/private-key';
import { PROFILE_CONSENT_VERSIONS, consentStands, profileConsentKey } from '@efe/shared/profile-consent';
import { isOneOf } from '@efe/shared/one-of';
import { propertyOf } from '@efe/shared/read-unknown';
import { usePageLanguage } from '../../hooks/use-page-language';
import type { ApiResult } from '../../lib/api-client';
import { applicantApi } from './applicant-api';
import { mayRetry } from '../../lib/may-retry';
import { privateKeyOfPage } from '../../lib/private-link-key';
import { visitorDate, visitorTimeZone } from '../../lib/visitor-clock';
import { Spinner } from '../Spinner/Spinner';
import { standIn } from '../booking/isolated-values';
import { ReachUs } from '../form/ReachUs';
import { WhatFamiliesSee } from './WhatFamiliesSee';
import { useValueLabels } from '../candidates/use-value-labels';
import * as styles from './MyApplication.module.css';

type Loaded =
  | { state: 'loading' }
  | { state: 'noLink' }
  | { state: 'failed'; message: string; retry: boolean }
  | { state: 'ready'; application: PublicApplication }
  | { state: 'erased' };
/** What is asked once more before it is done. */
type Question = 'withdraw' | 'erase' | null;
/** `wasShown`: the profile was on the website when the consent was withdrawn, so it is leaving it now. */
type Outcome = { kind: 'withdrawn'; wasShown: boolean } | { kind: 'problem'; message: string } | null;


/**
 * An applicant's own application from the private link of their acknowledgement mail: what
 * families see of them, the consent they gave (in the words they agreed to), withdrawing it, and
 * erasing the application; each step asked once more. Whatever fails is said in the page's language.
 */
export function MyApplication() {
  const { t } = useTranslation('applicant');
  const language = usePageLanguage();
  const [key, setKey] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [question, setQuestion] = useState<Question>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The visitor's own zone, read once the page runs (dates are theirs, not Dubai's: visitor-clock.ts).
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { label } = useValueLabels();

  const failure = useCallback((result: Exclude<ApiResult, { ok: true }>) => (result.kind === 'http' ? result.message : t('network')), [t]);

  const lookUp = useCallback(
    async (token: string) => {
      setLoaded({ state: 'loading' });
      const result = await applicantApi.lookUp(token, language);
      const application = result.ok ? propertyOf(result.data, 'data') : null;
      if (result.ok && isPublicApplication(application)) setLoaded({ state: 'ready', application });
      else setLoaded({ state: 'failed', message: result.ok ? t('failure') : failure(result), retry: mayRetry(result) });
    },
    [language, failure, t],
  );

  useEffect(() => {
    setTimeZone(visitorTimeZone());
    const token = privateKeyOfPage();
    setKey(token);
    if (!token) setLoaded({ state: 'noLink' });
    // A damaged link (cut short, or another fragment) is said at once, without asking the server.
    else if (!isPrivateKey(token)) setLoaded({ state: 'failed', message: t('applicant.linkUnknown', { ns: 'validation' }), retry: false });
    else void lookUp(token);
  }, [lookUp, t]);

  // What a button brought (a question, an outcome, the erased page) takes the focus.
  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('[data-focus-here]')?.focus();
  }, [question, outcome, loaded.state]);

  const withdraw = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await applicantApi.withdrawConsent(key, language);
    setBusy(false);
    setQuestion(null);
    const application = result.ok ? propertyOf(result.data, 'data') : null;
    if (result.ok && isPublicApplication(application)) {
      const wasShown = loaded.state === 'ready' && loaded.application.profile?.shown === true;
      setLoaded({ state: 'ready', application });
      setOutcome({ kind: 'withdrawn', wasShown });
    } else setOutcome({ kind: 'problem', message: result.ok ? t('failure') : failure(result) });
  };

  const erase = async () => {
    setBusy(true);
    setOutcome(null);
    const result = await applicantApi.erase(key, language);
    setBusy(false);
    setQuestion(null);
    if (result.ok) setLoaded({ state: 'erased' });
    else setOutcome({ kind: 'problem', message: failure(result) });
  };

  const date = (iso: string) => visitorDate(iso, language, timeZone) ?? iso;

  if (loaded.state === 'loading') {
    return (
      <p className={styles.loading} role="status">
        <Spinner variant="small" /> {t('loading')}
      </p>
    );
  }
  if (loaded.state !== 'ready') {
    const message = loaded.state === 'failed' ? loaded.message : t(loaded.state === 'erased' ? 'erased' : 'noLink');
    return (
      <div ref={rootRef} className={styles.panel} data-testid={loaded.state === 'erased' ? 'application-erased' : 'application-unavailable'}>
        <p role={loaded.state === 'erased' ? 'status' : 'alert'} tabIndex={-1} data-focus-here>
          {message}
        </p>
        <HowToReachUs />
        {loaded.state === 'failed' && loaded.retry ? (
          <p>
            <button type="button" className="button button--ghost" onClick={() => void lookUp(key)} data-testid="application-retry">
              {t('retry')}
            </button>
          </p>
        ) : null}
      </div>
    );
  }

  const { application } = loaded;
  const standing = consentStands(application);
  return (
    <div ref={rootRef} className={styles.page} data-testid="my-application">
      <section className={styles.panel} aria-labelledby="application-consent">
        <p className={styles.note}>
          <strong><bdi>{application.name}</bdi></strong> · {t('sent', { date: date(application.created_at), role: label('roles', application.role) })}
        </p>
        <h2 id="application-consent">{t('consentTitle')}</h2>
        <div data-testid="consent-state">
          {application.consent_at === null ? <p>{t('consentNone')}</p> : null}
          {application.consent_at !== null && application.consent_withdrawn_at !== null ? <p>{t('consentWithdrawn', { date: date(application.consent_withdrawn_at) })}</p> : null}
          {standing && application.consent_at !== null ? (
            <>
              <p>{t('consentGiven', { date: date(application.consent_at) })}</p>
              {isOneOf(PROFILE_CONSENT_VERSIONS, application.consent_version) ? (
                <blockquote className={styles.wording} data-testid="consent-wording">
                  {t(profileConsentKey(application.consent_version), { ns: 'consent' })}
                </blockquote>
              ) : null}
            </>
          ) : null}
        </div>
        <div tabIndex={-1} role="status" data-testid="application-outcome" {...(outcome ? { 'data-focus-here': true } : {})}>
          {outcome?.kind === 'withdrawn' ? <p className="info-note">{t(outcome.wasShown ? 'withdrawn' : 'withdrawnNotShown')}</p> : null}
          {outcome?.kind === 'problem' ? <p className="problem-note">{outcome.message}</p> : null}
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="application-profile">
        <h2 id="application-profile">{t('profileTitle')}</h2>
        <WhatFamiliesSee application={application} leaving={outcome?.kind === 'withdrawn' && outcome.wasShown} />
      </section>

      <section className={styles.panel} aria-label={t('title')}>
        {question === null ? (
          <div className={styles.actions}>
            {standing ? (
              <button type="button" className="button" onClick={() => setQuestion('withdraw')} data-testid="withdraw-consent">
                {t('withdraw')}
              </button>
            ) : null}
            <button type="button" className="button button--ghost" onClick={() => setQuestion('erase')} data-testid="erase-application">
              {t('erase')}
            </button>
          </div>
        ) : (
          <div className={styles.actions} role="group" aria-labelledby="application-question">
            <p id="application-question" tabIndex={-1} data-focus-here className={styles.question}>
              {t(question === 'erase' ? 'eraseQuestion' : application.profile?.shown ? 'withdrawQuestion' : 'withdrawQuestionNotShown')}
            </p>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void (question === 'withdraw' ? withdraw() : erase())}
              data-testid={question === 'withdraw' ? 'confirm-withdraw' : 'confirm-erase'}
            >
              {busy ? t(question === 'withdraw' ? 'withdrawing' : 'erasing') : t(question === 'withdraw' ? 'withdrawConfirm' : 'eraseConfirm')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setQuestion(null)} data-testid="keep-application">
              {t('keep')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

/** The consultancy's phone and e-mail, for an applicant whose link opens nothing. */
function HowToReachUs() {
  const { t } = useTranslation('applicant');
  return <ReachUs sentence={t('reach', { phone: standIn('phone'), email: standIn('email') })} className={styles.note} />;
}
