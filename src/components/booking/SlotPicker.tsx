import React, { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { officeDay } from '@shared/office-clock';
import { usePageLanguage } from '../../hooks/use-page-language';
import { slotsByDay, type FreeSlot } from '../../lib/booking-calendar';
import { clockTime, dayLabel, differsFromOffice, zoneCity } from '../../lib/booking-times';
import { DayGrid } from './DayGrid';
import * as styles from './Booking.module.css';

interface Props {
  slots: readonly FreeSlot[];
  /** The chosen slot's start ('' for none). */
  value: string;
  onChange: (start: string) => void;
  /** The visitor's zone, for their own clock beside Dubai's. */
  timeZone: string | null;
  /** Focus target for "choose a time" (the form's error moves focus here). */
  groupId: string;
  error?: string;
  errorId?: string;
}

/**
 * A day from the month grid, then one of its free times (native radio buttons: the arrow keys
 * move between them), each in Dubai time and in the visitor's own when it differs.
 */
export function SlotPicker({ slots, value, onChange, timeZone, groupId, error, errorId }: Props) {
  const { t } = useTranslation('booking');
  const language = usePageLanguage();
  const byDay = useMemo(() => slotsByDay(slots), [slots]);
  const freeDays = useMemo(() => [...byDay.keys()], [byDay]);
  const [day, setDay] = useState<string | null>(value ? officeDay(new Date(value)) : null);
  const dayHeadingId = `day${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const times = day ? (byDay.get(day) ?? []) : [];
  // The visitor's city beside each time, when their clock differs from Dubai's on that day.
  const ownZone = times.length > 0 && differsFromOffice(timeZone, times[0].start) ? zoneCity(timeZone) : null;

  return (
    <div className={styles.picker}>
      <div>
        <h2 id={dayHeadingId} className={styles.stepTitle}>
          {t('steps.day')}
        </h2>
        <DayGrid
          freeDays={freeDays}
          chosen={day}
          labelledBy={dayHeadingId}
          onChoose={(chosen) => {
            setDay(chosen);
            // A time of another day is no longer the choice.
            if (value && officeDay(new Date(value)) !== chosen) onChange('');
          }}
        />
      </div>
      <fieldset id={groupId} tabIndex={-1} className={styles.times} aria-describedby={error ? errorId : undefined} data-testid="time-choices">
        <legend className={styles.stepTitle}>{t('steps.time')}</legend>
        {day === null ? <p className={styles.note}>{t('calendar.chooseDay')}</p> : null}
        {day !== null && times.length === 0 ? <p className={styles.note}>{t('calendar.noTimes')}</p> : null}
        {day !== null && times.length > 0 ? (
          <>
            <p className={styles.note}>
              {t('calendar.timesOn', { day: dayLabel(day, language) })}. {ownZone ? t('calendar.bothZones', { zone: ownZone }) : t('calendar.dubaiOnly')}
            </p>
            <ul className={styles.timeList}>
              {times.map((slot) => (
                <li key={slot.start}>
                  <label className={`${styles.time} ${value === slot.start ? styles.timeChosen : ''}`}>
                    <input type="radio" name={`${groupId}-start`} value={slot.start} checked={value === slot.start} onChange={() => onChange(slot.start)} />
                    <span>
                      <bdi className={styles.clock}>{clockTime(slot.start, language)}</bdi>
                      {ownZone && timeZone ? (
                        <span className={styles.ownTime}>
                          <bdi>{clockTime(slot.start, language, timeZone)}</bdi> {ownZone}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error} data-testid="start-error">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
