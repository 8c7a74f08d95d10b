import { expect } from '@playwright/test';
import { ADMIN_URL, adminTest as test, firstLogin, staffAccount } from './staff-admin';

/** An editor who leaves a content form with unsaved changes is asked first, and keeps the text on "Cancel". */
test('leaving a post with unsaved text asks first; cancelling keeps the text, confirming leaves', async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  await page.goto(`${ADMIN_URL}#/blog/create`);
  await page.getByRole('tab', { name: 'English' }).click();
  const title = page.locator('input[name="translations.en.title"]');
  await title.fill('Half an hour of writing');

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Candidates' }).click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toContain("Some of your changes weren't saved");
  await expect(page).toHaveURL(/#\/blog\/create/);
  await expect(title).toHaveValue('Half an hour of writing');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('menuitem', { name: 'Candidates' }).click();
  await expect(page).toHaveURL(/#\/candidates/);
});

test('an opened post that was not changed is left without a question', async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  page.on('dialog', (dialog) => void dialog.dismiss());
  for (const form of ['blog/1', 'testimonials/1', 'candidates/1']) {
    await page.goto(`${ADMIN_URL}#/${form}`);
    await page.getByRole('tab', { name: 'English' }).click();
    // The English text is on screen: a rich-text editor has read the record's HTML (had it rewritten
    // that HTML, the form would count as changed).
    await expect(page.locator('form [lang="en"]').first()).toBeVisible();
    await page.getByRole('menuitem', { name: 'Deploys' }).click();
    await expect(page, `${form} was left`).toHaveURL(/#\/deploys/);
  }
});
