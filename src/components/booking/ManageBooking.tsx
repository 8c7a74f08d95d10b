import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVES_PER_BOOKING_PER_DAY } from '@efe/shared/constants';
import { isPublicBooking } from '@efe/shared/contract/answer-checks';
import { isBookingToken, type FreeSlot, type PublicBooking } from '@efe/shared/contract/booking';
import { privateKeyOfPage } from '../../lib/private-link-key';
import { propertyOf } from '@efe/shared/read-unknown';
import { BOOKING_PATH } from '@efe/shared/routes';
import { usePageLanguage } from '../../hooks/use-page-language';
import { api, type ApiResult } from '../../lib/api-client';
import { mayRetry } from '../../lib/may-retry';
import { visitorTimeZone } from '../../lib/visitor-clock';
import { LocalizedLink } from '../LocalizedLink';
import { Spinner } from '../Spinner/Spinner';
import { BookingSummary } from './BookingSummary';
import { standIn } from './isolated-values';
import { ReachUs } from '../form/ReachUs';
import { SlotPicker } from './SlotPicker';
import { slotsOf } from './use-free-slots';
import * as formStyles from '../ContactForm/ContactForm.module.css';
import * as styles from './Booking.module.css';

/** `retry`: whether asking again may help (the network, the server), not for a link that opens nothing. */
type Loaded =
  | { state: 'loading' }
  | { state: 'noLink' }
  | { state: 'failed'; message: string | null; retry: boolean }
  | { state: 'ready'; booking: PublicBooking; slots: FreeSlot[] };
type Mode = 'view' | 'moving' | 'cancelling';
/** What the last action came to, said in a live region. */
type Outcome = { kind: 'moved' | 'cancelled' } | { kind: 'problem'; message: string } | null;
/** Where focus goes once what a button asked for is on the page. */
type FocusTarget = 'picker' | 'move' | 'cancel' | 'question' | 'retry' | 'booking';

const HTTP_CONFLICT = 409;

/**
 * A family's booking from the private link of their mail: when and how, and, until it starts,
 * a move to another free time or a cancellation (asked once more). Whatever fails is said in the
 * page's language, and the booking shown stays as it is.
 */
export function ManageBooking() {
  const { t } = useTranslation('booking');
  const language = usePageLanguage();
  const [token, setToken] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [mode, setMode] = useState<Mode>('view');
  const [start, setStart] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  const failure = useCallback((result: Exclude<ApiResult, { ok: true }>) => (result.kind === 'http' ? result.message : t('form.network')), [t]);

  const lookUp = useCallback(
    async (key: string, asked: boolean) => {
      setLoaded({ state: 'loading' });
      const result = await api.lookUpBooking(key, language);
      const booking = result.ok ? propertyOf(result.data, 'data') : null;
      if (result.ok && isPublicBooking(booking)) setLoaded({ state: 'ready', booking, slots: slotsOf(result.data) ?? [] });
      else setLoaded({ state: 'failed', message: result.ok ? null : failure(result), retry: mayRetry(result) });
      // "Try again" is gone while it asks: focus goes to what came instead.
      if (asked) setFocusTarget(result.ok ? 'booking' : 'retry');
    },
    [language, failure],
  );

  useEffect(() => {
    setTimeZone(visitorTimeZone());
    const key = privateKeyOfPage();
    setToken(key);
    if (!key) setLoaded({ state: 'noLink' });
    // A damaged link (cut short, or another fragment) is said at once, without asking the server.
    else if (!isBookingToken(key)) setLoaded({ state: 'failed', message: t('booking.linkUnknown', { ns: 'validation' }), retry: false });
    else void lookUp(key, false);
  }, [lookUp, t]);

  useEffect(() => {
    if (outcome) statusRef.current?.focus();
  }, [outcome]);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    // The first of these that is there: "Try again" again, or the message alone when asking again cannot help.
    const selectors: Record<FocusTarget, string[]> = {
      picker: ['[data-testid=day-grid] [tabindex="0"]'],
      move: ['[data-testid=move-booking]'],
      cancel: ['[data-testid=cancel-booking]'],
      question: ['#cancel-question'],
      retry: ['[data-testid=manage-retry]', '[role=alert]'],
      booking: [':scope > p:first-child'],
    };
    const root = rootRef.current;
    selectors[focusTarget].map((selector) => root?.querySelector<HTMLElement>(selector)).find(Boolean)?.focus();
  }, [focusTarget]);

  /** Shows what a button asked for, and takes focus there. */
  const show = (next: Mode, focus: FocusTarget) => {
    setMode(next);
    setFocusTarget(focus);
  };

  const act = async (action: () => Promise<ApiResult>, done: 'moved' | 'cancelled') => {
    if (loaded.state !== 'ready') return;
    setBusy(true);
    setOutcome(null);
    const result = await action();
    setBusy(false);
    const booking = result.ok ? propertyOf(result.data, 'data') : null;
    if (result.ok && isPublicBooking(booking)) {
      setLoaded({ ...loaded, booking });
      setMode('view');
      setStart('');
      setOutcome({ kind: done });
      return;
    }
    if (!result.ok && result.kind === 'http' && result.status === HTTP_CONFLICT) {
      setLoaded({ ...loaded, slots: slotsOf(result.body) ?? loaded.slots });
      setStart('');
    }
    setOutcome({ kind: 'problem', message: result.ok ? t('manage.failure') : failure(result) });
  };

  if (loaded.state === 'loading') {
    return (
      <p className={styles.loading} role="status">
        <Spinner variant="small" /> {t('manage.loading')}
      </p>
    );
  }
  if (loaded.state === 'noLink' || loaded.state === 'failed') {
    return (
      <div ref={rootRef} className={styles.confirmation} data-testid="manage-unavailable">
        <p role="alert" tabIndex={-1}>
          {loaded.state === 'failed' ? (loaded.message ?? t('manage.failure')) : t('manage.noLink')}
        </p>
        <HowToReachUs />
        <div className={styles.actions}>
          {loaded.state === 'failed' && loaded.retry ? (
            <button type="button" className="button button--ghost" onClick={() => void lookUp(token, true)} data-testid="manage-retry">
              {t('calendar.retry')}
            </button>
          ) : null}
          <LocalizedLink to={BOOKING_PATH} className="button">
            {t('manage.bookAgain')}
          </LocalizedLink>
        </div>
      </div>
    );
  }

  const { booking, slots } = loaded;
  const booked = booking.status === 'booked';
  return (
    <div ref={rootRef} className={styles.confirmation} data-testid="manage-booking">
      <p className={styles.note} tabIndex={-1}>
        {booking.full_name} · <strong data-testid="booking-state">{t(`manage.status.${booking.status}`)}</strong>
      </p>
      <BookingSummary booking={booking} timeZone={timeZone} />
      <div ref={statusRef} tabIndex={-1} role="status" className={formStyles.status} data-testid="manage-outcome">
        {outcome?.kind === 'moved' ? <p className="info-note">{t('manage.moved')}</p> : null}
        {outcome?.kind === 'cancelled' ? <p className="info-note">{t('manage.cancelled')}</p> : null}
        {outcome?.kind === 'problem' ? <p className="problem-note">{outcome.message}</p> : null}
      </div>
      {!booked ? (
        <>
          {booking.status === 'cancelled' && outcome?.kind !== 'cancelled' ? <p>{t('manage.cancelledNote')}</p> : null}
          <p>
            <LocalizedLink to={BOOKING_PATH} className="button">
              {t('manage.bookAgain')}
            </LocalizedLink>
          </p>
        </>
      ) : null}
      {booked && mode === 'view' ? (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => show('moving', 'picker')} data-testid="move-booking">
            {t('manage.move')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => show('cancelling', 'question')} data-testid="cancel-booking">
            {t('manage.cancel')}
          </button>
        </div>
      ) : null}
      {booked && mode === 'moving' ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (start) void act(() => api.moveBooking(token, start, language, timeZone), 'moved');
          }}
        >
          <SlotPicker slots={slots} value={start} onChange={setStart} timeZone={timeZone} groupId="move-times" />
          <p className={styles.note} data-testid="move-limit">
            {t('manage.moveLimit', { max: MOVES_PER_BOOKING_PER_DAY })}
          </p>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={!start || busy} data-testid="confirm-move">
              {busy ? t('manage.moving') : t('manage.moveSubmit')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => show('view', 'move')} data-testid="keep-time">
              {t('manage.keep')}
            </button>
          </div>
        </form>
      ) : null}
      {booked && mode === 'cancelling' ? (
        <div className={styles.actions} role="group" aria-labelledby="cancel-question">
          <p id="cancel-question" tabIndex={-1}>
            {t('manage.cancelQuestion')}
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => void act(() => api.cancelBooking(token, language), 'cancelled')} data-testid="confirm-cancel">
            {busy ? t('manage.cancelling') : t('manage.cancelConfirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => show('view', 'cancel')} data-testid="keep-booking">
            {t('manage.keep')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The consultancy's phone and e-mail, for a family whose link opens nothing. */
function HowToReachUs() {
  const { t } = useTranslation('booking');
  return <ReachUs sentence={t('manage.reach', { phone: standIn('phone'), email: standIn('email') })} className={styles.note} testId="manage-reach" />;
}
