import fs from 'fs';
import { expect } from '@playwright/test';
import { API_URL } from './support';
import { tinyPdf, tinyPng } from './upload-files';
import { ADMIN_URL, adminTest as test, firstLogin, staffAccount } from './staff-admin';

/**
 * A recruiter in the web admin: finds a new application in the inbox (narrowing it by role),
 * sees the applicant's photo and downloads the CV they sent, byte for byte; an editor's admin
 * has no inbox.
 */
async function sendApplication(name: string, cv: Buffer): Promise<void> {
  const form = new FormData();
  const fields: Record<string, string> = {
    name,
    email: 'inbox.applicant@example.com',
    phone: '+971 50 765 4321',
    role: 'Governess',
    ageGroup: '3-5',
    quote: 'Six years with families in Dubai.',
    site_language: 'en',
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('language', 'English');
  form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  form.append('photo', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${API_URL}/api/teachers/create`, { method: 'POST', body: form });
  expect(response.status, await response.text()).toBe(201);
}

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
