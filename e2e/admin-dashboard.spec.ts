import fs from 'fs';
import path from 'path';
import { expect } from '@playwright/test';
import { LeadStatsQuery } from '../api/src/db/lead-stats';
import { violationsOn } from './axe';
import { openTestDatabase } from './support';
import { ADMIN_URL, adminTest as test, firstLogin, staffAccount } from './staff-admin';

/**
 * The recruiters' dashboard, the admin's first page for them: its numbers are the API's count of
 * the test database, on a desk and on a phone, without an axe violation; the chart library is
 * loaded for it alone (editors never fetch it, and the admin's main script does not hold it).
 */
const DASHBOARD_CHUNK = /\/admin\/assets\/dashboard-[^/]+\.js$/;

const expectedNow = () => {
  const db = openTestDatabase();
  try {
    return new LeadStatsQuery(db).at(new Date());
  } finally {
    db.close();
  }
};

for (const width of [1280, 390]) {
  test(`a recruiter lands on the dashboard and reads the right numbers (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await firstLogin(page, staffAccount('recruiter'));
    await page.goto(`${ADMIN_URL}#/`);
    const expected = expectedNow();
    await expect(page.getByRole('heading', { name: 'Waiting to be handled' })).toBeVisible();
    await expect(page.getByTestId('figure-Applications')).toHaveText(String(expected.waiting.applications));
    await expect(page.getByTestId('figure-Contact messages')).toHaveText(String(expected.waiting.messages));
    await expect(page.getByTestId('figure-Consultations')).toHaveText(String(expected.waiting.consultations));
    await expect(page.getByTestId('figure-Leads marked handled')).toHaveText(String(expected.handled_this_month.leads));
    // The tables screen readers get hold the same numbers as the charts.
    const weeks = page.locator('table', { has: page.locator('caption', { hasText: 'Leads per week' }) });
    await expect(weeks.locator('tbody tr')).toHaveCount(expected.weeks.length);
    const lastWeek = expected.weeks.at(-1);
    await expect(weeks.locator('tbody tr').last().locator('td')).toHaveText([String(lastWeek?.applications), String(lastWeek?.messages), String(lastWeek?.consultations)]);
    const sources = page.locator('table', { has: page.locator('caption', { hasText: 'Leads by source' }) });
    await expect(sources.locator('tbody tr')).toHaveCount(expected.by_source.length);
    await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect(await violationsOn(page)).toEqual([]);

    // "Waiting" leads to the inbox, showing only what waits.
    await page.getByRole('link', { name: 'Contact messages' }).last().click();
    await expect(page).toHaveURL(/#\/messages\?filter=/);
    // The consultations the figure counts, not every booked one (an engaged one waits no more).
    await page.goto(`${ADMIN_URL}#/`);
    await page.getByTestId('figure-Consultations').locator('xpath=..').getByRole('link', { name: 'Consultations' }).click();
    await expect(page).toHaveURL(/#\/consultations\?(.*&)?filter=%7B%22handled%22%3A%22no%22%7D/);
  });
}

test('the chart library is the dashboard\'s alone: an editor never loads it, nor does the admin\'s main script hold it', async ({ page }) => {
  const assets = path.resolve(__dirname, '../admin/dist/assets');
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
  const main = scripts.filter((name) => name.startsWith('index-'));
  expect(main).toHaveLength(1);
  expect(fs.readFileSync(path.join(assets, main[0]), 'utf8')).not.toContain('MuiChartsSurface');
  expect(scripts.some((name) => name.startsWith('dashboard-') && fs.readFileSync(path.join(assets, name), 'utf8').includes('MuiChartsSurface'))).toBe(true);

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await firstLogin(page, staffAccount('editor'));
  await page.goto(`${ADMIN_URL}#/`);
  await expect(page).toHaveURL(/#\/blog/);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  expect(fetched.filter((url) => DASHBOARD_CHUNK.test(new URL(url).pathname))).toEqual([]);
});
