import { expect, type Page } from '@playwright/test';

/**
 * Checks the n-th free time of the first free day that has that many, and answers its start. The
 * first free day may be today in Dubai with only its last hours left (the suite runs at any hour),
 * or a day whose times the suite's other bookings took, so it is not always the one.
 */
export async function pickTime(page: Page, nth: number): Promise<string> {
  const grid = page.getByTestId('day-grid');
  const days = grid.locator('td[aria-disabled=false]');
  const times = page.getByTestId('time-choices').locator('input[type=radio]');
  // The month bar above the grid: its last button shows the next month (at a month's end, the
  // days left in it may all be short).
  const nextMonth = grid.locator('xpath=preceding-sibling::*[1]').locator('button').last();
  for (let month = 0; month < 2; month += 1) {
    for (let day = 0; day < (await days.count()); day += 1) {
      await days.nth(day).click();
      await expect(times.first()).toBeVisible();
      if ((await times.count()) > nth) {
        const time = times.nth(nth);
        const start = await time.getAttribute('value');
        if (!start) throw new Error('a time without its start');
        await time.check();
        return start;
      }
    }
    if (await nextMonth.isDisabled()) break;
    await nextMonth.click();
  }
  throw new Error(`No free day has ${nth + 1} times`);
}
