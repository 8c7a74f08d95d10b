/**
 * The manage page as a family meets it: a damaged private link (cut short, another fragment,
 * random junk) is said at once in the page's language, as an unknown link is, with how to reach
 * the consultancy and no "Try again" that could only repeat it; and focus follows each button to
 * what it brought (the calendar, the question, the buttons again, "Try again" again).
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { fc, test } from '@fast-check/jest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT, LANGUAGES, MOVES_PER_BOOKING_PER_DAY, type Language } from '@efe/shared/constants';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { api, type ApiResult } from '../../lib/api-client';
import { ManageBooking } from './ManageBooking';

jest.mock('../../lib/api-client', () => ({ api: { lookUpBooking: jest.fn(), moveBooking: jest.fn(), cancelBooking: jest.fn() } }));
const lookUpBooking = api.lookUpBooking as jest.MockedFunction<typeof api.lookUpBooking>;
const moveBooking = api.moveBooking as jest.MockedFunction<typeof api.moveBooking>;

const NAMESPACES = ['booking', 'forms', 'validation', 'common'] as const;
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

/** What the site says for a link that opens no booking, in `language` (the API's 404 says it too). */
function linkUnknown(language: Language): string {
  const texts: { booking: { linkUnknown: string } } = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../locales', language, 'validation.json'), 'utf8'));
  return texts.booking.linkUnknown;
}

/** What the API answered a damaged key before: Fastify's schema text, in English whatever the page. */
const schemaRefusal: ApiResult = { ok: false, kind: 'http', status: 400, message: 'body/token must match pattern "^[A-Za-z0-9_-]{43}$"', errors: {} };

const token = fc.string({ unit: fc.constantFrom(...TOKEN_ALPHABET), minLength: 43, maxLength: 43 });
/** Links as they arrive damaged: cut short, a stray fragment, junk of any characters, junk after a whole key, a key with one wrong character. */
const damagedKey = fc
  .oneof(
    token.chain((whole) => fc.integer({ min: 1, max: 42 }).map((cut) => whole.slice(0, 43 - cut))),
    fc.constantFrom('abc', '%23abc', 'manage', 'undefined'),
    fc.string({ minLength: 1, maxLength: 80 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    fc.tuple(token, fc.string({ minLength: 1, maxLength: 10 })).map(([whole, junk]) => whole + junk),
    fc.tuple(token, fc.integer({ min: 0, max: 42 }), fc.constantFrom('!', '.', '~', ' ', '=', '/', 'é', 'ж', 'ب')).map(([whole, at, wrong]) => whole.slice(0, at) + wrong + whole.slice(at + 1)),
  )
  // What the address bar keeps of it (tabs and line breaks go, the rest is percent-encoded) is still not a key, nor nothing.
  .filter((key) => {
    const kept = new URL(`https://example.ae/#${key}`).hash.slice(1);
    return kept !== '' && !WELL_FORMED.test(kept);
  });

function openWith(fragment: string, language: Language) {
  window.history.replaceState(null, '', `/book-consultation/manage#${fragment}`);
  return renderWithI18n(<ManageBooking />, { language, namespaces: NAMESPACES });
}

beforeEach(() => {
  lookUpBooking.mockReset();
  lookUpBooking.mockResolvedValue(schemaRefusal);
});

test.prop([damagedKey, fc.constantFrom(...LANGUAGES)], { numRuns: 120 })(
  'a damaged link is said at once, as an unknown link, in the page\'s language, with how to reach us and nothing to try again',
  async (key, language) => {
    lookUpBooking.mockClear();
    try {
      openWith(key, language);
      const alert = await screen.findByRole('alert');
      const shown = window.location.hash.replace(/^#/, '');
      expect({ key, shown, said: alert.textContent }).toEqual({ key, shown, said: linkUnknown(language) });
      expect(lookUpBooking).not.toHaveBeenCalled();
      expect(screen.getByRole('link', { name: CONTACT.phoneDisplay })).toHaveAttribute('href', `tel:${CONTACT.phoneE164}`);
      expect(screen.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
      expect(screen.queryByTestId('manage-retry')).toBeNull();
      expect(document.body.textContent).not.toMatch(/body\/token|must match pattern/);
    } finally {
      cleanup();
    }
  },
);

describe('ManageBooking', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says what the server says of a well-formed key that opens nothing, and offers no "Try again" that would repeat it', async () => {
    lookUpBooking.mockResolvedValue({ ok: false, kind: 'http', status: 404, message: linkUnknown('ru'), errors: {} });
    openWith('A'.repeat(43), 'ru');
    expect(await screen.findByRole('alert')).toHaveTextContent(linkUnknown('ru'));
    expect(lookUpBooking).toHaveBeenCalledWith('A'.repeat(43), 'ru');
    expect(screen.queryByRole('button', { name: 'Попробовать снова' })).toBeNull();
    expect(screen.getByTestId('manage-reach')).toHaveTextContent(CONTACT.phoneDisplay);
  });

  it('offers "Try again" when the server could not be reached, and keeps focus on it when it fails again', async () => {
    const user = userEvent.setup();
    lookUpBooking.mockResolvedValue({ ok: false, kind: 'network', message: 'Failed to fetch' });
    openWith('B'.repeat(43), 'en');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(lookUpBooking).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  });

  it('moves focus to what each button brings: the calendar, the question, and the buttons again after "No, keep it"', async () => {
    const user = userEvent.setup();
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(6, 0, 0, 0);
    const slot = (hours: number) => ({ start: new Date(start.getTime() + hours * 3_600_000).toISOString(), end: new Date(start.getTime() + hours * 3_600_000 + 1_800_000).toISOString() });
    lookUpBooking.mockResolvedValue({
      ok: true,
      status: 200,
      data: {
        data: { id: 4, starts_at: slot(0).start, ends_at: slot(0).end, meeting: 'phone', full_name: 'Layla Haddad', service: null, status: 'booked', cancelled_by: null, site_language: 'en' },
        slots: [slot(1), slot(2)],
      },
    });
    openWith('C'.repeat(43), 'en');
    await user.click(await screen.findByRole('button', { name: 'Move to another time' }));
    await waitFor(() => expect(screen.getByTestId('day-grid').querySelector('[tabindex="0"]')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move to another time' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel the consultation' }));
    await waitFor(() => expect(screen.getByText('Cancel this consultation? Its time will be free for another family.')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel the consultation' })).toHaveFocus());
  });

  it.each(LANGUAGES)('says in %s how often a booking can be moved in a day, and the refusal once it has been', async (language) => {
    const user = userEvent.setup();
    const booking = { id: 5, starts_at: slotFrom(0).start, ends_at: slotFrom(0).end, meeting: 'video', full_name: 'Layla Haddad', service: null, status: 'booked', cancelled_by: null, site_language: language };
    lookUpBooking.mockResolvedValue({ ok: true, status: 200, data: { data: booking, slots: [slotFrom(1), slotFrom(2)] } });
    const refusal = texts(language, 'validation').booking.moveLimit;
    moveBooking.mockResolvedValue({ ok: false, kind: 'http', status: 429, message: refusal, errors: {}, body: { error: refusal, refused: 'move-limit' } });
    try {
      openWith('D'.repeat(43), language);
      await user.click(await screen.findByTestId('move-booking'));
      expect(screen.getByTestId('move-limit')).toHaveTextContent(texts(language, 'booking').manage.moveLimit.replace('{{max}}', String(MOVES_PER_BOOKING_PER_DAY)));
      await waitFor(() => expect(screen.getByTestId('day-grid').querySelector('[tabindex="0"]')).toHaveFocus());
      await user.keyboard('{Enter}');
      await user.click((await screen.findAllByRole('radio'))[0]);
      await user.click(screen.getByTestId('confirm-move'));
      await waitFor(() => expect(screen.getByTestId('manage-outcome')).toHaveTextContent(refusal));
      expect(screen.getByTestId('booking-state')).toHaveTextContent(texts(language, 'booking').manage.status.booked);
    } finally {
      cleanup();
    }
  });
});

/** A locale file of the site, as the page reads it. */
function texts(language: Language, namespace: 'booking' | 'validation') {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../../../locales', language, `${namespace}.json`), 'utf8'));
}

/** A free half hour, `hours` after 06:00 UTC three days from now. */
function slotFrom(hours: number) {
  const day = new Date(Date.now() + 3 * 86_400_000);
  day.setUTCHours(6 + hours, 0, 0, 0);
  return { start: day.toISOString(), end: new Date(day.getTime() + 1_800_000).toISOString() };
}
