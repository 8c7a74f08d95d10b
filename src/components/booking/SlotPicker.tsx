import React, { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { officeDay } from '@efe/shared/office-clock';
import { differsFromOffice } from '@efe/shared/slot-time';
import { zoneName } from '@efe/shared/zone-name';
import { usePageLanguage } from '../../hooks/use-page-language';
import type { FreeSlot } from '@efe/shared/contract/booking';
import { slotsByDay } from '../../lib/booking-calendar';
import { clockTime, dayLabel, ownDateIfOther } from '../../lib/booking-times';
import { DayGrid } from './DayGrid';
import { standIn, withIsolatedValues } from './isolated-values';
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
  /** The form the times belong to, where they are drawn outside its element: Enter on a time sends it. */
  form?: string;
}

/**
 * A day from the month grid (the first free one to begin with), then one of its free times
 * (native radio buttons: the arrow keys move between them), each in Dubai time and in the
 * visitor's own when it differs, with the visitor's date when theirs is another day; the note
 * above the times names their zone.
 */
export function SlotPicker({ slots, value, onChange, timeZone, groupId, error, errorId, form }: Props) {
  const { t } = useTranslation('booking');
  const language = usePageLanguage();
  const byDay = useMemo(() => slotsByDay(slots), [slots]);
  const freeDays = useMemo(() => [...byDay.keys()], [byDay]);
  // The first free day is open from the start, so its times show without a tap; the chosen time's day when there is one.
  const [day, setDay] = useState<string | null>(value ? officeDay(new Date(value)) : (freeDays[0] ?? null));
  const localId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const dayHeadingId = `day${localId}`;
  const noteId = `times-note${localId}`;
  const times = day ? (byDay.get(day) ?? []) : [];
  // The visitor's own time under each, when their clock differs from Dubai's on that day.
  const ownZone = times.length > 0 && differsFromOffice(timeZone, new Date(times[0].start)) ? zoneName(timeZone, language, new Date(times[0].start)) : null;

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
            <p className={styles.note} id={noteId} data-testid="times-note">
              {t('calendar.timesOn', { day: dayLabel(day, language) })}.{' '}
              {ownZone ? withIsolatedValues(t('calendar.bothZones', { zone: standIn('zone') }), { zone: ownZone }) : t('calendar.dubaiOnly')}
            </p>
            <ul className={styles.timeList}>
              {times.map((slot) => (
                <li key={slot.start}>
                  <label className={`${styles.time} ${value === slot.start ? styles.timeChosen : ''}`}>
                    <input
                      type="radio"
                      form={form}
                      name={`${groupId}-start`}
                      value={slot.start}
                      checked={value === slot.start}
                      onChange={() => onChange(slot.start)}
                      aria-describedby={noteId}
                    />
                    <span>
                      <bdi className={styles.clock}>{clockTime(slot.start, language)}</bdi>
                      {ownZone && timeZone ? <OwnTime start={slot.start} timeZone={timeZone} /> : null}
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

/** The visitor's clock at a slot's start, and their date when it is not Dubai's ("21:00 Mon 7 Dec" from Los Angeles). */
function OwnTime({ start, timeZone }: { start: string; timeZone: string }) {
  const language = usePageLanguage();
  const date = ownDateIfOther(start, language, timeZone);
  return (
    <span className={styles.ownTime} data-testid="slot-own-time">
      <bdi>{clockTime(start, language, timeZone)}</bdi>
      {date ? (
        <>
          {' '}
          <bdi className={styles.ownDate} data-testid="own-date">
            {date}
          </bdi>
        </>
      ) : null}
    </span>
  );
}
