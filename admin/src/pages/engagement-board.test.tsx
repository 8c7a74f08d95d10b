import { renderAdminPage } from '../../../test-support/admin-page';
import { screen, within } from '@testing-library/react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { DAY_MS } from '@efe/shared/office-clock';
import { EngagementBoard } from './engagement-board';

// A whole react-admin page in jsdom, on two busy cores: longer than jest's usual 20 s at worst.
jest.setTimeout(60_000);

/** An open engagement as the list answers it, with what the board reads of it. */
const entry = (id: number, stage: string, daysAgo: number, trial_ends_on: string | null = null) => ({
  id,
  stage,
  family_name: `Family ${id}`,
  // Half a day more, so no clock tick between here and the render moves the count.
  stage_since: new Date(Date.now() - (daysAgo + 0.5) * DAY_MS).toISOString(),
  trial_ends_on,
});

describe("the engagements' board", () => {
  it("says each card's days in its stage, one day as one, and a trial's last day as the engagement's page says days", async () => {
    const data = [entry(1, 'engaged', 0), entry(2, 'interviews', 1), entry(3, 'trial', 12, '2026-11-30')];
    renderAdminPage('/engagement-board', { getList: async () => ({ data, total: data.length }) }, (
      <CustomRoutes>
        <Route path="/engagement-board" element={<EngagementBoard />} />
      </CustomRoutes>
    ));
    const card = async (name: string) => {
      const link = (await screen.findByText(name, {}, { timeout: 10_000 })).closest('a');
      if (!(link instanceof HTMLAnchorElement)) throw new Error(`${name}'s card is not a link`);
      return link;
    };
    expect(within(await card('Family 1')).getByText('0 days in this stage')).toBeVisible();
    expect(within(await card('Family 2')).getByText('1 day in this stage')).toBeVisible();
    expect(within(await card('Family 3')).getByText('12 days in this stage · trial ends Mon 30 Nov 2026')).toBeVisible();
  });
});
