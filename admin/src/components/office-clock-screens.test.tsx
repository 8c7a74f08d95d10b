/**
 * The screens that show stored instants, rendered in this process's time zone (the machine's, not
 * Dubai's): each shows Dubai's wall clock and says so, never the browser's clock bare. The
 * expected text is Intl's for Asia/Dubai (test-support/local-clock), not the admin's formatter.
 */
import { listedDateTime, renderAdminPage } from '../../../test-support/admin-page';
import { dubaiClock, localClock } from '../../../test-support/local-clock';
import { enclosing } from '../../../test-support/enclosing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fc, test } from '@fast-check/jest';
import { AdminContext, CustomRoutes, RecordContextProvider, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { DeployWithBuild } from '@efe/shared/contract/deploy';
import type { AuditEntry } from '@efe/shared/contract/staff';
import type { EngagementStats } from '@efe/shared/contract/engagement-answer';
import { ConsentPanel } from '../resources/candidates/consent-panel';
import { DeployList } from '../resources/deploys/deploys';
import { AuditList } from '../resources/audit/audit';
import { EngagementFigures } from '../pages/engagement-figures';

// The chart library needs what jsdom lacks (structuredClone, layout): a stand-in that shows the
// band axis's labels as text, what the chart would write under its bars.
jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ xAxis }: { xAxis?: Array<{ data?: unknown[] }> }) => <div data-testid="bar-chart-axis">{(xAxis?.[0]?.data ?? []).join(' | ')}</div>,
}));

// Whole react-admin pages in jsdom, on two busy cores: longer than jest's usual 20 s at worst.
jest.setTimeout(120_000);

/** Instants to the minute, 1990 to 2060 (Dubai's clock has been UTC+4 all that time). */
const instants = fc.integer({ min: Date.UTC(1990, 0, 1) / 60_000, max: Date.UTC(2060, 11, 31) / 60_000 }).map((n) => new Date(n * 60_000).toISOString());

/** "28/11/2026 01:49" not followed by the zone: a time on some clock left unsaid. */
const bareClock = (text: string) => /\d\d\/\d\d\/\d{4} \d\d:\d\d(?! \(Dubai\))/.test(text);

/** A candidate made from an application, with the consent her profile rests on. */
const candidateMadeFrom = (consentAt: string, withdrawnAt: string | null = null) => ({
  id: 5,
  made_from: { application_id: 9, name: 'Maria Santos', consent_version: 1, consent_at: consentAt, consent_language: 'en', consent_withdrawn_at: withdrawnAt },
});

function consentBanner(consentAt: string, withdrawnAt: string | null = null): string {
  cleanup();
  render(
    <AdminContext>
      <RecordContextProvider value={candidateMadeFrom(consentAt, withdrawnAt)}>
        <ConsentPanel />
      </RecordContextProvider>
    </AdminContext>,
  );
  return screen.getByRole('alert').textContent ?? '';
}

describe("a stored instant on Dubai's clock, with its label, in any browser's zone", () => {
  test.prop([instants], { numRuns: 25 })("a list's date and time field", (instant) => {
    expect(listedDateTime(instant)).toBe(dubaiClock(instant));
  });

  test.prop([instants, fc.option(instants, { nil: null })], { numRuns: 15 })('the consent banner of a candidate made from an application', (given, withdrawn) => {
    const text = consentBanner(given, withdrawn);
    expect(text).toContain(`${withdrawn === null ? 'Given' : 'given'} ${dubaiClock(given)} on the English page (wording 1)`);
    if (withdrawn !== null) expect(text).toContain(`Withdrawn ${dubaiClock(withdrawn)}: the profile cannot be published`);
    expect(bareClock(text)).toBe(false);
  });

  it('the consent banner of the report: given 13:49 in Dubai, whatever the browser says', () => {
    const text = consentBanner('2026-11-28T09:49:00.000Z');
    expect(text).toContain('Given 28/11/2026 13:49 (Dubai) on the English page (wording 1)');
    // This machine's clock is not Dubai's: the browser's time would have been another.
    if (localClock('2026-11-28T09:49:00.000Z') !== '28/11/2026 13:49') expect(text).not.toContain(localClock('2026-11-28T09:49:00.000Z'));
  });
});

describe('the Deploys page', () => {
  const deploy: DeployWithBuild = {
    id: 3,
    reason: 'blog post 4 saved',
    changes: 1,
    status: 'succeeded',
    requested_at: '2026-11-27T21:49:10.000Z',
    finished_at: '2026-11-27T21:49:12.000Z',
    attempts: [{ attempt: 1, started_at: '2026-11-27T21:52:30.000Z', status_code: 204, error: null }],
    build: { state: 'published', finished_at: '2026-11-27T21:50:40.000Z', detail: null },
  };

  it('says when each deploy was asked for, its attempts and its build went live on Dubai\'s clock, the zone said', async () => {
    renderAdminPage('/deploys', { getList: async () => ({ data: [deploy], total: 1 }) }, <Resource name="deploys" list={DeployList} />);
    const row = enclosing(await screen.findByText('blog post 4 saved', {}, { timeout: 15_000 }), 'tr');
    // 21:49 UTC is the next day in Dubai.
    expect(within(row).getByText('28/11/2026 01:49 (Dubai)')).toBeVisible();
    expect(within(row).getByText(`Live on the site since ${dubaiClock(deploy.build.finished_at ?? '')}`)).toBeVisible();
    await userEvent.click(within(row).getByText('blog post 4 saved'));
    expect(await screen.findByText(dubaiClock(deploy.attempts[0].started_at), {}, { timeout: 10_000 })).toBeVisible();
    expect(bareClock(document.body.textContent ?? '')).toBe(false);
  });
});

describe('the audit trail', () => {
  const entries: AuditEntry[] = [
    { id: 2, at: '2026-11-28T09:49:00.000Z', actor: 'Olga', action: 'update', resource: 'engagements', resource_id: 7, detail: 'stage: trial' },
    { id: 1, at: '2026-11-27T20:30:00.000Z', actor: 'Olga', action: 'create', resource: 'engagements', resource_id: 7, detail: null },
  ];

  it("says when each change was made on Dubai's clock, the zone said", async () => {
    renderAdminPage('/audit', { getList: async () => ({ data: entries, total: entries.length }) }, <Resource name="audit" list={AuditList} />);
    expect(await screen.findByText('28/11/2026 13:49 (Dubai)', {}, { timeout: 15_000 })).toBeVisible();
    // 20:30 UTC on the 27th is past midnight in Dubai.
    expect(screen.getByText('28/11/2026 00:30 (Dubai)')).toBeVisible();
    expect(bareClock(document.body.textContent ?? '')).toBe(false);
  });
});

describe("the dashboard's engagements per month", () => {
  const stats: EngagementStats = {
    by_stage: [{ stage: 'engaged', engagements: 1 }],
    months: [
      { month: '2025-12', opened: 2, placed: 0 },
      { month: '2026-01', opened: 1, placed: 1 },
    ],
    time_in_stage: [{ stage: 'engaged', mean_days: null, moves: 0 }],
    by_service: [],
    by_source: [],
  };

  it('names each month by its name and year, never as YYYY-MM', async () => {
    renderAdminPage('/figures', { engagementStats: async () => stats }, (
      <CustomRoutes>
        <Route path="/figures" element={<EngagementFigures />} />
      </CustomRoutes>
    ));
    const table = enclosing(await screen.findByText('Engagements opened and placed per month', {}, { timeout: 15_000 }), 'table');
    const cells = () => within(table).getAllByRole('row').slice(1).map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    await waitFor(() => expect(cells()).toEqual([['Dec 2025', '2', '0'], ['Jan 2026', '1', '1']]));
    expect(screen.getByTestId('bar-chart-axis')).toHaveTextContent(/^Dec 2025 \| Jan 2026$/);
    expect(document.body.textContent).not.toMatch(/\b\d{4}-\d\d\b/);
  });
});
