/** The staff admin (served by the test API at /admin/) for browser tests: accounts and logging in. */
import { execFileSync } from 'child_process';
import path from 'path';
import { test as base, expect, type Page } from '@playwright/test';
import { API_URL, CSP_VIOLATION, fromSetup } from './support';
import { tinyPng } from './upload-files';

export const ADMIN_URL = `${API_URL}/admin/`;

/**
 * Like the site's tests, every admin test fails on a Content-Security-Policy violation or an
 * uncaught error. (The admin has no static HTML to hydrate, so pages are used as they are.)
 */
export const adminTest = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && CSP_VIOLATION.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(page);
    expect(problems, 'CSP violations and uncaught errors').toEqual([]);
  },
});

export interface StaffAccount {
  email: string;
  password: string;
}

let accounts = 0;

/** A new account made as an operator would (`npm run admin:user -- add`), with its one-time password. */
export function staffAccount(role: 'owner' | 'editor' | 'recruiter'): StaffAccount {
  const email = `${role}-${process.pid}-${Date.now()}-${++accounts}@example.com`;
  const output = execFileSync(path.join('node_modules', '.bin', 'tsx'), ['api/src/staff-cli.ts', 'add', email, '--role', role], {
    env: { ...process.env, DATABASE_PATH: path.join(fromSetup('E2E_DATA_DIR'), 'content.db') },
    encoding: 'utf8',
  });
  const password = /one-time password: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`no one-time password in: ${output}`);
  return { email, password };
}

/** Logs in with the one-time password and replaces it, as the admin requires first; answers the new one. */
export async function firstLogin(page: Page, account: StaffAccount): Promise<string> {
  await page.goto(ADMIN_URL);
  await page.getByLabel('E-mail').fill(account.email);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You logged in with a one-time password')).toBeVisible();
  const chosen = `chosen by ${account.email}`;
  await page.locator('input[name=current_password]').fill(account.password);
  await page.locator('input[name=new_password]').fill(chosen);
  await page.locator('input[name=repeat_password]').fill(chosen);
  await page.getByRole('button', { name: 'Change password' }).click();
  // The admin opens in place, saying so (a reload of the whole admin would lose the message and
  // make staff wait, on a busy machine longer than a test's patience).
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await expect(page.getByText('You logged in with a one-time password')).toBeHidden();
  return chosen;
}

/** An application as the career form sends it (role Governess), for the inbox to show; answers its id. `fields` replace the form's own. */
export async function sendApplication(name: string, cv: Buffer, email = 'inbox.applicant@example.com', fields: Record<string, string> = {}): Promise<number> {
  const form = new FormData();
  const sent: Record<string, string> = {
    name,
    email,
    phone: '+971 50 765 4321',
    role: 'Governess',
    ageGroup: '3-5',
    quote: 'Six years with families in Dubai.',
    site_language: 'en',
    ...fields,
  };
  for (const [field, value] of Object.entries(sent)) form.append(field, value);
  form.append('language', 'English');
  form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  form.append('photo', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${API_URL}/api/teachers/create`, { method: 'POST', body: form });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { id: number }).id;
}
