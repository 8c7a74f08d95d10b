/**
 * The calendar's code comes apart from the page's (FreeTimes asks for it with the free times): when
 * it cannot be fetched (a phone losing its signal), the times say so and "Try again" asks for both
 * anew, then shows the calendar, with focus on it.
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

// A module whose factory throws is not kept: the next import runs it again, as a chunk fetched anew.
let mockCodeUnreachable = true;
jest.mock('./calendar-code', () => {
  if (mockCodeUnreachable) throw new Error('Loading chunk failed');
  return jest.requireActual('./calendar-code');
});

const start = new Date(Date.now() + 3 * 86_400_000);
start.setUTCHours(6, 0, 0, 0);
const SLOTS = [{ start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString() }];

it("says the times could not be shown while the calendar's code cannot be fetched, and \"Try again\" brings the calendar", async () => {
  const user = userEvent.setup();
  freeSlots.mockResolvedValue({ ok: true, status: 200, data: { data: { slots: SLOTS, slot_minutes: 30 } } });
  renderWithI18n(<FreeTimes />, { language: 'en', namespaces: ['booking', 'common'] });
  const retry = await screen.findByRole('button', { name: 'Try again' });
  expect(screen.getByTestId('slots-failed')).toBeInTheDocument();
  expect(screen.queryByTestId('day-grid')).toBeNull();

  mockCodeUnreachable = false;
  await user.click(retry);
  await waitFor(() => expect(screen.getByTestId('day-grid').querySelector('[tabindex="0"]')).toHaveFocus());
  expect(freeSlots).toHaveBeenCalledTimes(2);
});
