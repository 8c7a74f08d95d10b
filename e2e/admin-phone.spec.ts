import { expect, type Page } from '@playwright/test';
import { tinyPdf } from './upload-files';
import { ADMIN_URL, adminTest as test, firstLogin, sendApplication, staffAccount } from './staff-admin';
import { officeMoment } from '../admin/src/lib/dates';

/** Staff on a phone (390 px): every page fits the screen; lists are two-line items, not tables. */
test.use({ viewport: { width: 390, height: 844 } });

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test("a recruiter's lists are two-line items, never a table that scrolls sideways", async ({ page }) => {
  const name = `Phone Applicant ${Date.now()}`;
  await sendApplication(name, tinyPdf(2000));
  await firstLogin(page, staffAccount('recruiter'));
  for (const [list, expected] of [
    ['applications', name],
    ['messages', null],
    ['mail', `New application: ${name}, Governess`],
    ['audit', 'login: session'],
  ] as const) {
    await page.goto(`${ADMIN_URL}#/${list}`);
    if (expected) await expect(page.getByText(expected).first()).toBeVisible();
    else await expect(page.locator('.RaList-main')).toBeVisible();
    await expect(page.locator('table'), list).toHaveCount(0);
    expect(await sidewaysOverflow(page), `${list} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // A data request: the address field, the answer and its buttons fit the screen.
  await page.goto(`${ADMIN_URL}#/personal-data`);
  await page.getByLabel('E-mail address').fill('inbox.applicant@example.com');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('button', { name: 'Erase all…' })).toBeVisible();
  expect(await sidewaysOverflow(page), 'data requests scroll sideways').toBeLessThanOrEqual(0);
});

test("an application's page fits the screen with every button on it, before and after its candidate is made", async ({ page }) => {
  const name = `Phone Candidate ${Date.now()}`;
  const id = await sendApplication(name, tinyPdf(2000));
  await firstLogin(page, staffAccount('recruiter'));
  const buttonsFit = async (state: string) => {
    // The page's own toolbar (the app bar's is in the banner, outside the main).
    const toolbar = page.getByRole('main').locator('.MuiToolbar-root').first();
    // Mark as handled, the candidate's, Download CV, List, Delete.
    await expect(toolbar.locator('a, button')).toHaveCount(5);
    for (const button of await toolbar.locator('a, button').all()) {
      const label = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      const box = await button.boundingBox();
      expect(box, `${state}: ${label}`).not.toBeNull();
      expect({ state, label, left: box!.x >= 0, right: box!.x + box!.width <= 390 }).toEqual({ state, label, left: true, right: true });
    }
    expect(await sidewaysOverflow(page), `${state}: the application's page scrolls sideways`).toBeLessThanOrEqual(0);
  };
  await page.goto(`${ADMIN_URL}#/applications/${id}/show`);
  await expect(page.getByRole('button', { name: 'Make a candidate' })).toBeVisible();
  await buttonsFit('before');
  await page.getByRole('button', { name: 'Make a candidate' }).click();
  await expect(page).toHaveURL(/#\/candidates\/\d+$/);
  const candidateId = /#\/candidates\/(\d+)$/.exec(page.url())?.[1];
  // Back, as the recruiter goes: the application is read again, with its candidate.
  await page.goBack();
  await expect(page.getByRole('link', { name: `Candidate ${candidateId}` })).toBeVisible();
  await buttonsFit('after');
});

test("an application with a long name, a long address and a quote of one unbroken word fits the screen, at 390 px and at 1280 px", async ({ page }) => {
  const name = 'Maria Fernanda de los Santos';
  // 84 characters, and a quote with nowhere to break: both wider than a phone's line.
  const email = `maria.fernanda.de.los.santos.${Date.now()}@governess-placements.example.com`.padStart(84, 'm');
  const quote = `Portfolio:${'MariaFernandaDeLosSantosGoverness'.repeat(9)}`;
  const id = await sendApplication(name, tinyPdf(2000), email, { quote, profile_consent: 'yes' });
  await firstLogin(page, staffAccount('recruiter'));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${ADMIN_URL}#/applications/${id}/show`);
    await expect(page.getByText(quote)).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const title = page.locator('#react-admin-title');
    await expect(title).toHaveText(`Application ${name}`);
    // The title, every button of the page's toolbar and the account menu are on the screen.
    const toolbar = page.getByRole('main').locator('.MuiToolbar-root').first();
    for (const [label, target] of [
      ['the title', title],
      ['the account menu', page.getByRole('button', { name: 'Profile' })],
      ...(await toolbar.locator('a, button').all()).map((button, index) => [`toolbar button ${index + 1}`, button] as const),
    ] as const) {
      const box = await target.boundingBox();
      expect(box, `${width} px: ${label}`).not.toBeNull();
      expect({ width, label, left: box!.x >= 0, right: box!.x + box!.width <= width }).toEqual({ width, label, left: true, right: true });
    }
    // A title too long for the app bar ends in an ellipsis rather than being cut: its text is all in one box.
    expect(await title.evaluate((element) => getComputedStyle(element.firstElementChild ?? element).display)).toBe('inline');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: the application's page scrolls sideways`).toBeLessThanOrEqual(width);
  }
});

test("an editor's forms fit the screen, language tabs scroll to the last one, testimonials read as text, a post's site links are named", async ({ page }) => {
  await firstLogin(page, staffAccount('editor'));
  // The admin lands on its first list after the password change; going elsewhere before that loses the race.
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  for (const form of ['blog/create', 'testimonials/create', 'candidates/create']) {
    await page.goto(`${ADMIN_URL}#/${form}`);
    const russian = page.getByRole('tab', { name: 'Русский (Russian)' });
    await expect(russian).toBeAttached();
    expect(await sidewaysOverflow(page), `${form} scrolls sideways`).toBeLessThanOrEqual(0);
    await russian.click();
    await expect(russian).toHaveAttribute('aria-selected', 'true');
    expect(await sidewaysOverflow(page), `${form} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // Testimonials are HTML: the list shows their text, and the editor edits them as rich text.
  await page.goto(`${ADMIN_URL}#/testimonials`);
  await expect(page.getByText(/We were looking for a governess/)).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.getByText('<p>')).toHaveCount(0);
  await page.getByText(/We were looking for a governess/).click();
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.locator('[contenteditable="true"][lang="en"]')).toContainText('We were looking for a governess');
  await expect(page.getByText('<p>')).toHaveCount(0);

  // A post's links to the site say which language each opens (react-admin's buttons are bare icons here).
  await page.goto(`${ADMIN_URL}#/blog/1`);
  for (const language of ['en', 'ar', 'ru']) {
    await expect(page.getByRole('link', { name: `View on site (${language})` })).toHaveText(language);
  }
});

test("an editor reads what became of each deploy and sees Publish now by name, without a table", async ({ page }) => {
  // The deploys the test API made depend on what other tests saved; these two are the cases to read.
  const refused = (attempt: number) => ({ attempt, started_at: '2026-11-24T10:00:00Z', status_code: null, error: 'ECONNREFUSED' });
  const accepted = { attempt: 1, started_at: '2026-11-23T09:00:00Z', status_code: 204, error: null };
  const built = (state: string, finished_at: string | null, detail: string | null) => ({ state, finished_at, detail });
  const deploys = [
    { id: 3, reason: 'candidate updated', changes: 1, status: 'succeeded', requested_at: '2026-11-24T11:00:00Z', finished_at: '2026-11-24T11:00:01Z', attempts: [accepted], build: built('building', null, null) },
    { id: 2, reason: 'blog updated', changes: 1, status: 'failed', requested_at: '2026-11-24T10:00:00Z', finished_at: '2026-11-24T10:00:09Z', attempts: [refused(1), refused(2)], build: built('failed', null, 'The deploy hook could not be called: nothing was built.') },
    { id: 1, reason: 'requested by hand', changes: 1, status: 'succeeded', requested_at: '2026-11-23T09:00:00Z', finished_at: '2026-11-23T09:00:01Z', attempts: [accepted], build: built('published', '2026-11-23T09:03:10Z', null) },
  ];
  await page.route('**/api/admin/deploys', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { data: deploys } }) : route.fallback(),
  );
  await firstLogin(page, staffAccount('editor'));
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  await page.goto(`${ADMIN_URL}#/deploys`);
  await expect(page.getByText('Failed after 2 attempts: ECONNREFUSED')).toBeVisible();
  // A hook that answered is not "succeeded": the line follows the build.
  await expect(page.getByText('Building the site…')).toBeVisible();
  await expect(page.getByText(`Live on the site since ${officeMoment('2026-11-23T09:03:10Z')}`)).toBeVisible();
  await expect(page.getByText('Succeeded', { exact: true })).toHaveCount(0);
  // The page's title is whole on a phone.
  const title = page.locator('#react-admin-title');
  await expect(title).toHaveText('Deploys');
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish now' })).toHaveText(/Publish now/i);
  expect(await sidewaysOverflow(page), 'deploys scrolls sideways').toBeLessThanOrEqual(0);
});

test("the audit trail's row of an erased address, whose hash has nowhere to break, wraps within the screen", async ({ page }) => {
  // As a data request's erasure is recorded: the address only as its salted hash, one unbroken word wider than a phone.
  const detail = `erased 1 application, 1 message; address sha256:4bb8ab1fc8a532af:${'3b6a5b83c1d2e4f5'.repeat(4)}`;
  const entries = [{ id: 900, at: '2026-11-24T10:00:00Z', actor: 'owner@example.com', action: 'erase', resource: 'personal-data', resource_id: null, detail }];
  await page.route('**/api/admin/audit*', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: { data: entries, total: 1 } }) : route.fallback()));
  await firstLogin(page, staffAccount('recruiter'));
  await page.goto(`${ADMIN_URL}#/audit`);
  await expect(page.getByText(detail, { exact: false })).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  expect(await sidewaysOverflow(page), 'the audit trail scrolls sideways').toBeLessThanOrEqual(0);
});
