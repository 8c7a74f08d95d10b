import React, { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@efe/shared/language';
import { BOOKING_MANAGE_PATH } from '@efe/shared/routes';
import { usePageLanguage } from '../../hooks/use-page-language';
import type { Booked } from './BookingForm';
import { BookingSummary } from './BookingSummary';
import { useBookingChoice } from './use-free-slots';
import * as styles from './Booking.module.css';

/**
 * In place of the form once the consultation is booked: what was booked, where the mail went,
 * and the private link to move or cancel it. Focus moves to its title, so it is read out and in
 * view: once the panel has taken the calendar away (the shared choice says booked), since focus
 * given before scrolled to where the title was, and the page then shrank by the calendar's
 * height, leaving the family looking at the footer.
 */
export function BookingConfirmation({ booked, timeZone }: { booked: Booked; timeZone: string | null }) {
  const { t } = useTranslation('booking');
  const language = usePageLanguage();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { booked: calendarGone } = useBookingChoice();
  useEffect(() => {
    if (calendarGone) titleRef.current?.focus();
  }, [calendarGone]);
  return (
    <section className={styles.confirmation} aria-labelledby="booking-confirmed" data-testid="booking-confirmation">
      <h2 id="booking-confirmed" ref={titleRef} tabIndex={-1} className={styles.confirmationTitle}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        {t('confirmation.title')}
      </h2>
      <BookingSummary booking={booked.booking} timeZone={timeZone} />
      <p>{t('confirmation.mailSent', { email: booked.email })}</p>
      <p>
        {/* The key rides in the fragment: never sent to a server, never in a Referer. */}
        <a className="button button--ghost" href={`${localizePath(BOOKING_MANAGE_PATH, language)}#${booked.token}`} data-testid="manage-link">
          {t('confirmation.manage')}
        </a>
      </p>
      <p className={styles.note}>{t('confirmation.manageHint')}</p>
    </section>
  );
}
