import React, { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenPageHydrated } from '../../lib/hydration-progress';
import { usePageLanguage } from '../../hooks/use-page-language';
import { Spinner } from '../Spinner/Spinner';
import { FREE_TIMES_ERROR_ID, FREE_TIMES_ID, updateBookingChoice, useBookingChoice, useFreeSlots } from './use-free-slots';
import * as styles from './Booking.module.css';

type CalendarCode = typeof import('./calendar-code');
/** The calendar, once its code and its formatters are ready, with the visitor's time zone. */
interface Calendar {
  SlotPicker: CalendarCode['SlotPicker'];
  timeZone: string | null;
}

/**
 * The booking page's free times, asked for as soon as the page's code runs: the page exists to
 * choose a time, so they show without a click, from a bookmark, a reload or a mail's link too. The
 * static HTML says they are loading, in the calendar's space (`.space`: the form under it does not
 * move when the calendar comes, and a tap aimed at "Phone call" cannot land on a day). The
 * calendar's code is asked for with the times, apart from the page's first JavaScript, and the
 * form's (Formik, Yup) on first use; a time chosen before the form's code has come is the form's
 * once it comes (use-free-slots: the choice both share).
 */
export function FreeTimes() {
  const { t } = useTranslation('booking');
  const { slots: storedSlots, reload } = useFreeSlots();
  // The store's changes render at once; the calendar they bring is drawn a part at a time, React
  // yielding between its parts, rather than in one long task.
  const slots = useDeferredValue(storedSlots);
  const { start, startError } = useBookingChoice();
  const language = usePageLanguage();
  const [calendar, setCalendar] = useState<Calendar | null>(null);
  // The calendar's code could not be fetched (a phone losing its signal): "Try again" asks anew.
  const [codeFailed, setCodeFailed] = useState(false);
  const [codeAttempt, setCodeAttempt] = useState(0);
  useEffect(() => {
    let mounted = true;
    const code = import('./calendar-code');
    // Its formatters once the page is hydrated, and not during it: the first Intl object costs a
    // phone 100-200 ms (e2e/hydration-cost), and the static HTML cannot know the visitor's zone.
    whenPageHydrated(() =>
      void code.then(
        async ({ SlotPicker, warmCalendarFormats }) => {
          const timeZone = await warmCalendarFormats(language);
          if (mounted) startTransition(() => setCalendar({ SlotPicker, timeZone }));
        },
        () => mounted && setCodeFailed(true),
      ),
    );
    return () => {
      mounted = false;
    };
  }, [language, codeAttempt]);
  const pickerRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  // "Try again" is gone while it asks: focus goes to what comes instead, itself again or the calendar.
  const focusAfterRetry = useRef(false);
  // What is drawn: the free times wait for their calendar (the "none" note needs none).
  const failed = slots.state === 'failed' || (codeFailed && slots.state === 'ready' && slots.slots.length > 0);
  const shown = failed ? 'failed' : slots.state === 'ready' && slots.slots.length > 0 && !calendar ? 'loading' : slots.state;
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

  // The keys' hint under the calendar, unseen: its lines, however many in the page's language, are kept too.
  const hintSpace = (
    <p className={styles.keysHint} aria-hidden="true">
      {t('calendar.keys')}
    </p>
  );
  if (failed) {
    return (
      <div className={styles.space}>
        <div className="problem-note" role="alert" data-testid="slots-failed">
          <p>{t('calendar.unavailable')}</p>
          <button
            ref={retryRef}
            type="button"
            className="button button--ghost"
            onClick={() => {
              focusAfterRetry.current = true;
              if (codeFailed) {
                setCodeFailed(false);
                setCodeAttempt((attempt) => attempt + 1);
              }
              void reload();
            }}
          >
            {t('calendar.retry')}
          </button>
        </div>
        {hintSpace}
      </div>
    );
  }
  if (slots.state === 'ready' && slots.slots.length === 0) {
    return (
      <div className={styles.space}>
        <p className="info-note">{t('calendar.none')}</p>
        {hintSpace}
      </div>
    );
  }
  if (slots.state !== 'ready' || !calendar) {
    return (
      <div className={`${styles.space} ${styles.ghost}`}>
        <p className={styles.loading} role="status" data-testid="slots-loading">
          <Spinner variant="small" /> {t('calendar.loading')}
        </p>
        {hintSpace}
      </div>
    );
  }
  const { SlotPicker, timeZone } = calendar;
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
