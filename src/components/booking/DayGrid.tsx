import React, { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@efe/shared/constants';
import { directionOf } from '@efe/shared/language';
import { usePageLanguage } from '../../hooks/use-page-language';
import { addMonths, clampDay, dayAfterKey, monthOf, monthWeeks } from '../../lib/booking-calendar';
import { dayLabel, monthLabel, shortWeekdays } from '../../lib/booking-times';
import * as styles from './Booking.module.css';

interface Props {
  /** Days with a free time, earliest first (office days, "YYYY-MM-DD"). */
  freeDays: readonly string[];
  chosen: string | null;
  onChoose: (day: string) => void;
  /** The grid's heading, for its accessible name. */
  labelledBy: string;
}

/**
 * The month grid of the WAI-ARIA date picker: one day in the tab order, the arrow keys move
 * between days (mirrored right to left), Home and End to the week's ends, Page Up and Down a
 * month (with Shift a year), Enter or Space choose. Days without a free time can be visited but
 * not chosen.
 */
export function DayGrid({ freeDays, chosen, onChoose, labelledBy }: Props) {
  const { t } = useTranslation('booking', { keyPrefix: 'calendar' });
  const language = usePageLanguage();
  const direction = directionOf(language);
  const first = freeDays[0];
  const last = freeDays[freeDays.length - 1];
  const free = new Set(freeDays);
  const [focused, setFocused] = useState(chosen ?? first);
  // The month shown is always the focused day's: the keys and the month buttons both move that day.
  const month = monthOf(focused);
  // Focus follows the keys only, not the first render or a month button.
  const moved = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const monthId = `month${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const focusDay = (day: string) => {
    moved.current = true;
    setFocused(clampDay(day, first, last));
  };

  // The tab stop moves into the month asked for: its first free day, else its first bookable day.
  const showMonth = (next: string) => setFocused(freeDays.find((day) => monthOf(day) === next) ?? clampDay(`${next}-01`, first, last));

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (free.has(focused)) onChoose(focused);
      return;
    }
    const next = dayAfterKey(focused, event.key, direction, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    focusDay(next);
  };

  const weekdays = t('weekdays', { returnObjects: true });
  const short = shortWeekdays(language);
  const freeLabel = t('freeDay');
  const fullLabel = t('fullDay');

  return (
    <div className={styles.calendar}>
      <div className={styles.monthBar}>
        <button type="button" className={styles.monthButton} onClick={() => showMonth(addMonths(month, -1))} disabled={month <= monthOf(first)} aria-label={t('previousMonth')}>
          <span aria-hidden="true" className={styles.chevronBack} />
        </button>
        <h3 id={monthId} className={styles.monthTitle} aria-live="polite">
          {monthLabel(month, language)}
        </h3>
        <button type="button" className={styles.monthButton} onClick={() => showMonth(addMonths(month, 1))} disabled={month >= monthOf(last)} aria-label={t('nextMonth')}>
          <span aria-hidden="true" className={styles.chevronForward} />
        </button>
      </div>
      <table ref={gridRef} role="grid" className={styles.grid} aria-labelledby={`${labelledBy} ${monthId}`} onKeyDown={onKeyDown} data-testid="day-grid">
        <thead>
          <tr>
            {short.map((name, index) => (
              <th key={name} scope="col" abbr={weekdays[index]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <Week
              key={week.find(Boolean) ?? row}
              week={week}
              focused={focused}
              chosen={chosen}
              free={free}
              language={language}
              freeLabel={freeLabel}
              fullLabel={fullLabel}
              onClickDay={(day) => {
                moved.current = true;
                setFocused(day);
                if (free.has(day)) onChoose(day);
              }}
            />
          ))}
        </tbody>
      </table>
      <p className={styles.keysHint}>{t('keys')}</p>
    </div>
  );
}

interface WeekProps {
  week: Array<string | null>;
  focused: string;
  chosen: string | null;
  free: ReadonlySet<string>;
  language: Language;
  freeLabel: string;
  fullLabel: string;
  onClickDay: (day: string) => void;
}

/** A row of the grid: a component of its own, so React, drawing a new month, can yield between weeks (each day's label is an Intl format). */
function Week({ week, focused, chosen, free, language, freeLabel, fullLabel, onClickDay }: WeekProps) {
  return (
    <tr>
      {week.map((day, column) =>
        day === null ? (
          <td key={`empty-${column}`} />
        ) : (
          <td
            key={day}
            data-day={day}
            tabIndex={day === focused ? 0 : -1}
            aria-selected={day === chosen}
            aria-disabled={!free.has(day)}
            aria-label={`${dayLabel(day, language)}, ${free.has(day) ? freeLabel : fullLabel}`}
            className={`${styles.day} ${free.has(day) ? styles.dayFree : ''} ${day === chosen ? styles.dayChosen : ''}`}
            onClick={() => onClickDay(day)}
          >
            {Number(day.slice(8, 10))}
          </td>
        ),
      )}
    </tr>
  );
}
