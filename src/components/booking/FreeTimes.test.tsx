/**
 * The booking page's free times when they cannot be loaded: "Try again" is gone while it asks, so
 * focus goes to what comes instead, "Try again" once more or the calendar, never to the page.
 */
import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../test-support/render-with-i18n';
import * as apiRequest from '../../lib/api-request';
import { FreeTimes } from './FreeTimes';

jest.mock('../../lib/api-client', () => ({ api: { bookConsultation: jest.fn() } }));
jest.mock('../../lib/api-request', () => ({ freeSlots: jest.fn() }));
const freeSlots = apiRequest.freeSlots as jest.MockedFunction<typeof apiRequest.freeSlots>;

const start = new Date(Date.now() + 3 * 86_400_000);
start.setUTCHours(6, 0, 0, 0);
const SLOTS = [{ start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString() }];

beforeEach(() => {
  freeSlots.mockReset();
  window.sessionStorage.clear();
});

describe('FreeTimes with the API down', () => {
  it('keeps focus on "Try again" while the times still cannot be loaded, then takes it to the calendar', async () => {
    const user = userEvent.setup();
    freeSlots.mockResolvedValue({ ok: false, kind: 'network', message: 'Failed to fetch' });
    renderWithI18n(<FreeTimes />, { language: 'ar', namespaces: ['booking', 'common'] });
    await user.click(await screen.findByRole('button', { name: 'حاولوا مجددًا' }));
    await waitFor(() => expect(freeSlots).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'حاولوا مجددًا' })).toHaveFocus());

    freeSlots.mockResolvedValue({ ok: true, status: 200, data: { data: { slots: SLOTS, slot_minutes: 30 } } });
    await user.click(screen.getByRole('button', { name: 'حاولوا مجددًا' }));
    await waitFor(() => expect(screen.getByTestId('day-grid').querySelector('[tabindex="0"]')).toHaveFocus());
  });
});

describe('FreeTimes with the times come', () => {
  it('shows the first free day\'s times without a tap, in the page\'s language', async () => {
    const later = new Date(start.getTime() + 86_400_000);
    const slots = [...SLOTS, { start: later.toISOString(), end: new Date(later.getTime() + 1_800_000).toISOString() }];
    freeSlots.mockResolvedValue({ ok: true, status: 200, data: { data: { slots, slot_minutes: 30 } } });
    renderWithI18n(<FreeTimes />, { language: 'ru', namespaces: ['booking', 'common'] });
    const times = await screen.findAllByRole('radio');
    expect(times.map((time) => time.getAttribute('value'))).toEqual([SLOTS[0].start]);
    expect(screen.getByTestId('day-grid').querySelector('[aria-selected="true"]')).not.toBeNull();
  });
});
