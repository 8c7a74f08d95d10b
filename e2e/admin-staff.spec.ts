import { expect, type Page } from '@playwright/test';
import { violationsOn } from './axe';
import { ADMIN_URL, adminTest as test, firstLogin, staffAccount } from './staff-admin';

/**
 * The owner runs a small consultancy alone at first: one account that sees the content and the
 * leads, and that adds the first colleague in the admin (no server command): a one-time password
 * to hand over, the colleague's roles changed, their account disabled and enabled, their password
 * reset. Axe-clean, at desktop and phone widths.
 */
test.use({ colorScheme: 'light' });
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(ADMIN_URL);
  await page.getByLabel('E-mail').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The menu on a phone: react-admin slides its app bar away while the page scrolls down (HideOnScroll),
 * so, as a visitor would, scroll back to the top to bring the menu button back.
 */
async function openPhoneMenu(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const button = page.getByRole('button', { name: 'Open menu' });
  await expect(button).toBeVisible();
  await button.click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** The one-time password the dialog shows, once; the dialog is closed after reading it. */
async function handedOver(page: Page, title: RegExp): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('It is shown only now');
  const password = (await dialog.getByTestId('one-time-password').innerText()).trim();
  expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return password;
}

for (const width of [1280, 390]) {
  test(`the owner sees content and leads, and adds, changes, disables and resets a colleague (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const owner = staffAccount('owner');
    await firstLogin(page, owner);
    if (width < 600) await openPhoneMenu(page);
    // Both everyday roles' parts, and the staff page.
    for (const entry of ['Dashboard', 'Blog posts', 'Applications', 'Data requests', 'Staff']) {
      await expect(page.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Staff' }).click();
    const list = page.getByTestId('staff-list');
    await expect(list.getByTestId('staff-member').filter({ hasText: `${owner.email} (you)` })).toContainText('Owner');
    expect(await violationsOn(page), 'staff page').toEqual([]);

    // A new colleague: the address is checked, then a one-time password is shown once.
    const colleague = `colleague-${width}-${Date.now()}@example.com`;
    await page.getByLabel('E-mail address').fill('not an address');
    await page.getByRole('button', { name: 'Add and show a one-time password' }).click();
    await expect(page.getByText('This address is not an e-mail address.')).toBeVisible();
    await page.getByLabel('E-mail address').fill(colleague);
    await page.getByRole('checkbox', { name: /^Recruiter/ }).check();
    await page.getByRole('button', { name: 'Add and show a one-time password' }).click();
    await expect(page.getByRole('dialog', { name: `${colleague} can now log in` })).toBeVisible();
    // Faded in fully: axe mid-fade reads the colours half-blended.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    expect(await violationsOn(page), 'one-time password dialog').toEqual([]);
    const oneTime = await handedOver(page, new RegExp(`${colleague} can now log in`));
    const row = list.getByTestId('staff-member').filter({ hasText: colleague });
    await expect(row).toContainText('Editor');
    await expect(row).toContainText('Recruiter');
    await expect(row).toContainText('has not yet replaced the one-time password');

    // Roles changed: editor only.
    await row.getByRole('button', { name: `Change the roles of ${colleague}` }).click();
    const roles = page.getByRole('dialog', { name: `Roles of ${colleague}` });
    await roles.getByRole('checkbox', { name: /^Recruiter/ }).uncheck();
    await roles.getByRole('button', { name: 'Save roles' }).click();
    await expect(roles).toBeHidden();
    await expect(row.getByLabel('Roles: Editor')).toBeVisible();

    // Disabled after a question, then enabled.
    await row.getByRole('button', { name: `Disable ${colleague}` }).click();
    await page.getByRole('dialog', { name: `Disable ${colleague}?` }).getByRole('button', { name: 'Disable' }).click();
    await expect(row).toContainText('Disabled: cannot log in');
    await row.getByRole('button', { name: `Enable ${colleague}` }).click();
    await expect(row).not.toContainText('Disabled');

    // Reset: a new one-time password replaces the first one.
    await row.getByRole('button', { name: `Reset the password of ${colleague}` }).click();
    await page.getByRole('dialog', { name: `Reset the password of ${colleague}?` }).getByRole('button', { name: 'Reset password' }).click();
    const reset = await handedOver(page, new RegExp(`New one-time password for ${colleague}`));
    expect(reset).not.toBe(oneTime);

    // The audit trail names each change.
    if (width < 600) await openPhoneMenu(page);
    await page.getByRole('menuitem', { name: 'Audit trail' }).click();
    for (const detail of [`${colleague} as editor and recruiter`, `${colleague}: roles: editor`, `${colleague}: disabled`, `${colleague}: enabled`]) {
      await expect(page.getByText(detail).first()).toBeVisible();
    }

    // The colleague logs in with the reset password (not the first one) and sees no staff page.
    if (width < 600) await page.setViewportSize({ width: 1280, height: 900 });
    await signOut(page);
    await signIn(page, colleague, oneTime);
    await expect(page.getByText('Wrong e-mail or password')).toBeVisible();
    await firstLogin(page, { email: colleague, password: reset });
    await expect(page.getByRole('menuitem', { name: 'Blog posts' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Applications' })).toHaveCount(0);
  });
}
