/**
 * The booking's send answers the tap at once: the button is disabled, busy and says it is booking
 * before the form checks anything, and the check runs a field to a task, never the whole form in
 * one piece (on a phone the submit's one task was 110-150 ms of CPU, the button silent until then).
 */
import React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import { installNoMediaMatches } from '../../../test-support/no-media-matches';
import * as apiRequest from '../../lib/api-request';
import { api } from '../../lib/api-client';
import * as bookingSchema from '@efe/shared/booking-schema';
import { BookingPanel } from './BookingPanel';
import { BookingForm } from './BookingForm';

jest.mock('../../lib/api-client', () => ({ api: { bookConsultation: jest.fn() } }));
jest.mock('../../lib/api-request', () => ({ freeSlots: jest.fn() }));
const freeSlots = jest.mocked(apiRequest.freeSlots);
const bookConsultation = jest.mocked(api.bookConsultation);

const start = new Date(Date.now() + 3 * 86_400_000);
start.setUTCHours(6, 0, 0, 0);
const SLOTS = [{ start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString() }];

/** What the send button shows at a moment. */
function buttonState() {
  const button = screen.getByTestId('booking-submit');
  return { disabled: button.hasAttribute('disabled'), busy: button.getAttribute('aria-busy'), text: button.textContent };
}
const WORKING = { disabled: true, busy: 'true', text: 'Booking…' };

beforeAll(() => installNoMediaMatches());

beforeEach(() => {
  freeSlots.mockReset();
  freeSlots.mockResolvedValue({ ok: true, status: 200, data: { data: { slots: SLOTS, slot_minutes: 30 } } });
  bookConsultation.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

/** The page with the form, in English, its free times shown. */
async function bookingPage() {
  const user = userEvent.setup();
  renderWithI18n(
    <BookingPanel>
      <BookingForm />
    </BookingPanel>,
    { language: 'en', namespaces: ['booking', 'common', 'forms', 'validation'] },
  );
  await screen.findByTestId('time-choices');
  return user;
}

/** The page with the form, a time chosen and the details typed in. */
async function filledForm() {
  const user = await bookingPage();
  await user.click(within(screen.getByTestId('time-choices')).getAllByRole('radio')[0]);
  await user.click(screen.getByRole('radio', { name: /phone/i }));
  await user.type(screen.getByRole('textbox', { name: /name/i }), 'Lina Haddad');
  await user.type(screen.getByRole('textbox', { name: /e-mail|email/i }), 'lina@example.com');
  await user.type(screen.getByRole('textbox', { name: /phone/i }), '+971 50 123 4567');
  return user;
}

/** Records the button's state when the form's rules are made and used, and whether each use came in a task of its own. */
function watchTheCheck() {
  const seen: { madeWith?: ReturnType<typeof buttonState>; checks: Array<{ how: string; button: ReturnType<typeof buttonState>; sameTaskAsLast: boolean }> } = { checks: [] };
  const original = bookingSchema.createBookingSchema;
  // Set in each check, cleared by a task queued then: still set at the next check, no task ran between.
  let lastCheckTask: object | null = null;
  const checked = (how: string) => {
    seen.checks.push({ how, button: buttonState(), sameTaskAsLast: lastCheckTask !== null });
    const token = {};
    lastCheckTask = token;
    setTimeout(() => {
      if (lastCheckTask === token) lastCheckTask = null;
    }, 0);
  };
  jest.spyOn(bookingSchema, 'createBookingSchema').mockImplementation((t) => {
    seen.madeWith = buttonState();
    const made = original(t);
    const validate = made.validate.bind(made);
    const validateAt = made.validateAt.bind(made);
    made.validate = (...args: Parameters<typeof made.validate>) => {
      checked('whole');
      return validate(...args);
    };
    made.validateAt = (...args: Parameters<typeof made.validateAt>) => {
      checked(String(args[0]));
      return validateAt(...args);
    };
    return made;
  });
  return seen;
}

describe('the booking form sending', () => {
  it('says it is booking before it checks anything and before the values are sent, and checks a field to a task', async () => {
    const user = await filledForm();
    const seen = watchTheCheck();
    let buttonWhenSent: ReturnType<typeof buttonState> | undefined;
    bookConsultation.mockImplementation(async () => {
      buttonWhenSent = buttonState();
      return { ok: false, kind: 'network', message: 'offline' };
    });
    await user.click(screen.getByTestId('booking-submit'));
    await waitFor(() => expect(bookConsultation).toHaveBeenCalledTimes(1));
    expect(seen.madeWith).toEqual(WORKING);
    expect(buttonWhenSent).toEqual(WORKING);
    // Every field checked, each apart, none with the whole form; the button busy throughout.
    expect(seen.checks.map((check) => check.how)).toEqual([...bookingSchema.BOOKING_FIELDS]);
    expect(seen.checks.filter((check) => check.sameTaskAsLast)).toEqual([]);
    expect(seen.checks.every((check) => JSON.stringify(check.button) === JSON.stringify(WORKING))).toBe(true);
    // Unanswered, it stops saying so: the values stay, the button can be used again.
    await waitFor(() => expect(buttonState()).toEqual({ disabled: false, busy: null, text: 'Book the consultation' }));
  });

  it('is busy from the tap on a form with errors too, then shows them and is free again', async () => {
    const user = await bookingPage();
    const seen = watchTheCheck();
    await user.click(screen.getByTestId('booking-submit'));
    await waitFor(() => expect(screen.getByTestId('start-error')).toBeInTheDocument());
    expect(seen.madeWith).toEqual(WORKING);
    expect(bookConsultation).not.toHaveBeenCalled();
    await waitFor(() => expect(buttonState()).toEqual({ disabled: false, busy: null, text: 'Book the consultation' }));
  });
});
