import { Type } from '@sinclair/typebox';
import { FreeSlots } from '@efe/shared/contract/booking';
import { addDays, officeDay, weekdayOf } from '@efe/shared/office-clock';
import { API_URL, expect, openTestDatabase } from './support';
import { checked } from '../api/test/support/checked';
import { ADMIN_URL, adminTest as test, firstLogin, staffAccount } from './staff-admin';

/**
 * A recruiter closes a day in Availability: after a reload the page shows it as saved, and the
 * free times the booking page is given hold none on it. The day is five weeks ahead,
 * a weekday, so the other browser tests' first free days stay as they are; the settings are put
 * back as they were afterwards.
 */
const SlotsAnswer = Type.Object({ data: Type.Object({ slots: FreeSlots }) });

test('a closed day saved in Availability reads back after a reload, and no free time falls on it', async ({ page }) => {
  test.setTimeout(90_000);
  const db = openTestDatabase();
  const before: unknown = db.prepare('SELECT settings FROM booking_settings WHERE id = 1').pluck().get();
  db.close();
  let closed = addDays(officeDay(new Date()), 35);
  while (weekdayOf(closed) > 4) closed = addDays(closed, 1);
  try {
    await firstLogin(page, staffAccount('recruiter'));
    await page.goto(`${ADMIN_URL}#/availability`);
    await expect(page.getByRole('heading', { name: 'Closed days' })).toBeVisible();
    // Staff type days day-first, as Dubai writes them (admin/src/lib/dates.ts).
    const typed = closed.split('-').reverse().join('/');
    await page.getByRole('region', { name: 'Closed days' }).getByRole('textbox', { name: 'Day' }).fill(typed);
    await page.getByRole('button', { name: 'Add closed day' }).click();
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText('Availability saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('list', { name: 'Closed days' }).getByRole('button', { name: `Open ${typed} again` })).toBeVisible();
    await expect(page.getByTestId('availability-unreadable')).toHaveCount(0);
    const starts = checked(SlotsAnswer, await (await fetch(`${API_URL}/api/booking/slots`)).json()).data.slots.map((slot) => slot.start);
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.filter((start) => officeDay(new Date(start)) === closed)).toEqual([]);
  } finally {
    const restore = openTestDatabase();
    if (typeof before === 'string') restore.prepare('UPDATE booking_settings SET settings = ? WHERE id = 1').run(before);
    else restore.prepare('DELETE FROM booking_settings WHERE id = 1').run();
    restore.close();
  }
});
