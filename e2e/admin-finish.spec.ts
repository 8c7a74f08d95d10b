import { expect, type Page } from '@playwright/test';
import { tinyPdf } from './upload-files';
import { ADMIN_URL, adminTest as test, firstLogin, sendApplication, staffAccount } from './staff-admin';

/**
 * The staff admin looks finished, on a desk and on a phone: the login page says whose admin it is
 * and asks the API once, without a console error; the menu's labels and counts are whole; dates
 * read day first (en-GB), on Dubai's calendar; a mail only written to the outbox says so instead of "sent".
 */
const today = () => new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Dubai' });

async function openMenu(page: Page, phone: boolean): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
}

for (const [width, phone] of [
  [1280, false],
  [390, true],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the login page names the consultancy and asks who is logged in once, quietly', async ({ page }) => {
      const errors: string[] = [];
      const sessionChecks: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/admin/session' && request.method() === 'GET') sessionChecks.push(request.url());
      });
      await page.goto(ADMIN_URL);
      await expect(page.getByRole('heading', { name: 'Elite Family Education' })).toBeVisible();
      await expect(page.locator('.login-mark svg')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      expect(sessionChecks).toHaveLength(1);
      expect(errors).toEqual([]);
    });

    test('menu labels and counts are whole, dates read day first, and a mail written to the outbox says so', async ({ page }) => {
      const name = `Finished Admin ${width} ${Date.now()}`;
      await sendApplication(name, tinyPdf(2000));
      await firstLogin(page, staffAccount('recruiter'));

      await openMenu(page, phone);
      const messages = page.getByRole('menuitem', { name: /Contact messages/ });
      await expect(messages).toBeVisible();
      // Nothing of the label or the count is cut: the item's content fits its box.
      for (const item of await page.getByRole('menuitem').all()) {
        expect(await item.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), await item.innerText()).toBe(true);
      }
      await page.getByRole('menuitem', { name: /Applications/ }).click();
      await expect(page.getByText(name).first()).toBeVisible();
      const row = (phone ? page.getByRole('listitem') : page.getByRole('row')).filter({ hasText: name });
      await expect(row).toContainText(today());

      await openMenu(page, phone);
      await page.getByRole('menuitem', { name: 'Mail queue' }).click();
      const mail = (phone ? page.getByRole('listitem') : page.getByRole('row')).filter({ hasText: `New application: ${name}` });
      await expect(async () => {
        await page.reload();
        await expect(mail).toContainText('Written to the outbox', { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await expect(mail).not.toContainText(/\bSent\b/);
      await expect(mail).toContainText(today());
    });
  });
}
