import { expect } from '@playwright/test';
import { ADMIN_URL, adminTest as test, firstLogin, staffAccount } from './staff-admin';

/**
 * Staff whose browser speaks US English, in Los Angeles: Chromium's own date fields would ask them
 * for 11/25/2026 and AM/PM. The admin's date inputs read and write as its lists do, day first on
 * the 24-hour clock, on Dubai's clock whatever the browser's time zone.
 */
test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

const DAY_AND_TIME = /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/;

test("a post's published date is shown and typed as the list shows it, and saved as that instant", async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  await page.getByRole('menuitem', { name: 'Blog posts' }).click();
  const firstRow = page.getByRole('row').nth(1);
  const listedDay = (await firstRow.getByRole('cell').last().textContent()) ?? '';
  expect(listedDay).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  await firstRow.click();

  const published = page.getByRole('textbox', { name: 'Published' });
  await expect(published).toHaveValue(DAY_AND_TIME);
  expect((await published.inputValue()).startsWith(listedDay)).toBe(true);
  expect(await published.getAttribute('type')).toBe('text');

  // Saved for real, a post would rebuild the site in the middle of the other browser tests: the
  // save is answered here, with what the API would store.
  const postPath = new URL(page.url().replace('#/', '')).pathname.replace(/^\/admin\//, '/api/admin/');
  const sent: Array<Record<string, unknown>> = [];
  await page.route(
    (url) => url.pathname === postPath,
    async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      sent.push(body);
      const stored = (await (await page.request.get(route.request().url())).json()) as { data: Record<string, unknown> };
      return route.fulfill({ json: { data: { ...stored.data, published_at: body.published_at } } });
    },
  );

  await published.fill('');
  await published.pressSequentially('11/25/2026 2:05 PM');
  await published.blur();
  await expect(page.getByText('Write the day and time as dd/mm/yyyy hh:mm (24-hour clock, Dubai time), e.g. 25/11/2026 14:05.')).toBeVisible();

  await published.fill('');
  await published.pressSequentially('25/11/2026 14:05');
  await expect(page.getByText('Wed 25 Nov 2026, 14:05 (Dubai)')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved\./)).toBeVisible();
  // 14:05 in Dubai (UTC+4), typed in Los Angeles.
  expect(sent.map((body) => body.published_at)).toEqual(['2026-11-25T10:05:00.000Z']);
});

test("the applications' From and Until filters take the day first", async ({ page }) => {
  await firstLogin(page, staffAccount('recruiter'));
  await page.goto(`${ADMIN_URL}#/applications`);
  const from = page.getByRole('textbox', { name: 'From' });
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');

  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/admin/applications' && new URL(request.url()).searchParams.get('since') === '2026-11-25');
  await from.pressSequentially('25/11/2026');
  await asked;
  await expect(page).toHaveURL(/since%22%3A%222026-11-25/);

  const until = page.getByRole('textbox', { name: 'Until' });
  await until.pressSequentially('11/30/2026');
  await until.blur();
  await expect(page.getByText('There is no 11/30/2026: check the day and the month. Write the day as dd/mm/yyyy, e.g. 25/11/2026.')).toBeVisible();
});

test("the diary's hours and closed days are typed as they are shown", async ({ page }) => {
  await firstLogin(page, staffAccount('recruiter'));
  await page.goto(`${ADMIN_URL}#/availability`);
  const from = page.getByRole('textbox', { name: 'From' }).first();
  await expect(from).toHaveValue(/^\d\d:\d\d$/);
  const to = page.getByRole('textbox', { name: 'To' }).first();
  await to.fill('');
  await to.pressSequentially('24:00');
  await expect(page.getByText('Midnight, the end of the day')).toBeVisible();

  // Not saved: the booking tests beside this one read the diary.
  const day = page.getByRole('textbox', { name: 'Day' });
  await day.pressSequentially('25/12/2030');
  await day.press('Enter');
  await expect(page.getByRole('list', { name: 'Closed days' })).toContainText('Wed 25 Dec 2030');
  await expect(day).toHaveValue('');
});
