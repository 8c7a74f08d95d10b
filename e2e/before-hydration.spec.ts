/**
 * A visitor on a slow phone types into a form before the page's JavaScript has run. The form is
 * static HTML until then (components/Deferred); nothing entered may be lost when React takes over,
 * and a submit made in the meantime is sent once the code runs. The CPU is slowed 4x and the app
 * bundle held back until the answers are in, so "before hydration" is certain, not a race.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support';
import { tinyPdf, tinyPng, uploadFiles } from './upload-files';

const file = uploadFiles();

/** Opens a page with a 4x slower CPU and the app bundle held until `release()`. */
async function openUnhydrated(browser: Browser, url: string): Promise<{ page: Page; release: () => void }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return { page, release };
}

async function fillStaticApplication(page: Page) {
  const form = page.getByTestId('application-form');
  await form.locator('input[name="name"]').fill('Layla Before-Hydration');
  await form.locator('input[name="email"]').fill('layla@example.com');
  await form.locator('input[name="phone"]').fill('+971 50 123 4567');
  await form.locator('input[name="language"]').first().check();
  await form.locator('select[name="role"]').selectOption({ index: 1 });
  await form.locator('select[name="ageGroup"]').selectOption('3-5');
  await form.locator('textarea[name="quote"]').fill('Typed while the page was still loading.');
  await form.locator('input[name="cv"]').setInputFiles(file('cv.pdf', tinyPdf()));
  await form.locator('input[name="photo"]').setInputFiles(file('photo.png', tinyPng()));
}

test('answers typed and ticked before hydration are kept', async ({ browser }) => {
  const { page, release } = await openUnhydrated(browser, '/candidate-details');
  await fillStaticApplication(page);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);

  release();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
  const form = page.getByTestId('application-form');
  // Using the form loads its code; React then hydrates the same elements.
  await form.locator('input[name="name"]').focus();
  await page.waitForSelector('[data-deferred][data-ready] [data-testid="application-form"]', { timeout: 30_000 });

  await expect(form.locator('input[name="name"]')).toHaveValue('Layla Before-Hydration');
  await expect(form.locator('input[name="phone"]')).toHaveValue('971501234567');
  await expect(form.locator('input[name="language"]').first()).toBeChecked();
  await expect(form.locator('select[name="ageGroup"]')).toHaveValue('3-5');
  await expect(form.getByText('cv.pdf')).toBeVisible();
  // A later re-render (typing elsewhere) must not undo the earlier answers.
  await form.locator('textarea[name="quote"]').pressSequentially(' More.');
  await expect(form.locator('input[name="language"]').first()).toBeChecked();
  await expect(form.locator('input[name="name"]')).toHaveValue('Layla Before-Hydration');

  await form.getByTestId('application-submit').click();
  await expect(page.getByTestId('application-success')).not.toBeEmpty({ timeout: 15_000 });
  await page.context().close();
});

test('a submit made before the form\'s code ran is held, then sent', async ({ browser }) => {
  const { page, release } = await openUnhydrated(browser, '/candidate-details');
  await fillStaticApplication(page);
  const before = page.url();
  await page.getByTestId('application-submit').click();
  // The static form did not navigate away with the answers.
  expect(page.url()).toBe(before);
  await expect(page.getByTestId('application-form')).toHaveAttribute('data-submit-pending', '');

  release();
  await expect(page.getByTestId('application-success')).not.toBeEmpty({ timeout: 30_000 });
  await expect(page.getByTestId('application-form').locator('input[name="name"]')).toHaveValue('');
  await page.context().close();
});
