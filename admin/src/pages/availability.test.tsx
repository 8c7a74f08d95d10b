import { renderAdminPage } from '../../../test-support/admin-page';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import type { AvailabilitySettings } from '@efe/shared/contract/availability';
import { answerError } from '../lib/admin-fetch';
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

type Outside = Array<{ id: number; starts_at: string; ends_at: string; full_name: string; reason: 'closed-day' | 'outside-hours' | 'over-capacity' }>;

function availabilityPage(
  settings: AvailabilitySettings = SETTINGS,
  { outside = [], saved = async (sent: AvailabilitySettings) => ({ settings: sent, outside: [] }) }: { outside?: Outside; saved?: (sent: AvailabilitySettings) => Promise<{ settings: AvailabilitySettings; outside: Outside }> } = {},
) {
  const saveAvailability = jest.fn(saved);
  renderAdminPage(
    '/availability',
    { availability: async () => ({ settings, unreadable: null, outside }), saveAvailability },
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

describe('a row of hours the API refuses', () => {
  const TWO_ROWS: AvailabilitySettings = { ...SETTINGS, weekly: [{ weekday: 3, from: '09:00', to: '09:20' }, { weekday: 0, from: '09:00', to: '24:00' }] };
  const TOO_SHORT = 'The hours must end at least one slot (30 minutes) after they start.';

  it('is marked, its fields invalid with the message under them, whatever order the rows were in', async () => {
    // The API numbers the rows as sent: sorted by weekday, Wednesday's is the second.
    const { saveAvailability } = availabilityPage(TWO_ROWS, { saved: async () => Promise.reject(answerError(400, { errors: { 'weekly.1': TOO_SHORT } })) });
    await screen.findAllByTestId('weekly-row', {}, { timeout: 10_000 });
    await save();
    await waitFor(() => expect(saveAvailability).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(await screen.findByText('Not saved: see the marked fields', {}, { timeout: 10_000 })).toBeVisible();
    const rows = screen.getAllByTestId('weekly-row');
    const wednesday = rows.find((row) => within(row).queryByText('Wednesday'));
    const sunday = rows.find((row) => within(row).queryByText('Sunday'));
    if (!wednesday || !sunday) throw new Error('both rows are on the page');
    expect(within(wednesday).getByText(TOO_SHORT)).toBeVisible();
    for (const name of ['From', 'To']) expect(within(wednesday).getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    expect(within(wednesday).getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(TOO_SHORT);
    for (const name of ['From', 'To']) expect(within(sunday).getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps 24:00 as the end of the day, typed and shown as such, and refuses it as a start', async () => {
    const { saveAvailability } = availabilityPage({ ...SETTINGS, weekly: [{ weekday: 0, from: '09:00', to: '17:00' }] });
    const to = await screen.findByRole('textbox', { name: 'To' }, { timeout: 10_000 });
    await userEvent.clear(to);
    await userEvent.type(to, '24:00');
    await userEvent.tab();
    expect(to).toHaveValue('24:00');
    await save();
    await waitFor(() => expect(saveAvailability).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(saveAvailability.mock.calls[0][0].weekly).toEqual([{ weekday: 0, from: '09:00', to: '24:00' }]);
    const from = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(from);
    await userEvent.type(from, '24:00');
    await userEvent.tab();
    expect(await screen.findByText('Write the time as hh:mm (24-hour clock), e.g. 14:05.', {}, { timeout: 10_000 })).toBeVisible();
  });
});

describe('bookings the saved settings leave outside the diary', () => {
  const OUTSIDE: Outside = [
    { id: 11, starts_at: '2026-12-06T06:00:00.000Z', ends_at: '2026-12-06T06:30:00.000Z', full_name: 'Layla Haddad', reason: 'closed-day' },
    { id: 12, starts_at: '2026-12-07T14:00:00.000Z', ends_at: '2026-12-07T14:30:00.000Z', full_name: 'Olga Petrova', reason: 'over-capacity' },
  ];

  it('are counted and named after a save, each a link to it in Consultations, and said to stand until cancelled', async () => {
    availabilityPage(SETTINGS, { saved: async (sent) => ({ settings: sent, outside: OUTSIDE }) });
    await screen.findByRole('textbox', { name: 'From' }, { timeout: 10_000 });
    expect(screen.queryByTestId('bookings-outside')).toBeNull();
    await save();
    const warning = await screen.findByTestId('bookings-outside', {}, { timeout: 10_000 });
    expect(warning).toHaveTextContent('2 booked consultations are outside the diary now');
    expect(warning).toHaveTextContent('They stand until someone cancels them');
    expect(within(warning).getByRole('link', { name: /Layla Haddad/ })).toHaveAttribute('href', '/consultations/11/show');
    expect(within(warning).getByRole('link', { name: /Layla Haddad/ })).toHaveTextContent('Sunday 6 December, 10:00–10:30');
    expect(within(warning).getByText(/a closed day/)).toBeVisible();
    expect(within(warning).getByRole('link', { name: /Olga Petrova/ })).toHaveAttribute('href', '/consultations/12/show');
    expect(within(warning).getByText(/more booked at this time than can be seen at once \(1\)/)).toBeVisible();
  });

  it('are said when the page opens too, and the warning goes once a save leaves none out', async () => {
    availabilityPage(SETTINGS, { outside: OUTSIDE.slice(0, 1) });
    const warning = await screen.findByTestId('bookings-outside', {}, { timeout: 10_000 });
    expect(warning).toHaveTextContent('1 booked consultation is outside the diary now');
    await save();
    await waitFor(() => expect(screen.queryByTestId('bookings-outside')).toBeNull(), { timeout: 10_000 });
  });
});
