import { renderAdminPage } from '../../../test-support/admin-page';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import type { AvailabilitySettings } from '@shared/contract/availability';
import { AvailabilityPage } from './availability';

// A whole react-admin page in jsdom, on two busy cores: longer than jest's usual 20 s at worst.
jest.setTimeout(60_000);

const SETTINGS: AvailabilitySettings = {
  weekly: [{ weekday: 0, from: '09:00', to: '24:00' }],
  slot_minutes: 30,
  capacity: 1,
  notice_hours: 24,
  horizon_days: 60,
  closed_days: ['2026-12-02'],
};

function availabilityPage() {
  const saveAvailability = jest.fn(async (settings: AvailabilitySettings) => settings);
  renderAdminPage(
    '/availability',
    { availability: async () => ({ settings: SETTINGS, unreadable: null }), saveAvailability },
    <CustomRoutes>
      <Route path="/availability" element={<AvailabilityPage />} />
    </CustomRoutes>,
  );
  return { saveAvailability };
}

async function save() {
  await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
}

describe("the diary's times and closed days", () => {
  it('take days first and times on the 24-hour clock, 24:00 included, as the lists show them', async () => {
    const { saveAvailability } = availabilityPage();
    const from = await screen.findByRole('textbox', { name: 'From' }, { timeout: 10_000 });
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(from).toHaveValue('09:00');
    expect(to).toHaveValue('24:00');
    expect(screen.getByText('Wed 2 Dec 2026')).toBeVisible();

    await userEvent.clear(from);
    await userEvent.type(from, '9:30');
    await userEvent.clear(to);
    await userEvent.type(to, '17.45');
    // Enter in the day's field adds the day, as the button beside it does.
    await userEvent.type(screen.getByRole('textbox', { name: 'Day' }), '25/12/2026{Enter}');
    expect(await screen.findByText('Fri 25 Dec 2026')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('');
    await save();
    await waitFor(() => expect(saveAvailability).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(saveAvailability.mock.calls[0][0]).toMatchObject({ weekly: [{ weekday: 0, from: '09:30', to: '17:45' }], closed_days: ['2026-12-02', '2026-12-25'] });
  });

  it('say why a time or a day cannot be read, and save nothing', async () => {
    const { saveAvailability } = availabilityPage();
    const to = await screen.findByRole('textbox', { name: 'To' }, { timeout: 10_000 });
    await userEvent.clear(to);
    await userEvent.type(to, '5:30 PM');
    const day = screen.getByRole('textbox', { name: 'Day' });
    await userEvent.type(day, '12/25/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Add closed day' }));
    await waitFor(() => expect(screen.getByText('There is no 12/25/2026: check the day and the month. Write the day as dd/mm/yyyy, e.g. 25/11/2026.')).toBeVisible(), { timeout: 10_000 });
    expect(screen.getByRole('list', { name: 'Closed days' }).children).toHaveLength(1);
    // A day closed already is said to be, and not added twice.
    await userEvent.clear(day);
    await userEvent.type(day, '2/12/2026{Enter}');
    await waitFor(() => expect(screen.getByText('Wed 2 Dec 2026 is closed already.')).toBeVisible(), { timeout: 10_000 });
    expect(screen.getByRole('list', { name: 'Closed days' }).children).toHaveLength(1);
    await save();
    await waitFor(() => expect(screen.getByText('Write the time as hh:mm, from 00:00 to 24:00, e.g. 14:05.')).toBeVisible(), { timeout: 10_000 });
    expect(await screen.findByText('Not saved: see the marked fields', {}, { timeout: 10_000 })).toBeVisible();
    expect(saveAvailability).not.toHaveBeenCalled();
  });
});
