/**
 * The booking page's shared store outlives the page on a client-side visit elsewhere: a family
 * coming back after a booking must find the times to choose from, not the last visit's state.
 */
import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import * as apiRequest from '../../lib/api-request';
import { BookingPanel } from './BookingPanel';
import { BookingForm } from './BookingForm';
import { updateBookingChoice, useBookingChoice, type BookingChoice } from './use-free-slots';
import * as bookingSchema from '@efe/shared/booking-schema';
import { installNoMediaMatches } from '../../../test-support/no-media-matches';

jest.mock('../../lib/api-client', () => ({ api: { bookConsultation: jest.fn() } }));
jest.mock('../../lib/api-request', () => ({ freeSlots: jest.fn() }));
const freeSlots = apiRequest.freeSlots as jest.MockedFunction<typeof apiRequest.freeSlots>;

const start = new Date(Date.now() + 3 * 86_400_000);
start.setUTCHours(6, 0, 0, 0);
const SLOTS = [0, 1].map((step) => {
  const from = new Date(start.getTime() + step * 1_800_000);
  return { start: from.toISOString(), end: new Date(from.getTime() + 1_800_000).toISOString() };
});

beforeAll(() => {
  installNoMediaMatches();
});

beforeEach(() => {
  freeSlots.mockReset();
  freeSlots.mockResolvedValue({ ok: true, status: 200, data: { data: { slots: SLOTS, slot_minutes: 30 } } });
  window.sessionStorage.clear();
});

/** What the form's fields hold, as the page's own store says it (the store is what the times and the form share). */
function StoreProbe() {
  const { start: chosen, booked, draftRestored } = useBookingChoice();
  return <output data-testid="store">{JSON.stringify({ chosen, booked, draftRestored })}</output>;
}

describe('BookingPanel on a return visit', () => {
  it('starts afresh after a booking: the times to choose from, no choice, no restored draft, no booking', async () => {
    const page = (
      <>
        <BookingPanel>
          <p>the form</p>
        </BookingPanel>
        <StoreProbe />
      </>
    );
    // The last visit: a booking made, from a restored draft, at a time; then a visit elsewhere.
    const lastVisit = renderWithI18n(page, { language: 'en', namespaces: ['booking', 'common', 'forms'] });
    act(() => updateBookingChoice({ slots: { state: 'ready', slots: SLOTS }, start: SLOTS[0].start, draftRestored: true, booked: true, startError: 'taken' }));
    expect(screen.getByTestId('store')).toHaveTextContent('"booked":true');
    lastVisit.unmount();
    freeSlots.mockClear();

    renderWithI18n(page, { language: 'en', namespaces: ['booking', 'common', 'forms'] });
    expect(screen.queryByTestId('booking-draft-restored')).toBeNull();
    expect(screen.getByTestId('store')).toHaveTextContent('{"chosen":"","booked":false,"draftRestored":false}');
    const times = await screen.findAllByRole('radio');
    expect(times).toHaveLength(2);
    expect(times.filter((time) => (time as HTMLInputElement).checked)).toHaveLength(0);
    await waitFor(() => expect(freeSlots).toHaveBeenCalledTimes(1));
  });
});

describe('the booking form follows the time chosen in the shared store', () => {
  it('takes the time chosen in the store, and lets it go when the store clears it', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <BookingPanel>
        <BookingForm />
      </BookingPanel>,
      { language: 'ar', namespaces: ['booking', 'common', 'forms', 'validation'] },
    );
    const slotTimes = within(await screen.findByTestId('time-choices')).getAllByRole('radio');
    expect(slotTimes).toHaveLength(2);
    await user.click(slotTimes[1]);
    expect(slotTimes[1]).toBeChecked();
    // The form's check finds a time: submitting the empty form refuses the e-mail, not the time.
    await user.click(screen.getByTestId('booking-submit'));
    await waitFor(() => expect(document.querySelector('input[type=email]')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByTestId('start-error')).toBeNull();
    // Chosen anew in the store (a 409 clears it): the form follows, and now refuses the missing time.
    act(() => updateBookingChoice({ start: '' }));
    await user.click(screen.getByTestId('booking-submit'));
    await waitFor(() => expect(screen.getByTestId('start-error')).toBeInTheDocument());
  });
});

describe('the booking form coming into the page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("redraws nothing of the page around it and makes Yup's schema only when it first checks", async () => {
    const user = userEvent.setup();
    // Each state of the shared store its readers were drawn with: a new one draws the free times again.
    const states = new Set<BookingChoice>();
    function StoreReader() {
      states.add(useBookingChoice());
      return null;
    }
    const schemaMade = jest.spyOn(bookingSchema, 'createBookingSchema');
    const page = (form: React.ReactNode) => (
      <>
        <BookingPanel>{form}</BookingPanel>
        <StoreReader />
      </>
    );
    const { rerender } = renderWithI18n(page(null), { language: 'en', namespaces: ['booking', 'common', 'forms', 'validation'] });
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    const drawn = states.size;
    // The form's code has come: drawn, its effects run (render and rerender wait for them).
    rerender(page(<BookingForm />));
    expect(await screen.findByTestId('booking-form')).toBeInTheDocument();
    await act(async () => undefined);
    expect(states.size).toBe(drawn);
    expect(schemaMade).not.toHaveBeenCalled();
    // The first check makes it, and finds what is missing.
    await user.click(screen.getByTestId('booking-submit'));
    await waitFor(() => expect(screen.getByTestId('start-error')).toBeInTheDocument());
    expect(schemaMade).toHaveBeenCalledTimes(1);
  });
});
