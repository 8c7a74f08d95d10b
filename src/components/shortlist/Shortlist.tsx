import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicShortlist } from '@efe/shared/contract/shortlist';
import { isPublicShortlist } from '@efe/shared/contract/shortlist-checks';
import { isPrivateKey } from '@efe/shared/contract/private-key';
import { propertyOf } from '@efe/shared/read-unknown';
import { usePageLanguage } from '../../hooks/use-page-language';
import type { ApiResult } from '../../lib/api-client';
import { mayRetry } from '../../lib/may-retry';
import { privateKeyOfPage } from '../../lib/private-link-key';
import { Spinner } from '../Spinner/Spinner';
import { standIn, withIsolatedValues } from '../booking/isolated-values';
import { ReachUs } from '../form/ReachUs';
import { ShortlistCard } from './ShortlistCard';
import { shortlistApi } from './shortlist-api';
import * as styles from './Shortlist.module.css';

type Loaded = { state: 'loading' } | { state: 'noLink' } | { state: 'failed'; message: string; retry: boolean } | { state: 'ready'; shortlist: PublicShortlist };

/**
 * A family's shortlist from the private link of the mail that presents it: the candidates chosen
 * for it, each one's CV, and an answer to each ("We'd like to interview", or "Not for us" with a
 * reason). Whatever fails is said in the page's language; a closed search says so (410).
 */
export function Shortlist() {
  const { t } = useTranslation('shortlist');
  const language = usePageLanguage();
  const [key, setKey] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const rootRef = useRef<HTMLDivElement>(null);

  const failure = useCallback((result: Exclude<ApiResult, { ok: true }>) => (result.kind === 'http' ? result.message : t('network')), [t]);

  const lookUp = useCallback(
    async (token: string) => {
      setLoaded({ state: 'loading' });
      const result = await shortlistApi.lookUp(token, language);
      const shortlist = result.ok ? propertyOf(result.data, 'data') : null;
      if (result.ok && isPublicShortlist(shortlist)) setLoaded({ state: 'ready', shortlist });
      else setLoaded({ state: 'failed', message: result.ok ? t('failure') : failure(result), retry: mayRetry(result) });
    },
    [language, failure, t],
  );

  useEffect(() => {
    const token = privateKeyOfPage();
    setKey(token);
    if (!token) setLoaded({ state: 'noLink' });
    // A damaged link (cut short, or another fragment) is said at once, without asking the server.
    else if (!isPrivateKey(token)) setLoaded({ state: 'failed', message: t('shortlist.linkUnknown', { ns: 'validation' }), retry: false });
    else void lookUp(token);
  }, [lookUp, t]);

  useEffect(() => {
    if (loaded.state === 'failed' || loaded.state === 'noLink') rootRef.current?.querySelector<HTMLElement>('[data-focus-here]')?.focus();
  }, [loaded.state]);

  if (loaded.state === 'loading') {
    return (
      <p className={styles.loading} role="status">
        <Spinner variant="small" /> {t('loading')}
      </p>
    );
  }
  if (loaded.state !== 'ready') {
    return (
      <div ref={rootRef} className={styles.panel} data-testid="shortlist-unavailable">
        <p role="alert" tabIndex={-1} data-focus-here>
          {loaded.state === 'failed' ? loaded.message : t('noLink')}
        </p>
        <ReachUs sentence={t('reach', { phone: standIn('phone'), email: standIn('email') })} className={styles.note} />
        {loaded.state === 'failed' && loaded.retry ? (
          <p>
            <button type="button" className="button button--ghost" onClick={() => void lookUp(key)} data-testid="shortlist-retry">
              {t('retry')}
            </button>
          </p>
        ) : null}
      </div>
    );
  }

  const { shortlist } = loaded;
  return (
    <div ref={rootRef} className={styles.page} data-testid="shortlist">
      <p className={styles.greeting}>
        {withIsolatedValues(t('greeting', { name: standIn('name') }), { name: shortlist.family_name })}
      </p>
      {shortlist.candidates.length === 0 ? <p className={styles.panel}>{t('empty')}</p> : null}
      <ol className={styles.list}>
        {shortlist.candidates.map((candidate) => (
          <li key={candidate.id}>
            <ShortlistCard candidate={candidate} token={key} onAnswered={(next) => setLoaded({ state: 'ready', shortlist: next })} />
          </li>
        ))}
      </ol>
    </div>
  );
}
