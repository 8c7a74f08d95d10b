import fs from 'fs';
import path from 'path';
import { expect } from '@playwright/test';
import { API_URL, fromSetup, openTestDatabase } from './support';
import { unzip } from '../test-support/unzip';
import { tinyPdf, tinyPng } from './upload-files';
import { ADMIN_URL, adminTest as test, firstLogin, sendApplication, staffAccount } from './staff-admin';

/**
 * A person asks what the consultancy holds about them, then asks for it to be erased: a recruiter
 * finds everything for their e-mail address, downloads it as one ZIP (the CV inside is the one
 * they sent), erases it, and nothing of it is left in the database, the uploads, the mail queue
 * or the outbox.
 */

const outboxDir = () => path.join(fromSetup('E2E_DATA_DIR'), 'outbox');
const outboxFilesOf = (mailIds: number[]) =>
  fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).filter((name) => mailIds.some((id) => name.endsWith(`-${id}.eml`))) : [];

test('a recruiter finds everything held for an e-mail address, downloads it as a ZIP, and erases it', async ({ page }) => {
  const stamp = Date.now();
  const email = `data.request.${stamp}@example.com`;
  const name = `Data Request ${stamp}`;
  const cv = tinyPdf(3500);
  const id = await sendApplication(name, cv, email);

  const db = openTestDatabase();
  try {
    const stored = db.prepare('SELECT cv_file, photo_file FROM applications WHERE id = ?').get(id) as { cv_file: string; photo_file: string };
    const uploads = [stored.cv_file, stored.photo_file].map((file) => path.join(fromSetup('E2E_DATA_DIR'), 'uploads', file));
    const mailIds = (db.prepare("SELECT id FROM mail_queue WHERE lead_kind = 'application' AND lead_id = ?").all(id) as Array<{ id: number }>).map((row) => row.id);
    expect(mailIds.length).toBeGreaterThan(0);
    await expect.poll(() => outboxFilesOf(mailIds).length).toBe(mailIds.length);

    await firstLogin(page, staffAccount('recruiter'));
    await page.getByRole('menuitem', { name: 'Data requests' }).click();
    await expect(page.getByRole('heading', { name: 'Data requests' })).toBeVisible();
    await page.getByLabel('E-mail address').fill('not an address');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('This is not an e-mail address.')).toBeVisible();
    // Letter case does not matter: the address is found as the person writes it.
    await page.getByLabel('E-mail address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText(`Held for ${email.toUpperCase()}: 1 application, 0 contact messages, 0 booked consultations, ${mailIds.length} mail${mailIds.length === 1 ? '' : 's'} and`)).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all (ZIP)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d\d-\d\d\.zip$/);
    const entries = await unzip((await download.path())!);
    const records = JSON.parse(entries.get('records.json')!.toString('utf8')) as { applications: Array<{ name: string; cv: { file: string } }> };
    expect(records.applications.map((application) => application.name)).toEqual([name]);
    expect(entries.get(records.applications[0].cv.file)?.equals(cv)).toBe(true);

    await page.getByRole('button', { name: 'Erase all…' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase everything held for ${email.toUpperCase()}?` });
    await expect(dialog).toContainText('This cannot be undone');
    await dialog.getByRole('button', { name: 'Erase all' }).click();
    await expect(page.getByText(`Erased for ${email.toUpperCase()}: 1 application (2 files)`)).toBeVisible();
    await expect(page.getByText(`Nothing is held for ${email.toUpperCase()}.`)).toBeVisible();

    expect(db.prepare('SELECT COUNT(*) AS n FROM applications WHERE email = ? COLLATE NOCASE').get(email)).toEqual({ n: 0 });
    expect(db.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE instr(body, ?) > 0 OR to_address = ? COLLATE NOCASE").get(name, email)).toEqual({ n: 0 });
    expect(uploads.filter((file) => fs.existsSync(file))).toEqual([]);
    expect(outboxFilesOf(mailIds)).toEqual([]);
    const trail = db.prepare("SELECT action, detail FROM audit_log WHERE resource = 'personal-data' ORDER BY id DESC LIMIT 2").all() as Array<{ action: string; detail: string }>;
    expect(trail.map((row) => row.action)).toEqual(['erase', 'export']);
    expect(JSON.stringify(trail).toLowerCase()).not.toContain(email);
  } finally {
    db.close();
  }
});

test('an editor sees the uploaded media and deletes a file nothing uses', async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  // A recruiter's tools are not an editor's.
  await expect(page.getByRole('menuitem', { name: 'Data requests' })).toHaveCount(0);
  // Uploaded as the post form does, with this session.
  const session = (await (await page.request.get(`${API_URL}/api/admin/session`)).json()) as { data: { csrf_token: string } };
  const upload = await page.request.post(`${API_URL}/api/admin/images`, {
    headers: { 'x-csrf-token': session.data.csrf_token },
    multipart: { image: { name: 'unused.png', mimeType: 'image/png', buffer: tinyPng() } },
  });
  expect(upload.status()).toBe(201);
  const { file } = ((await upload.json()) as { data: { file: string } }).data;

  await page.getByRole('menuitem', { name: 'Media' }).click();
  const row = page.getByRole('row').filter({ hasText: file });
  await expect(row).toContainText('not used');
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Deleted.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: file })).toHaveCount(0);
  expect((await fetch(`${API_URL}/media/${file}`)).status).toBe(404);
});

test("an editor sees the site's own pictures and CVs beside the uploads, where each is used, read-only", async ({ page }) => {
  const seedMedia = fs.readdirSync(path.join('api', 'seed', 'media'));
  await firstLogin(page, staffAccount('editor'));
  await page.getByRole('menuitem', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { name: 'Media' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Whose' }).click();
  await page.getByRole('option', { name: "The site's own" }).click();
  // Applied (after the list's pause for typing): in the address, and the count is the seed's.
  await expect(page).toHaveURL(/origin%22%3A%22seed/);
  await expect(page.getByText(`1-25 of ${seedMedia.length}`)).toBeVisible();

  const picture = page.getByRole('row').filter({ hasText: 'blog-choosing-a-nanny.jpg' });
  await expect(picture).toContainText("The site's own");
  await expect(picture.getByText('Read-only')).toBeVisible();
  await expect(picture.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // Where it is used, a link to the post.
  await picture.getByRole('link', { name: 'blog post choosing-a-nanny-in-dubai (picture)' }).click();
  await expect(page).toHaveURL(/#\/blog\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('choosing-a-nanny-in-dubai');

  // On a phone a tap opens the file's page, which says why it cannot be deleted.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${ADMIN_URL}#/media/blog-choosing-a-nanny.jpg/show`);
  await expect(page.getByText("One of the site's own files: it came with the site")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
