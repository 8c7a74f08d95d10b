import fs from 'fs';
import { expect } from '@playwright/test';
import { tinyPdf } from './upload-files';
import { ADMIN_URL, adminTest as test, firstLogin, sendApplication, staffAccount } from './staff-admin';

/**
 * A recruiter in the web admin: finds a new application in the inbox (narrowing it by role),
 * sees the applicant's photo and downloads the CV they sent, byte for byte, then finds the lead's
 * mail in the queue and their own login in the audit trail. (An editor's admin has no inbox:
 * editor-publish.spec.ts.)
 */
test('a recruiter finds an application in the inbox, sees the photo and downloads the CV', async ({ page }) => {
  const name = `Inbox Applicant ${Date.now()}`;
  const cv = tinyPdf(3000);
  await sendApplication(name, cv);

  const account = staffAccount('recruiter');
  await firstLogin(page, account);
  await expect(page.getByRole('menuitem', { name: 'Blog posts' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Applications' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.getByLabel('Role').fill('no such role');
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await page.getByLabel('Role').fill('govern');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByText('inbox.applicant@example.com')).toBeVisible();
  // On a phone the number dials with a tap; the site's language is named, not coded.
  await expect(page.getByRole('link', { name: '+971 50 765 4321' })).toHaveAttribute('href', 'tel:+971507654321');
  await expect(page.locator('.ra-field-site_language')).toContainText('English');
  await expect(page.getByRole('img', { name: `Photo of ${name}` })).toHaveJSProperty('complete', true);
  expect(await page.getByRole('img', { name: `Photo of ${name}` }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download CV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^application-\d+-cv\.pdf$/);
  expect(fs.readFileSync((await download.path())!).equals(cv)).toBe(true);

  // The staff mail about it is in the queue, the login in the audit trail; logging out ends it.
  await page.getByRole('menuitem', { name: 'Mail queue' }).click();
  await expect(page.getByRole('cell', { name: `New application: ${name}, Governess` })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Audit trail' }).click();
  await expect(page.getByRole('row').filter({ hasText: account.email }).filter({ hasText: 'login' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${ADMIN_URL}#/applications`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a recruiter marks an application handled, and the inbox shows who did and narrows to the ones not handled yet', async ({ page }) => {
  const name = `Handled Applicant ${Date.now()}`;
  await sendApplication(name, tinyPdf());
  const account = staffAccount('recruiter');
  await firstLogin(page, account);
  await page.getByRole('menuitem', { name: 'Applications' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Not yet');

  await row.getByRole('cell', { name, exact: true }).click();
  // The button lines up with react-admin's beside it (MUI's own line height made it 3 px taller).
  const markButton = page.getByRole('button', { name: 'Mark as handled' });
  const downloadButton = page.getByRole('link', { name: /Download CV/ });
  await expect(markButton).toBeVisible();
  await expect(downloadButton).toBeVisible();
  const [mark, download] = await Promise.all([markButton.boundingBox(), downloadButton.boundingBox()]);
  expect(mark).toMatchObject({ y: download?.y, height: download?.height });
  await markButton.click();
  await expect(page.getByText('Marked as handled')).toBeVisible();
  await expect(page.locator('.ra-field-handled_at')).toContainText(`by ${account.email}`);
  await expect(page.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Applications' }).click();
  await expect(row).toContainText(`by ${account.email}`);
  // The inbox is newest first: no column header offers a sort that would do nothing.
  await expect(page.getByRole('button', { name: /^Sort by/ })).toHaveCount(0);
  const handledFilter = page.getByRole('combobox', { name: 'Handled' });
  await handledFilter.click();
  await page.getByRole('option', { name: 'Not yet' }).click();
  await expect(row).toHaveCount(0);
  await handledFilter.click();
  await page.getByRole('option', { name: 'Handled' }).click();
  await expect(row).toBeVisible();
});

test('the menu counts the leads not handled yet and the consultations booked, and the count follows a refresh', async ({ page }) => {
  // Other tests send applications and book meanwhile, so the API's counts are set here.
  const waiting: Record<string, number> = { applications: 4, messages: 0, consultations: 2 };
  await page.route(
    (url) =>
      url.searchParams.get('per_page') === '1' &&
      ((/^\/api\/admin\/(applications|messages)$/.test(url.pathname) && url.searchParams.get('handled') === 'no') ||
        (url.pathname === '/api/admin/consultations' && url.searchParams.get('status') === 'booked')),
    (route) => route.fulfill({ json: { data: [], total: waiting[new URL(route.request().url()).pathname.split('/').pop() ?? ''] } }),
  );
  await firstLogin(page, staffAccount('recruiter'));
  await expect(page.getByRole('menuitem', { name: 'Applications 4 not handled yet', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Contact messages', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Consultations 2 booked, not held yet', exact: true })).toBeVisible();
  waiting.applications = 3;
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('menuitem', { name: 'Applications 3 not handled yet', exact: true })).toBeVisible();
});
