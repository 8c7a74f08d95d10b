import { renderAdminPage } from '../../../../test-support/admin-page';
import { dubaiClock } from '../../../../test-support/local-clock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Resource, type GetListParams } from 'react-admin';
import { ApplicationList } from './applications';

// A whole react-admin page in jsdom, on two busy cores: longer than jest's usual 20 s at worst.
jest.setTimeout(60_000);

const APPLICATION = {
  id: 7,
  name: 'Maria Santos',
  role: 'Governess',
  languages: ['English'],
  created_at: '2026-11-25T10:05:00.000Z',
  handled_at: null,
  handled_by: null,
  site_language: 'en',
  utm_source: null,
};

function applicationsPage() {
  const getList = jest.fn(async (_resource: string, _params: GetListParams) => ({ data: [APPLICATION], total: 1 }));
  renderAdminPage('/applications', { getList }, <Resource name="applications" list={ApplicationList} />);
  const filtersAsked = () => getList.mock.calls.map(([, params]) => params.filter);
  return { filtersAsked };
}

describe("the applications' date filters", () => {
  it('take the day first, as the list shows the dates, and ask the API for that day', async () => {
    const { filtersAsked } = applicationsPage();
    await waitFor(() => expect(screen.getByText(dubaiClock(APPLICATION.created_at))).toBeVisible(), { timeout: 10_000 });
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await userEvent.type(from, '25/11/2026');
    await waitFor(() => expect(filtersAsked()).toContainEqual({ since: '2026-11-25' }), { timeout: 10_000 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Until' }), '1.12.2026');
    await waitFor(() => expect(filtersAsked()).toContainEqual({ since: '2026-11-25', until: '2026-12-01' }), { timeout: 10_000 });
  });

  it('say why a day in the US order cannot be read, and do not apply it', async () => {
    const { filtersAsked } = applicationsPage();
    // Typed once the list is there, as staff do (the filter bar takes the list's filters when they arrive).
    await waitFor(() => expect(screen.getByText(dubaiClock(APPLICATION.created_at))).toBeVisible(), { timeout: 10_000 });
    const until = screen.getByRole('textbox', { name: 'Until' });
    await userEvent.type(until, '11/25/2026');
    await userEvent.tab();
    // Shown although react-admin's filter bar hides its inputs' helper texts.
    const message = 'There is no 11/25/2026: check the day and the month. Write the day as dd/mm/yyyy, e.g. 25/11/2026.';
    await waitFor(() => expect(screen.getByText(message)).toBeVisible(), { timeout: 10_000 });
    await userEvent.clear(until);
    await userEvent.type(until, '25/11/2026');
    await waitFor(() => expect(filtersAsked()).toContainEqual({ until: '2026-11-25' }), { timeout: 10_000 });
    // The day as typed first was never asked for, nor anything else.
    expect(filtersAsked().filter((filter) => Object.keys(filter).length > 0)).toEqual([{ until: '2026-11-25' }]);
  });
});
