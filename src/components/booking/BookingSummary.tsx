import React from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBooking } from '@efe/shared/contract/booking';
import { rangeInBothZones, type JoinRange } from '@efe/shared/slot-time';
import { usePageLanguage } from '../../hooks/use-page-language';
import { standIn, withIsolatedValues } from './isolated-values';
import * as styles from './Booking.module.css';

/** When (Dubai time, and the visitor's own, their zone named in the page's language, when it differs) and how a consultation is held. */
export function BookingSummary({ booking, timeZone }: { booking: PublicBooking; timeZone: string | null }) {
  const { t } = useTranslation('booking');
  const language = usePageLanguage();
  const join: JoinRange = (start, end, acrossDays) => (acrossDays ? t('timeRange.acrossDays', { start, end }) : t('timeRange.sameDay', { start, end }));
  const times = rangeInBothZones({ start: booking.starts_at, end: booking.ends_at }, language, timeZone, join);
  return (
    <dl className={styles.summary} data-testid="booking-summary">
      <dt>{t('confirmation.when')}</dt>
      <dd>
        {withIsolatedValues(t('confirmation.dubai', { time: standIn('time') }), { time: times.office })}
        {times.family ? (
          <span className={styles.ownTime} data-testid="own-time">
            {withIsolatedValues(t('confirmation.yours', { time: standIn('time'), zone: standIn('zone') }), { time: times.family.time, zone: times.family.zone })}
          </span>
        ) : null}
      </dd>
      <dt>{t('confirmation.how')}</dt>
      <dd>{t(`meeting.${booking.meeting}`)}</dd>
    </dl>
  );
}
