/**
 * The booking form's code comes without the visitor's use too: once the page is hydrated and its
 * first view done, at idle (a family who reads, then types, must not wait for it then).
 */
import React from 'react';
import type { Root } from 'react-dom/client';
import { waitFor } from '@testing-library/react';
import { createTestI18n } from '../../../test-support/render-with-i18n';
import { deferredSectionPage } from '../../../test-support/deferred-section-page';
import { FIRST_VIEW_QUIET_MS } from '../../lib/after-first-view';
import { nextTask } from '../../lib/next-task';
import { loadBookingForm } from './booking-form-code';
import { DeferredBookingForm } from './DeferredBookingForm';
import { withRealScheduling } from '../../../test-support/real-scheduling';

// The first page: its HTML comes from the server and is hydrated (as components/Deferred's tests).
jest.mock('../../lib/client-navigation', () => ({ hasNavigatedInApp: () => false, markClientNavigation: () => undefined }));
// The code's arrival is not what is tested: only whether, and when, it is asked for.
jest.mock('./booking-form-code', () => ({ loadBookingForm: jest.fn(() => new Promise(() => undefined)) }));
const load = jest.mocked(loadBookingForm);

describe('the booking form on the first page', () => {
  const i18n = createTestI18n('en', ['common']);
  let root: Root | undefined;
  withRealScheduling();

  afterEach(() => {
    root?.unmount();
    root = undefined;
    document.body.innerHTML = '';
  });

  it('asks for its code once the page is hydrated, with no interaction, and not in the hydration itself', async () => {
    const { container, hydrate } = deferredSectionPage(
      i18n,
      <form data-testid="booking-form">
        <input name="full_name" defaultValue="" />
      </form>,
    );
    root = hydrate(<DeferredBookingForm />);
    await waitFor(() => expect(container.querySelector('[data-deferred]')).not.toBeNull());
    for (let turn = 0; turn < 5; turn += 1) await nextTask();
    // Hydrated, and the first view not yet done: not yet.
    expect(load).not.toHaveBeenCalled();
    // Nobody touches the page: the code is asked for all the same.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: FIRST_VIEW_QUIET_MS + 7000 });
    // The section's HTML is still the server's until the code has come.
    expect(container.querySelector('[data-deferred][data-ready]')).toBeNull();
  }, 20_000);
});
