import React, { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visitorTimeZone } from '../../lib/visitor-clock';
import { whenPageHydrated } from '../../lib/hydration-progress';
import { usePageLanguage } from '../../hooks/use-page-language';
import { Spinner } from '../Spinner/Spinner';
import { CalendarSpace } from './CalendarSpace';
import { SlotPicker } from './SlotPicker';
import { warmCalendarFormats } from './warm-calendar';
import { FREE_TIMES_ERROR_ID, FREE_TIMES_ID, updateBookingChoice, useBookingChoice, useFreeSlots } from './use-free-slots';
import * as styles from './Booking.module.css';

/**
 * The booking page's free times, asked for as soon as the page's code runs: the page exists to
 * choose a time, so they show without a click, from a bookmark, a reload or a mail's link too. The
 * static HTML says they are loading. The calendar's code comes with the page's, apart from the
 * form's (Formik, Yup: loaded when the form is first used), so the first view stays within its
 * budget; a time chosen before the form's code has come is the form's once it comes
 * (use-free-slots: the choice both share).
 */
export function FreeTimes() {
  const { t } = useTranslation('booking');
  const { slots, reload } = useFreeSlots();
  const { start, startError } = useBookingChoice();
  // Read once the times have come, after hydration (the static HTML cannot know the visitor's
  // zone), and not during it: the first Intl object costs a phone 100-200 ms (e2e/hydration-cost).
  const language = usePageLanguage();
  // The calendar waits for its formatters (warm-calendar): its first render then starts no Intl.
  const [formatsMade, setFormatsMade] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenPageHydrated(() => void warmCalendarFormats(language).then(() => mounted && setFormatsMade(true)));
    return () => {
      mounted = false;
    };
  }, [language]);
  const ready = slots.state === 'ready' && formatsMade;
  const timeZone = useMemo(() => (ready ? visitorTimeZone() : null), [ready]);
  const pickerRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  // "Try again" is gone while it asks: focus goes to what comes instead, itself again or the calendar.
  const focusAfterRetry = useRef(false);
  // What is drawn: the times that have come wait for their formatters.
  const shown = slots.state === 'ready' && !formatsMade ? 'loading' : slots.state;
  useEffect(() => {
    if ((shown !== 'ready' && shown !== 'failed') || !focusAfterRetry.current) return;
    focusAfterRetry.current = false;
    if (shown === 'failed') retryRef.current?.focus();
    else pickerRef.current?.querySelector<HTMLElement>('[data-testid=day-grid] [tabindex="0"]')?.focus();
  }, [shown]);

  // As the page opens (BookingPanel has cleared what a visit before left); later loads are the visitor's or the form's.
  useEffect(() => {
    void reload();
  }, [reload]);

  // Until the calendar comes, its space is kept (CalendarSpace), with what the times say meanwhile in it.
  if (slots.state === 'idle' || slots.state === 'loading' || shown === 'loading') {
    return (
      <CalendarSpace ghost>
        <p className={styles.loading} role="status" data-testid="slots-loading">
          <Spinner variant="small" /> {t('calendar.loading')}
        </p>
      </CalendarSpace>
    );
  }
  if (slots.state === 'failed') {
    return (
      <CalendarSpace ghost={false}>
        <div className="problem-note" role="alert" data-testid="slots-failed">
          <p>{t('calendar.unavailable')}</p>
          <button
            ref={retryRef}
            type="button"
            className="button button--ghost"
            onClick={() => {
              focusAfterRetry.current = true;
              void reload();
            }}
          >
            {t('calendar.retry')}
          </button>
        </div>
      </CalendarSpace>
    );
  }
  if (slots.slots.length === 0) {
    return (
      <CalendarSpace ghost={false}>
        <p className="info-note">{t('calendar.none')}</p>
      </CalendarSpace>
    );
  }
  return (
    <div ref={pickerRef}>
      <SlotPicker
        slots={slots.slots}
        value={start}
        onChange={(chosen) => updateBookingChoice({ start: chosen })}
        timeZone={timeZone}
        groupId={FREE_TIMES_ID}
        error={startError}
        errorId={FREE_TIMES_ERROR_ID}
        form={`${FREE_TIMES_ID}-form`}
      />
    </div>
  );
}
