import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_DETAIL_FIELDS,
  BOOKING_FIELDS,
  EMPTY_BOOKING_FORM,
  MEETING_WAYS,
  createBookingSchema,
  type BookingField,
  type BookingFormValues,
} from '@efe/shared/booking-schema';
import { isPublicBooking } from '@efe/shared/contract/answer-checks';
import type { PublicBooking } from '@efe/shared/contract/booking';
import { propertyOf } from '@efe/shared/read-unknown';
import { useEnteredValues } from '../../hooks/use-entered-values';
import { usePageLanguage } from '../../hooks/use-page-language';
import { api } from '../../lib/api-client';
import { visitorTimeZone } from '../../lib/visitor-clock';
import { enteredTexts, layeredValues } from '../../lib/entered-values';
import { serviceFromAddress } from '../../lib/service-from-address';
import { bookingDraft } from '../../lib/form-draft';
import { useValidationTranslate } from '../../hooks/use-validation-translate';
import { ContactControl } from '../ContactForm/ContactControl';
import { RequiredMark } from '../form/RequiredMark';
import { formFieldIds } from '../form/field-ids';
import { PrivacyNote } from '../form/PrivacyNote';
import { SendStatus, type SendProblem } from '../form/SendStatus';
import { knownFieldMessages, useCheckedForm, type SendOutcome } from '../form/use-checked-form';
import { useFormDraft } from '../form/use-form-draft';
import { BookingConfirmation } from './BookingConfirmation';
import { FREE_TIMES_ID, slotsOf, updateBookingChoice, useBookingChoice, useFreeSlots } from './use-free-slots';
import * as formStyles from '../ContactForm/ContactForm.module.css';
import * as styles from './Booking.module.css';

type DetailField = (typeof BOOKING_DETAIL_FIELDS)[number];

/** What may be entered into the static HTML before this code runs: the details, and how to meet (its code now loads at the first use, which may be that choice). */
const ENTERED_FIELDS = [...BOOKING_DETAIL_FIELDS, 'meeting'] as const;

const HTTP_CONFLICT = 409;
const HTTP_TOO_MANY_REQUESTS = 429;


/** What the page shows once the booking is made: the booking, its private link, where the mail went. */
export interface Booked {
  booking: PublicBooking;
  token: string;
  email: string;
  /** The visitor's zone, sent with the booking: its times are shown in it too. */
  timeZone: string | null;
}



/**
 * The free consultation's booking: a day and a time from those still free, how to meet, and the
 * family's details with the contact form's rules, messages, draft and visit source. A time taken
 * meanwhile says so under the times, which are refreshed; nothing typed is lost.
 */
export function BookingForm() {
  const { t } = useTranslation('booking');
  const tValidation = useValidationTranslate();
  const language = usePageLanguage();
  const prefix = `booking${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = useMemo(() => formFieldIds(prefix, BOOKING_FIELDS), [prefix]);
  // Yup's schema is made at the first check, not in the first render: it was the costliest part of
  // that render, 20-40 ms of a phone's CPU in the one piece React cannot split (the form itself).
  const schema = useMemo(() => {
    let made: ReturnType<typeof createBookingSchema> | undefined;
    return () => (made ??= createBookingSchema(tValidation));
  }, [tValidation]);
  // The times are FreeTimes', on the page before this code: the chosen one is shared (use-free-slots).
  const { reload, replace } = useFreeSlots();
  const choice = useBookingChoice();
  const { start } = choice;
  const [problem, setProblem] = useState<SendProblem>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (problem?.kind === 'unreachable') retryRef.current?.focus();
  }, [problem]);

  const controlId = useCallback(
    (field: BookingField) => (field === 'start' ? FREE_TIMES_ID : field === 'meeting' ? `${ids.meeting.control}-${MEETING_WAYS[0]}` : ids[field].control),
    [ids],
  );

  const send = async (values: BookingFormValues): Promise<SendOutcome<BookingField>> => {
    setProblem(null);
    const trimmed = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()]));
    // Read when sent, not kept as state from the first render: the static HTML cannot know the
    // visitor's zone, and setting it once hydrated drew the whole form again.
    const timeZone = visitorTimeZone();
    const result = await api.bookConsultation({ ...EMPTY_BOOKING_FORM, ...trimmed, site_language: language, time_zone: timeZone });
    if (result.ok) {
      const booking = propertyOf(result.data, 'data');
      const token = propertyOf(result.data, 'token');
      if (isPublicBooking(booking) && typeof token === 'string') {
        setBooked({ booking, token, email: values.email.trim(), timeZone });
        return { accepted: true };
      }
      setProblem({ kind: 'rejected', message: t('form.failure') });
      return { accepted: false };
    }
    if (result.kind === 'http' && propertyOf(result.body, 'refused') === 'address-has-booking') {
      // This address has a booking already: its link went to that address again. Nothing chosen or typed is lost.
      setProblem({ kind: 'rejected', message: result.message });
      return { accepted: false };
    }
    if (result.kind === 'http' && result.status === HTTP_CONFLICT) {
      // Taken meanwhile, or not offered (any more): the times still free replace the list, the choice goes, the rest stays.
      const free = slotsOf(result.body);
      if (free) replace(free);
      else void reload();
      updateBookingChoice({ start: '' });
      return { accepted: false, fieldErrors: { start: result.message } };
    }
    if (result.kind === 'http') {
      // The client's bookings for the day say so themselves; other refusals are the rate limit or the fields.
      const limited = propertyOf(result.body, 'refused') === 'client-limit' ? result.message : tValidation('rateLimited');
      setProblem({ kind: 'rejected', message: result.status === HTTP_TOO_MANY_REQUESTS ? limited : t('form.failure') });
      return { accepted: false, fieldErrors: knownFieldMessages(BOOKING_FIELDS, result.errors) };
    }
    setProblem({ kind: 'unreachable' });
    return { accepted: false };
  };

  const form = useCheckedForm<BookingFormValues, BookingField>({
    fields: BOOKING_FIELDS,
    initialValues: EMPTY_BOOKING_FORM,
    schema,
    controlId,
    send,
    onAccepted: () => draft.discard(),
    answerFirst: true,
  });
  const draft = useFormDraft(bookingDraft, form.values);

  // As the contact form: the session draft (without its time, which may be gone), a service
  // page's choice, then what was typed into the static HTML before this code ran.
  useEnteredValues(formRef, ({ text }) => {
    const saved = draft.take();
    const fromAddress = serviceFromAddress();
    const restored = layeredValues(EMPTY_BOOKING_FORM, saved ? { ...saved, start: '' } : null, fromAddress ? { service: fromAddress } : null, enteredTexts(text, ENTERED_FIELDS));
    if (restored) void form.formik.setValues(restored, false);
  });

  // The chosen time is the shared choice's; the form follows it, and tells it what it found wrong.
  useEffect(() => {
    if (form.values.start !== start) form.change('start', start);
    // Only when the choice changes (the draft's restore above sets no time).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);
  // The store is told only what changed: each change draws its readers again at once (the
  // calendar too), and telling it the same as it holds, as the form hydrates, redrew them all.
  const startError = form.errorOf('start');
  const isBooked = booked !== null;
  useEffect(() => {
    if (startError !== choice.startError) updateBookingChoice({ startError });
  }, [startError, choice.startError]);
  useEffect(() => {
    if (draft.restored !== choice.draftRestored) updateBookingChoice({ draftRestored: draft.restored });
  }, [draft.restored, choice.draftRestored]);
  useEffect(() => {
    if (isBooked !== choice.booked) updateBookingChoice({ booked: isBooked });
  }, [isBooked, choice.booked]);

  if (booked) return <BookingConfirmation booked={booked} timeZone={booked.timeZone} />;

  const meetingError = form.errorOf('meeting');

  return (
    <form
      ref={formRef}
      id={`${FREE_TIMES_ID}-form`}
      noValidate
      className={styles.fields}
      data-testid="booking-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <fieldset className={styles.meeting} aria-describedby={meetingError ? ids.meeting.error : undefined}>
        <legend className={styles.stepTitle}>
          {t('steps.meeting')}
          <RequiredMark text=" *" />
        </legend>
        <div className={styles.meetingWays}>
          {MEETING_WAYS.map((way) => (
            <label key={way} className={`${styles.way} ${form.values.meeting === way ? styles.wayChosen : ''}`}>
              <input
                type="radio"
                id={`${ids.meeting.control}-${way}`}
                name={ids.meeting.field}
                value={way}
                checked={form.values.meeting === way}
                onChange={() => form.change('meeting', way)}
              />
              {t(`meeting.${way}`)}
            </label>
          ))}
        </div>
        {meetingError ? (
          <p id={ids.meeting.error} className={styles.error} data-testid="meeting-error">
            {meetingError}
          </p>
        ) : null}
      </fieldset>

      <h2 className={styles.stepTitle}>{t('steps.details')}</h2>
      <div className={formStyles.grid}>
        {BOOKING_DETAIL_FIELDS.map((name) => (
          <ContactControl<DetailField> key={name} name={name} ids={ids[name]} form={form} optional={name === 'message'} label={name === 'message' ? t('form.message') : undefined} />
        ))}
      </div>

      <SendStatus
        problem={problem}
        retryRef={retryRef}
        busy={form.sending}
        onRetry={() => void form.submit()}
        className={formStyles.status}
        networkText={t('form.network')}
        retryText={t('form.retry')}
        testIdPrefix="booking"
      />
      {/* Working from the tap (drawn before the form checks anything), not only once the values are on their way. */}
      <button type="submit" className={`button ${formStyles.submit}`} disabled={form.working} aria-busy={form.working || undefined} data-testid="booking-submit">
        {form.working ? t('form.sending') : t('form.submit')}
      </button>
      <PrivacyNote text={t('form.privacy')} />
    </form>
  );
}
