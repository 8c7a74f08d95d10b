import { expect, type Page } from '@playwright/test';
import { violationsOn } from './axe';
import { ADMIN_URL, adminTest as test, firstLogin, sendApplication, staffAccount } from './staff-admin';
import { API_URL } from './support';
import { tinyPdf } from './upload-files';

/**
 * The accessibility gate for the staff admin too: zero WCAG A/AA violations on the login, the
 * password change, and each kind of page an editor or a recruiter works in (lists, a post in
 * English and in Arabic, a candidate, media, deploys, the inbox, an application, mail, audit, a
 * data request with its answer and its erase question).
 */
test.use({ colorScheme: 'light' });
// An axe run over a react-admin page takes several seconds, and these tests run while the site's
// accessibility tests keep both cores busy: locally up to 31 s of the usual 45 for one test.
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await violationsOn(page), what).toEqual([]);
}

test('the login page and the first password change', async ({ page }) => {
  await page.goto(ADMIN_URL);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'login');
  const account = staffAccount('recruiter');
  await page.getByLabel('E-mail').fill(account.email);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You logged in with a one-time password')).toBeVisible();
  await expectAccessible(page, 'password change');
});

// CI once ran axe while the password change's notice faded out and read its colours half-blended.
// Staff who ask for less motion get none, so axe (run with that wish) meets a notice whole or gone.
test('with less motion asked for, notices and dialogs appear without a transition', async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  await expect(page.locator('.MuiSnackbarContent-root')).toHaveCSS('transition-property', 'none');
  await page.getByRole('menuitem', { name: 'Blog posts' }).click();
  await page.getByRole('row').nth(1).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('transition-property', 'none');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

// An editor's pages in two tests: seven axe runs in one test outgrew the 45 s timeout on CI.
test("an editor's blog pages", async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  await page.getByRole('menuitem', { name: 'Blog posts' }).click();
  await expect(page.getByRole('row').nth(3)).toBeVisible();
  await expectAccessible(page, 'blog posts');
  await page.getByRole('row').nth(2).click();
  await expect(page.getByRole('tab', { name: 'English' })).toBeVisible();
  await expectAccessible(page, 'post, first tab');
  for (const tab of ['English', /Arabic/]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.locator('.ProseMirror:visible')).toBeVisible();
    await expectAccessible(page, `post, ${tab} tab`);
  }
});

test("an editor's candidate, testimonial and deploy pages", async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  await page.getByRole('menuitem', { name: 'Candidates' }).click();
  await page.getByRole('row').nth(1).click();
  await expect(page.getByRole('textbox', { name: /First name/ })).toBeVisible();
  await expectAccessible(page, 'candidate');
  await page.getByRole('menuitem', { name: 'Testimonials' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'testimonials');
  await page.getByRole('menuitem', { name: 'Deploys' }).click();
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeVisible();
  await expectAccessible(page, 'deploys');
  await page.getByRole('menuitem', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { name: 'Media' })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByTestId('empty-list'))).toBeVisible();
  await expectAccessible(page, 'media');
});

test("a recruiter's pages", async ({ page }) => {
  const name = `Accessible Applicant ${Date.now()}`;
  await sendApplication(name, tinyPdf());
  await firstLogin(page, staffAccount('recruiter'));
  await page.getByRole('menuitem', { name: 'Applications' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expectAccessible(page, 'applications');
  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page.getByRole('link', { name: /Download CV/ })).toBeVisible();
  await expectAccessible(page, 'an application');
  for (const name of ['Contact messages', 'Mail queue', 'Audit trail']) {
    await page.getByRole('menuitem', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    // Loaded: its rows, or the list's sentence for none.
    await expect(page.getByRole('table').or(page.getByTestId('empty-list'))).toBeVisible();
    await expectAccessible(page, name);
  }
});

test("a recruiter's data request", async ({ page }) => {
  const email = `accessible.request.${Date.now()}@example.com`;
  await sendApplication(`Accessible Request ${Date.now()}`, tinyPdf(), email);
  await firstLogin(page, staffAccount('recruiter'));
  await page.getByRole('menuitem', { name: 'Data requests' }).click();
  await expectAccessible(page, 'data requests');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('button', { name: 'Download all (ZIP)' })).toBeVisible();
  await expectAccessible(page, 'data request found');
  await page.getByRole('button', { name: 'Erase all…' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Faded in fully: axe mid-fade reads the colours half-blended.
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'erase question');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});

// CI once ran axe while the app bar's spinner was up and found it nameless; here the spinner is
// held on screen by a list request that does not answer until axe has run.
test('the loading indicator has a name while a request is under way', async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  let answer = (): void => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    (url) => url.pathname === '/api/admin/testimonials',
    async (route) => {
      await answered;
      await route.fallback();
    },
  );
  await page.getByRole('menuitem', { name: 'Testimonials' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading' }).first()).toBeVisible();
  await expectAccessible(page, 'testimonials loading');
  answer();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test("a recruiter's engagement: its page (fees, shortlist, the move dialog), the list and the board", async ({ page }) => {
  await firstLogin(page, staffAccount('recruiter'));
  const csrf = ((await (await page.request.get(`${API_URL}/api/admin/session`)).json()) as { data: { csrf_token: string } }).data.csrf_token;
  const opened = await page.request.post(`${API_URL}/api/admin/engagements`, {
    headers: { 'x-csrf-token': csrf },
    data: { service: 'premier-nanny', family_name: 'Axe Family', email: `axe-${Date.now()}@example.com`, phone: '+971 50 000 0000', site_language: 'ar', details: 'A nanny.' },
  });
  expect(opened.status()).toBe(201);
  const { id } = ((await opened.json()) as { data: { id: number } }).data;
  await page.goto(`${ADMIN_URL}#/engagements/${id}/show`);
  await expect(page.getByTestId('engagement-fees')).toBeVisible();
  await expect(page.getByText('No candidate picked yet.')).toBeVisible();
  await expectAccessible(page, 'engagement');
  await page.getByTestId('move-stage').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the move dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
  await page.getByRole('menuitem', { name: 'Engagements' }).click();
  await expect(page.getByText('Axe Family').first()).toBeVisible();
  await expectAccessible(page, 'engagements');
  await page.goto(`${ADMIN_URL}#/engagement-board`);
  await expect(page.getByTestId('board-consultation')).toContainText('Axe Family');
  await expectAccessible(page, 'board');
});
