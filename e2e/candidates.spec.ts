/** Candidates list, filters, dialog and the career application form against the running API. */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from '@playwright/test';
import { expect, test, API_URL, openTestDatabase, watchConsole } from './support';
import { toCandidate, type ApiTeacher } from '../src/lib/candidate';
import { applyFilters } from '../src/lib/candidate-filters';

function tinyPdf(bytes = 2048): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n');
  const body = Buffer.alloc(Math.max(0, bytes - head.length - 6), 0x20);
  return Buffer.concat([head, body, Buffer.from('\n%%EOF')]);
}

function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}

function writeTemp(name: string, content: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upload-')), name);
  fs.writeFileSync(file, content);
  return file;
}

const LABELS = { en: { page: (x: number, y: number) => `Page ${x} of ${y}` } };

test('pagination goes 1 -> 4 -> 1, six cards a page', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/candidate-details');
  const status = page.getByTestId('candidate-page-status');
  await expect(status).toHaveText(LABELS.en.page(1, 4));
  await expect(page.getByTestId('candidate-card')).toHaveCount(6);
  const pager = page.getByTestId('candidate-pagination');
  for (let i = 2; i <= 4; i += 1) {
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(status).toHaveText(LABELS.en.page(i, 4));
  }
  // The page number stays at the last page.
  await expect(pager.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  await expect(status).toHaveText(LABELS.en.page(4, 4));
  for (let i = 3; i >= 1; i -= 1) {
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(status).toHaveText(LABELS.en.page(i, 4));
  }
  await expect(pager.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  console.assertClean();
});

for (const language of ['en', 'ar'] as const) {
  test(`a filter that matches nothing shows the empty state, and all candidates restores the list (${language})`, async ({ page, request }) => {
    // Choose a role and country no candidate has, using the same matching rules as the page.
    const teachers = ((await (await request.get(`${API_URL}/api/teachers`)).json()) as { data: ApiTeacher[] }).data.map(toCandidate);
    const options = ((await (await request.get(`${API_URL}/api/teachers/filterforsearch/teacher`)).json()) as { data: { roles: string[]; countries: string[] } }).data;
    const pair = options.roles
      .flatMap((role) => options.countries.map((country) => ({ language: '', role, country })))
      .find((filters) => applyFilters(teachers, filters).length === 0);
    expect(pair).toBeDefined();

    const prefix = language === 'en' ? '' : '/ar';
    await page.goto(`${prefix}/candidate-details`);
    await page.getByTestId('filter-role').selectOption(pair!.role);
    await page.getByTestId('filter-country').selectOption(pair!.country);
    await page.getByTestId('filter-role').locator('xpath=ancestor::form').locator('button[type="submit"]').click();
    await expect(page.getByTestId('candidates-empty')).toBeVisible();
    await expect(page).toHaveURL(/role=/);
    if (language === 'en') await expect(page.getByTestId('candidates-empty')).toContainText('Candidate not found');
    await page.getByTestId('candidates-show-all').click();
    await expect(page.getByTestId('candidate-card')).toHaveCount(6);
    await expect(page).not.toHaveURL(/role=/);
  });

  test(`the profile dialog opens from a card and closes with Escape (${language})`, async ({ page }) => {
    const prefix = language === 'en' ? '' : '/ar';
    await page.goto(`${prefix}/candidate-details`);
    const open = page.getByTestId('candidate-card').first().getByRole('button');
    await open.click();
    const dialog = page.getByTestId('candidate-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('role', 'dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test(`an empty application shows all nine messages and sends nothing (${language})`, async ({ page }) => {
    const prefix = language === 'en' ? '' : '/ar';
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/teachers/create')) posted += 1;
    });
    await page.goto(`${prefix}/candidate-details`);
    await page.getByTestId('application-submit').click();
    for (const field of ['name', 'email', 'phone', 'language', 'role', 'ageGroup', 'quote', 'cv', 'photo']) {
      await expect(page.getByTestId(`${field}-error`)).toBeVisible();
    }
    if (language === 'en') {
      for (const message of ['Name is required.', 'Email is required.', 'Phone number is required.', 'Language is required.', 'Role is required.', 'Age group is required.', 'Quote is required.', 'CV is required.', 'Photo is required.']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
    } else {
      await expect(page.getByTestId('name-error')).toHaveText(/[\u0600-\u06FF]/);
    }
    expect(posted).toBe(0);
  });
}

async function fillApplication(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill('applicant@example.com');
  await page.getByLabel('Phone number').fill('+971 (50) 123-4567');
  await expect(page.getByLabel('Phone number')).toHaveValue('971501234567');
  await page.getByRole('group', { name: /Languages you speak/ }).getByRole('checkbox').first().check();
  await page.getByLabel('Role you are applying for').selectOption({ index: 1 });
  await page.getByLabel('Age group you prefer').selectOption('0-2');
  await page.getByLabel('About you').fill('Eight years with newborns and toddlers in Dubai.');
  await page.getByLabel('CV').setInputFiles(writeTemp('cv.pdf', tinyPdf()));
  await page.getByLabel('Photo').setInputFiles(writeTemp('photo.png', tinyPng()));
}

test('wrong file types and oversize files are refused with their messages', async ({ page }) => {
  await page.goto('/candidate-details');
  await expect(page.getByTestId('cv-file-name')).toHaveText('No file chosen');
  await page.getByLabel('CV').setInputFiles(writeTemp('virus.exe', Buffer.from('MZ')));
  await expect(page.getByTestId('cv-error')).toHaveText('Only PDF and DOCX files are allowed.');
  await expect(page.getByTestId('cv-file-name')).toHaveText('No file chosen');
  await page.getByLabel('CV').setInputFiles(writeTemp('big.pdf', tinyPdf(2 * 1024 * 1024 + 1)));
  await expect(page.getByTestId('cv-error')).toHaveText('File size should not exceed 2MB.');
  await page.getByLabel('Photo').setInputFiles(writeTemp('photo.gif', Buffer.from('GIF89a')));
  await expect(page.getByTestId('photo-error')).toHaveText('Only JPG and PNG files are allowed.');
  await page.getByLabel('Photo').setInputFiles(writeTemp('big.png', Buffer.concat([tinyPng(), Buffer.alloc(200 * 1024)])));
  await expect(page.getByTestId('photo-error')).toHaveText('File size should not exceed 200KB.');
  await expect(page.getByText('Maximum upload file size 200kb.')).toBeVisible();
});

test('a valid application reaches the API with both files and shows the success message', async ({ page }) => {
  const name = `E2E Applicant ${Date.now()}`;
  await page.goto('/candidate-details');
  await fillApplication(page, name);
  await page.getByTestId('application-submit').click();
  await expect(page.getByTestId('application-success')).toHaveText('Form submitted successfully!');
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByTestId('cv-file-name')).toHaveText('No file chosen');

  const db = openTestDatabase();
  try {
    const row = db.prepare('SELECT cv_file, photo_file, site_language FROM applications WHERE name = ?').get(name) as
      | { cv_file: string; photo_file: string; site_language: string }
      | undefined;
    expect(row).toBeDefined();
    expect(row?.site_language).toBe('en');
    const uploads = path.join(process.env.E2E_DATA_DIR ?? '', 'uploads');
    expect(fs.existsSync(path.join(uploads, row!.cv_file))).toBe(true);
    expect(fs.existsSync(path.join(uploads, row!.photo_file))).toBe(true);
  } finally {
    db.close();
  }
});

test('with the API unreachable the form says so and keeps everything entered', async ({ page }) => {
  await page.goto('/candidate-details');
  await fillApplication(page, 'Kept Applicant');
  await page.route(`${API_URL}/api/teachers/create`, (route) => route.abort('connectionrefused'));
  await page.getByTestId('application-submit').click();
  await expect(page.getByTestId('application-failure')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Kept Applicant');
  await expect(page.getByTestId('cv-file-name')).toHaveText('cv.pdf');
  await expect(page.getByTestId('photo-file-name')).toHaveText('photo.png');
  // The draft survives a reload (text fields only).
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Kept Applicant');
  await expect(page.getByTestId('application-draft-restored')).toBeVisible();
});
