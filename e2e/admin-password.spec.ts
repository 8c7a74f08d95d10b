import { expect } from '@playwright/test';
import { adminTest as test, firstLogin, staffAccount } from './staff-admin';

/** A staff member changes their own password from the user menu, whenever they like. */
test('a password changed from the user menu: a wrong current one is named under its field, a right one empties the form and is the one that logs in', async ({
  page,
}) => {
  const account = staffAccount('recruiter');
  const chosen = await firstLogin(page, account);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expect(page.getByText('Change your password')).toBeVisible();

  const current = page.locator('input[name=current_password]');
  const next = page.locator('input[name=new_password]');
  const repeat = page.locator('input[name=repeat_password]');
  const newest = `${chosen} and then some`;
  await current.fill('not what I chose');
  await next.fill(newest);
  await repeat.fill(newest);
  await page.getByRole('button', { name: 'Change password' }).click();
  // Under its field (the pop-up repeats the API's reason too).
  await expect(current).toHaveAccessibleDescription('This is not your current password');
  await expect(next).toHaveValue(newest);

  await current.fill(chosen);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  // A new, empty form: the old entries would only be wrong the next time.
  for (const field of [current, next, repeat]) await expect(field).toHaveValue('');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const logIn = async (password: string) => {
    await page.getByLabel('E-mail').fill(account.email);
    await page.locator('input[name=password]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await logIn(chosen);
  await expect(page.getByText('Wrong e-mail or password')).toBeVisible();
  await logIn(newest);
  await expect(page.getByRole('menuitem', { name: 'Applications' })).toBeVisible();
});
