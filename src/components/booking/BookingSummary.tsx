import React from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBooking } from '@shared/contract/booking';
import { OFFICE_TIME_ZONE } from '@shared/office-clock';
import { timeRangeIn } from '@shared/slot-time';
import { usePageLanguage } from '../../hooks/use-page-language';
import { differsFromOffice } from '../../lib/booking-times';
import * as styles from './Booking.module.css';

/** When (Dubai time, and the visitor's own when it differs) and how a consultation is held. */
export function BookingSummary({ booking, timeZone }: { booking: PublicBooking; timeZone: string | null }) {
  const { t } = useTranslation('booking');
  const language = usePageLanguage();
  const range = { start: booking.starts_at, end: booking.ends_at };
  return (
    <dl className={styles.summary} data-testid="booking-summary">
      <dt>{t('confirmation.when')}</dt>
      <dd>
        {t('confirmation.dubai', { time: timeRangeIn(range, language, OFFICE_TIME_ZONE) })}
        {differsFromOffice(timeZone, booking.starts_at) ? (
          <span className={styles.ownTime} data-testid="own-time">
            {t('confirmation.yours', { time: timeRangeIn(range, language, timeZone), zone: timeZone })}
          </span>
        ) : null}
      </dd>
      <dt>{t('confirmation.how')}</dt>
      <dd>{t(`meeting.${booking.meeting}`)}</dd>
    </dl>
  );
}
