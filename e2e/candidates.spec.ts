/** Candidates list, filters, dialog and the career application form against the running API. */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { expect, test, API_URL, fromSetup, openTestDatabase, watchConsole } from './support';
import { toCandidate } from '@efe/shared/candidate';
import { Type } from '@sinclair/typebox';
import { FilterOptions, Teacher } from '@efe/shared/contract/candidate';
import { checked } from '../test-support/checked';
import { applyFilters } from '../src/lib/candidate-filters';
import { tinyPdf, tinyPng, uploadFiles } from './upload-files';

const writeTemp = uploadFiles();

/** GET /api/teachers and its filter options, as the tests read them: checked against the contract. */
const TeachersList = Type.Object({ data: Type.Array(Teacher) });
const FilterOptionsAnswer = Type.Object({ data: FilterOptions });

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
    const teachers = checked(TeachersList, await (await request.get(`${API_URL}/api/teachers`)).json()).data.map(toCandidate);
    const options = checked(FilterOptionsAnswer, await (await request.get(`${API_URL}/api/teachers/filterforsearch/teacher`)).json()).data;
    const pair = options.roles
      .flatMap((role) => options.countries.map((country) => ({ language: '', role, country })))
      .find((filters) => applyFilters(teachers, filters).length === 0);
    expect(pair).toBeDefined();

    const prefix = language === 'en' ? '' : '/ar';
    await page.goto(`${prefix}/candidate-details`);
    // Screen readers hear how many were found; each choice applies at once, with no button press.
    await expect(page.getByTestId('candidates-count')).toHaveText(language === 'en' ? /^Candidates found: \d+$/ : /^عدد المرشحين: \d+$/);
    await page.getByTestId('filter-role').selectOption(pair!.role);
    await expect(page).toHaveURL(/role=/);
    await page.getByTestId('filter-country').selectOption(pair!.country);
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
    // A modal dialog named by the candidate's name, with the panel in it.
    const name = (await page.getByTestId('candidate-card').first().getByRole('heading').textContent()) ?? '';
    await expect(page.getByRole('dialog', { name: name.trim() })).toContainText(name.trim());
    expect(await dialog.evaluate((panel) => panel.closest('dialog')?.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test(`a shared link to a profile the API no longer lists closes it and says so; one it lists shows its fresh rating (${language})`, async ({ page }) => {
    // The API's answer as if the first candidate's consent had been withdrawn after the build and the
    // second one's rating changed: the page's built copy still has both.
    let dropped = 0;
    let rerated = 0;
    let rating = 0;
    const isTeachers = (url: URL) => url.pathname === '/api/teachers';
    await page.route(isTeachers, async (route) => {
      const response = await route.fetch();
      const body = checked(TeachersList, await response.json());
      [dropped, rerated] = [body.data[0].id, body.data[1].id];
      rating = body.data[1].rating === 1 ? 2 : 1;
      const data = body.data.slice(1).map((teacher) => (teacher.id === rerated ? { ...teacher, rating } : teacher));
      await route.fulfill({ response, json: { ...body, data } });
    });
    const prefix = language === 'en' ? '' : '/ar';
    const answered = page.waitForResponse((response) => isTeachers(new URL(response.url())));
    await page.goto(`${prefix}/candidate-details`);
    await answered;
    // The list has dropped her card by now; her link still names her.
    await expect(page.locator(`[data-candidate-id="${dropped}"]`)).toHaveCount(0);
    await page.goto(`${prefix}/candidate-details?candidate=${dropped}`);
    await expect(page.getByTestId('profile-gone')).toHaveText(
      language === 'en' ? /^This profile is no longer available\./ : /^هذا الملف الشخصي لم يعد متاحًا\./,
    );
    await expect(page.getByTestId('candidate-dialog')).toBeHidden();
    await expect(page.locator(`[data-candidate-id="${dropped}"]`)).toHaveCount(0);

    await page.goto(`${prefix}/candidate-details?candidate=${rerated}`);
    const dialog = page.getByTestId('candidate-dialog');
    await expect(dialog).toBeVisible();
    const stars = language === 'en' ? `Rated ${rating} out of 5` : `التقييم ${rating} من 5`;
    await expect(dialog.getByRole('img', { name: stars, exact: true })).toBeVisible();
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

/** Fills every field by its name, so the same steps work on the English and Arabic pages. */
async function fillApplication(page: Page, name: string) {
  const form = page.getByTestId('application-form');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="email"]').fill('applicant@example.com');
  await form.locator('input[name="phone"]').fill('+971 (50) 123-4567');
  await expect(form.locator('input[name="phone"]')).toHaveValue('971501234567');
  await form.locator('input[name="language"]').first().check();
  await form.locator('select[name="role"]').selectOption({ index: 1 });
  await form.locator('select[name="ageGroup"]').selectOption('0-2');
  await form.locator('textarea[name="quote"]').fill('Eight years with newborns and toddlers in Dubai.');
  await form.locator('input[name="cv"]').setInputFiles(writeTemp('cv.pdf', tinyPdf()));
  await form.locator('input[name="photo"]').setInputFiles(writeTemp('photo.png', tinyPng()));
}

for (const language of ['en', 'ar'] as const) {
  test(`wrong file types and oversize files are refused with their messages (${language})`, async ({ page }) => {
    const en = language === 'en';
    await page.goto(en ? '/candidate-details' : '/ar/candidate-details');
    const form = page.getByTestId('application-form');
    const noFile = en ? 'No file chosen' : /[\u0600-\u06FF]/;
    await expect(page.getByTestId('cv-file-name')).toHaveText(noFile);
    await form.locator('input[name="cv"]').setInputFiles(writeTemp('virus.exe', Buffer.from('MZ')));
    await expect(page.getByTestId('cv-error')).toHaveText(en ? 'Only PDF and DOCX files are allowed.' : /[\u0600-\u06FF]/);
    await expect(page.getByTestId('cv-file-name')).toHaveText(noFile);
    expect(await form.locator('input[name="cv"]').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    await form.locator('input[name="cv"]').setInputFiles(writeTemp('big.pdf', tinyPdf(2 * 1024 * 1024 + 1)));
    await expect(page.getByTestId('cv-error')).toHaveText(en ? 'File size should not exceed 2MB.' : /[\u0600-\u06FF]/);
    await form.locator('input[name="photo"]').setInputFiles(writeTemp('photo.gif', Buffer.from('GIF89a')));
    await expect(page.getByTestId('photo-error')).toHaveText(en ? 'Only JPG and PNG files are allowed.' : /[\u0600-\u06FF]/);
    await form.locator('input[name="photo"]').setInputFiles(writeTemp('big.png', Buffer.concat([tinyPng(), Buffer.alloc(200 * 1024)])));
    await expect(page.getByTestId('photo-error')).toHaveText(en ? 'File size should not exceed 200KB.' : /[\u0600-\u06FF]/);
    if (en) await expect(page.getByText('Maximum upload file size 200 KB.')).toBeVisible();
    await expect(form.locator('input[name="cv"]')).toHaveAttribute('accept', /\.pdf.*\.docx|\.docx.*\.pdf/);
    await expect(form.locator('input[name="photo"]')).toHaveAttribute('accept', /\.jpg/);
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`a valid application reaches the API with both files and shows the success message (${language})`, async ({ page }) => {
    const name = `E2E Applicant ${language} ${Date.now()}`;
    await page.goto(language === 'en' ? '/candidate-details' : '/ar/candidate-details');
    await fillApplication(page, name);
    await page.getByTestId('application-submit').click();
    await expect(page.getByTestId('application-success')).toHaveText(language === 'en' ? 'Form submitted successfully!' : /[\u0600-\u06FF]/);
    const form = page.getByTestId('application-form');
    await expect(form.locator('input[name="name"]')).toHaveValue('');
    await expect(page.getByTestId('cv-file-name')).not.toHaveText('cv.pdf');

    const db = openTestDatabase();
    try {
      const row = db.prepare('SELECT cv_file, photo_file, site_language FROM applications WHERE name = ?').get(name) as
        | { cv_file: string; photo_file: string; site_language: string }
        | undefined;
      expect(row).toBeDefined();
      expect(row?.site_language).toBe(language);
      const uploads = path.join(fromSetup('E2E_DATA_DIR'), 'uploads');
      expect(fs.existsSync(path.join(uploads, row!.cv_file))).toBe(true);
      expect(fs.existsSync(path.join(uploads, row!.photo_file))).toBe(true);
    } finally {
      db.close();
    }
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`with the API unreachable the form says so and keeps everything entered (${language})`, async ({ page }) => {
    await page.goto(language === 'en' ? '/candidate-details' : '/ar/candidate-details');
    await fillApplication(page, 'Kept Applicant');
    await page.route(`${API_URL}/api/teachers/create`, (route) => route.abort('connectionrefused'));
    await page.getByTestId('application-submit').click();
    await expect(page.getByTestId('application-failure')).toBeVisible();
    if (language === 'ar') await expect(page.getByTestId('application-failure')).toHaveText(/[\u0600-\u06FF]/);
    const form = page.getByTestId('application-form');
    await expect(form.locator('input[name="name"]')).toHaveValue('Kept Applicant');
    await expect(page.getByTestId('cv-file-name')).toHaveText('cv.pdf');
    await expect(page.getByTestId('photo-file-name')).toHaveText('photo.png');
    // Retry works once the API answers again.
    await page.unroute(`${API_URL}/api/teachers/create`);
    await page.getByTestId('application-retry').click();
    await expect(page.getByTestId('application-success')).toBeVisible();
  });
}

test('the text fields survive an accidental reload (draft), files excepted', async ({ page }) => {
  await page.goto('/candidate-details');
  await fillApplication(page, 'Draft Applicant');
  // The draft is written a moment after the last keystroke: reload once it is there.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('application-draft'))).toContain('Draft Applicant');
  await page.reload();
  await expect(page.getByTestId('application-form').locator('input[name="name"]')).toHaveValue('Draft Applicant');
  await expect(page.getByTestId('application-draft-restored')).toBeVisible();
});

test('Arabic pagination goes 1 -> 4 -> 1', async ({ page }) => {
  await page.goto('/ar/candidate-details');
  const status = page.getByTestId('candidate-page-status');
  const pager = page.getByTestId('candidate-pagination');
  const [previous, next] = [pager.getByRole('button').first(), pager.getByRole('button').last()];
  await expect(status).toHaveText(/1\D+4/);
  for (let i = 0; i < 3; i += 1) await next.click();
  await expect(status).toHaveText(/4\D+4/);
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  for (let i = 0; i < 3; i += 1) await previous.click();
  await expect(status).toHaveText(/1\D+4/);
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('candidate-card')).toHaveCount(6);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const prefix of ['', '/ar', '/ru']) {
    test(`every language choice of the career form fits its box, checkbox unsqueezed (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/candidate-details`);
      const problems = await page.$$eval('[data-testid="application-form"] li:has(input[type="checkbox"])', (items) =>
        items.flatMap((item) => {
          const box = item.getBoundingClientRect();
          const checkbox = item.querySelector('input')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(item.querySelector('label')!);
          const text = range.getBoundingClientRect();
          const name = item.textContent?.trim();
          const found: string[] = [];
          if (text.left < box.left || text.right > box.right) found.push(`${name}: text runs over the border`);
          if (Math.round(checkbox.width) !== 20) found.push(`${name}: checkbox ${checkbox.width}px wide`);
          return found;
        }),
      );
      expect(problems).toEqual([]);
    });
  }
});
