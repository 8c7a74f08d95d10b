import React from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredMark } from '../form/RequiredMark';
import { FreeTimes } from './FreeTimes';
import { useBookingChoice } from './use-free-slots';
import * as formStyles from '../ContactForm/ContactForm.module.css';
import * as styles from './Booking.module.css';

/**
 * The booking page's panel: the free times (FreeTimes, with the page's code) and, after them, the
 * booking form (`children`: its code loaded on first use), drawn as one form. Once the booking is
 * made, the form's confirmation alone.
 */
export function BookingPanel({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('booking');
  const { t: tContact } = useTranslation('forms', { keyPrefix: 'contact' });
  const { draftRestored, booked } = useBookingChoice();
  // The same elements either way, so the form (with its confirmation) is never drawn anew.
  return (
    // Its times and choices fill a phone's screen: no WhatsApp button floats over them (its CSS).
    <div data-keep-clear="" className={booked ? styles.panel : `${formStyles.form} ${styles.form} ${styles.panel}`}>
      {booked ? null : (
        <p className={formStyles.requiredNote}>
          <RequiredMark text="* " />
          {tContact('required')}
        </p>
      )}
      {draftRestored && !booked ? (
        <p className="info-note" data-testid="booking-draft-restored">
          {t('form.draftRestored')}
        </p>
      ) : null}
      {booked ? null : <FreeTimes />}
      {children}
    </div>
  );
}
