import React from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Booking.module.css';

/** The most weeks a month's grid draws (DayGrid): the space is never shorter than the calendar it waits for. */
const WEEKS = 6;
const WEEKDAYS = 7;

interface Props {
  /** What the free times say meanwhile: that they are loading, that none are free, that they could not be loaded. */
  children: React.ReactNode;
  /** The grid's outline drawn faintly (while the times load); otherwise the space stays blank. */
  ghost: boolean;
}

/**
 * The calendar's space before there is a calendar: the free times come from the API after the
 * first paint, and the form under them must not move when they do (a tap aimed at "Phone call"
 * would land on a day). A copy of SlotPicker's day column, with DayGrid's elements and classes, so
 * it is the calendar's size at every width and in every language, but empty and hidden from
 * assistive technology; the message sits at its top, where the calendar's heading comes.
 */
export function CalendarSpace({ children, ghost }: Props) {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.space} data-testid="calendar-space">
      <div className={`${styles.spaceCopy} ${ghost ? styles.ghost : ''}`} aria-hidden="true">
        <h2 className={styles.stepTitle}>{t('steps.day')}</h2>
        <div className={styles.calendar}>
          <div className={styles.monthBar}>
            <span className={styles.monthButton} />
            <span className={styles.monthTitle} />
            <span className={styles.monthButton} />
          </div>
          <table className={styles.grid}>
            <thead>
              <tr>
                {Array.from({ length: WEEKDAYS }, (_, day) => (
                  <th key={day}>{'\u00a0'}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: WEEKS }, (_, week) => (
                <tr key={week}>
                  {Array.from({ length: WEEKDAYS }, (_, day) => (
                    <td key={day} className={styles.day} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.keysHint}>{t('calendar.keys')}</p>
        </div>
      </div>
      <div className={styles.spaceMessage}>{children}</div>
    </div>
  );
}
