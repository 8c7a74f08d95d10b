/**
 * A time as a family anywhere reads it on the booking page: for random zones (every zone this
 * runtime knows, and the offset-only ones a browser may report) and random slots in the three
 * languages, the rendered times say the visitor's own date whenever it is not Dubai's, and name
 * their zone in the page's language from CLDR, isolated from the words around it.
 */
import React from 'react';
import { fc, test } from '@fast-check/jest';
import { cleanup, within } from '@testing-library/react';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import type { PublicBooking } from '@efe/shared/contract/booking';
import { DATE_LOCALES } from '@efe/shared/office-clock';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { BookingSummary } from './BookingSummary';
import { SlotPicker } from './SlotPicker';

const ZONES = [...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/GMT+5', 'Etc/GMT-14', 'Asia/Kolkata'];
const SLOT_MS = 30 * 60_000;

/** A slot's start: any half hour of 2026 and 2027 (both sides of every clock change). */
const slotStart = fc
  .integer({ min: Date.UTC(2026, 0, 1) / SLOT_MS, max: Date.UTC(2027, 11, 31) / SLOT_MS })
  .map((halfHours) => new Date(halfHours * SLOT_MS));

/** "2026-12-07 21:00" on a clock in `timeZone`. */
function wallClock(moment: Date, timeZone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(moment);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The names CLDR gives `timeZone` in the page's language: its generic and specific names, and its offset. */
function cldrNames(timeZone: string, language: Language, at: Date): { names: string[]; hasWordName: boolean } {
  const names = (['longGeneric', 'long', 'shortOffset'] as const).map(
    (form) => new Intl.DateTimeFormat(DATE_LOCALES[language], { timeZone, timeZoneName: form }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '',
  );
  return { names, hasWordName: names.slice(0, 2).some((name) => !/\d/.test(name)) };
}

/** The text of the <bdi> elements in `element`: what the page isolates from the words around it. */
const isolated = (element: HTMLElement) => [...element.querySelectorAll('bdi')].map((bdi) => bdi.textContent ?? '');

/** The zone's name as the page isolates it, checked against CLDR's names for the page's language. */
function expectZoneNamed(isolatedTexts: string[], timeZone: string, language: Language, at: Date) {
  const { names, hasWordName } = cldrNames(timeZone, language, at);
  const shown = isolatedTexts.filter((text) => names.includes(text));
  expect({ timeZone, language, isolatedTexts, named: shown.length > 0 }).toEqual({ timeZone, language, isolatedTexts, named: true });
  // A readable name where CLDR has one, not an offset ("GMT+00:00" for UTC).
  if (hasWordName) expect({ timeZone, name: shown[0], offset: /\d/.test(shown[0]) }).toEqual({ timeZone, name: shown[0], offset: false });
}

test.prop([fc.constantFrom(...ZONES), fc.constantFrom(...LANGUAGES), slotStart], { numRuns: 150 })(
  'the free times show the visitor\'s own time, their date when it is not Dubai\'s, and their zone\'s name in the page\'s language',
  (timeZone, language, start) => {
    const slot = { start: start.toISOString(), end: new Date(start.getTime() + SLOT_MS).toISOString() };
    try {
      const { getByTestId } = renderWithI18n(<SlotPicker slots={[slot]} value={slot.start} onChange={() => undefined} timeZone={timeZone} groupId="times" />, {
        language,
        namespaces: ['booking'],
      });
      const choices = getByTestId('time-choices');
      const tile = within(choices).getByRole('radio').closest('label');
      if (!tile) throw new Error('a time without its label');
      const dubai = wallClock(start, 'Asia/Dubai');
      const own = wallClock(start, timeZone);
      const text = tile.textContent ?? '';
      if (own.time === dubai.time && own.day === dubai.day) {
        // The same clock as Dubai's (Muscat): Dubai time alone.
        expect(text).toBe(dubai.time);
        return;
      }
      expect(text).toContain(own.time);
      const ownDate = new Intl.DateTimeFormat(DATE_LOCALES[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(start);
      if (own.day === dubai.day) expect({ timeZone, text, date: text.includes(ownDate) }).toEqual({ timeZone, text, date: false });
      else expect({ timeZone, text, date: text.includes(ownDate) }).toEqual({ timeZone, text, date: true });
      const note = choices.querySelector('p');
      if (!note) throw new Error('no note above the times');
      expectZoneNamed(isolated(note), timeZone, language, start);
    } finally {
      cleanup();
    }
  },
);

const booking = (start: Date): PublicBooking => ({
  id: 1,
  starts_at: start.toISOString(),
  ends_at: new Date(start.getTime() + SLOT_MS).toISOString(),
  meeting: 'video',
  full_name: 'Sarah Whitfield',
  service: null,
  status: 'booked',
  cancelled_by: null,
  site_language: 'en',
});

test.prop([fc.constantFrom(...ZONES), fc.constantFrom(...LANGUAGES), slotStart], { numRuns: 150 })(
  'the confirmation and the manage page say the visitor\'s time and name their zone as the free times do',
  (timeZone, language, start) => {
    try {
      const { getByTestId, queryByTestId } = renderWithI18n(<BookingSummary booking={booking(start)} timeZone={timeZone} />, { language, namespaces: ['booking'] });
      const dubai = wallClock(start, 'Asia/Dubai');
      const own = wallClock(start, timeZone);
      if (own.time === dubai.time && own.day === dubai.day) {
        expect(queryByTestId('own-time')).toBeNull();
        return;
      }
      const ownTime = getByTestId('own-time');
      expect(ownTime.textContent).toContain(own.time);
      expectZoneNamed(isolated(ownTime), timeZone, language, start);
      expect(ownTime.textContent).not.toContain(timeZone);
    } finally {
      cleanup();
    }
  },
);

describe('a time range in Arabic', () => {
  it('is written with its words, from … to, so no direction of the line can turn it round', () => {
    const { getByTestId } = renderWithI18n(<BookingSummary booking={booking(new Date('2026-12-14T09:30:00Z'))} timeZone="Europe/London" />, { language: 'ar', namespaces: ['booking'] });
    expect(getByTestId('booking-summary').textContent).toContain('الاثنين، 14 ديسمبر، من 13:30 إلى 14:00');
    expect(getByTestId('own-time').textContent).toContain('الاثنين، 14 ديسمبر، من 09:30 إلى 10:00');
  });
});
