import fs from 'fs';
import path from 'path';
import { expect, test, forgetLanguage, fromSetup, openTestDatabase } from './support';
import { ADMIN_URL, firstLogin, staffAccount } from './staff-admin';
import { violationsOn } from './axe';

/**
 * A family likes a candidate and asks about her from her profile, in each language, after landing
 * from a newsletter link; the recruiter sees each question with that candidate, the service and
 * the source, in the admin and in the mail.
 */
const LANGUAGES: Array<[language: string, prefix: string]> = [
  ['en', ''],
  ['ar', '/ar'],
  ['ru', '/ru'],
];

/** The outbox's mails as one text, quoted-printable soft breaks and "=3D" undone (enough for the ASCII links in them). */
const outboxText = () => {
  const dir = path.join(fromSetup('E2E_DATA_DIR'), 'outbox');
  const raw = fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8')).join('\n') : '';
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
};

test('a family asks about a candidate in each language; the recruiter sees her, the service and the source', async ({ page, context }) => {
  const asked: Array<{ language: string; name: string; id: number; email: string }> = [];
  for (const [language, prefix] of LANGUAGES) {
    await page.goto(`${prefix}/candidate-details?utm_source=newsletter`);
    await forgetLanguage(page);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const card = page.getByTestId('candidate-card').nth(LANGUAGES.findIndex(([code]) => code === language));
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const id = Number(await card.getAttribute('data-candidate-id'));
    await card.getByRole('button').click();

    const dialog = page.getByRole('dialog', { name });
    await dialog.getByTestId('ask-about').click();
    const form = dialog.getByTestId('inquiry-form');
    await expect(form.locator('input[name="full_name"]')).toBeFocused();
    await expect(form.locator('textarea[name="message"]')).toHaveValue(new RegExp(name));
    if (language === 'ar') await expect(form).toHaveCSS('direction', 'rtl');
    const email = `asks.${language}.${Date.now()}@example.ae`;
    await form.locator('input[name="full_name"]').fill(`Family ${language}`);
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('+971 50 420 7718');
    await form.locator('select[name="service"]').selectOption('premier-nanny');
    await form.getByTestId('inquiry-submit').click();
    await expect(dialog.getByTestId('inquiry-sent').getByRole('status')).toContainText(name);
    asked.push({ language, name, id, email });
  }
  expect(await context.cookies()).toEqual([]);

  const db = openTestDatabase();
  try {
    for (const { language, name, id, email } of asked) {
      const row = db
        .prepare<[string], { id: number }>('SELECT id, candidate_id, candidate_name, service, utm_source, landing_path, site_language FROM contact_messages WHERE email = ?')
        .get(email);
      if (!row) throw new Error(`no message from ${email}`);
      expect(row).toEqual({
        id: expect.any(Number),
        candidate_id: id,
        candidate_name: name,
        service: 'premier-nanny',
        utm_source: 'newsletter',
        // The first page of the visit (one tab, one visit), whichever language the question came in.
        landing_path: '/candidate-details',
        site_language: language,
      });
      const mail = db.prepare<[number], { subject: string; body: string }>("SELECT subject, body FROM mail_queue WHERE lead_kind = 'message' AND lead_id = ?").get(row.id);
      if (!mail) throw new Error(`no mail about message ${row.id}`);
      expect(mail.subject).toContain(`about candidate ${name} (Premier Nanny):`);
      expect(mail.subject).toMatch(/\(via newsletter\)$/);
      expect(mail.body).toContain('Service: Premier Nanny');
      expect(mail.body).toContain(`/candidate-details?candidate=${id}`);
    }
  } finally {
    db.close();
  }
  // The mails as written out (no SMTP here): the staff's copy names each candidate, with her link.
  for (const { name, id } of asked) {
    await expect.poll(outboxText).toMatch(new RegExp(`Candidate: ${name}\\s+\\(no\\. ${id}\\), her card on the site: \\S+/candidate-details\\?candidate=${id}`));
  }

  const admin = await context.newPage();
  await firstLogin(admin, staffAccount('recruiter'));
  await admin.goto(`${ADMIN_URL}#/messages`);
  // Exact: the dashboard, still on screen a moment after the address changes, has a panel "… by where it came from".
  await admin.getByLabel('Came from', { exact: true }).fill('newsletter');
  for (const { name, id, email } of asked) {
    // In the list already, then on the message itself.
    const row = admin.getByRole('row').filter({ hasText: email });
    await expect(row.getByTestId('message-candidate')).toContainText(name);
    // Not the e-mail's cell: its link writes a mail instead of opening the row.
    await row.getByRole('cell').first().click();
    await expect(admin).toHaveURL(/#\/messages\/\d+\/show$/);
    const candidate = admin.locator('.RaShow-main').getByTestId('message-candidate');
    await expect(candidate).toContainText(name);
    await expect(candidate.getByRole('link', { name })).toHaveAttribute('href', new RegExp(`/candidate-details\\?candidate=${id}$`));
    await expect(admin.getByText('Premier Nanny')).toBeVisible();
    await expect(admin.getByText('newsletter, landed on /candidate-details')).toBeVisible();
    await admin.goBack();
    await expect(admin).toHaveURL(/#\/messages/);
  }
  // A page of 100, newest first: the other worker's journeys queue mails meanwhile, and the
  // default page of 10 could already have pushed these off it.
  await admin.goto(`${ADMIN_URL}#/mail?perPage=100`);
  for (const { name } of asked) await expect(admin.getByText(`about candidate ${name}`, { exact: false }).first()).toBeVisible();
});

test('a link to one candidate opens her profile on the page of her card, in Arabic too', async ({ page }) => {
  const db = openTestDatabase();
  // The eighth candidate: her card is on the list's second page.
  const eighth = db.prepare<[], { id: number; first_name: string; last_name: string }>('SELECT id, first_name, last_name FROM candidates ORDER BY position, id LIMIT 1 OFFSET 7').get();
  db.close();
  if (!eighth) throw new Error('the seed has fewer than eight candidates');
  const { id, first_name, last_name } = eighth;
  const name = `${first_name} ${last_name}`;
  await page.goto(`/ar/candidate-details?candidate=${id}`);
  await forgetLanguage(page);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('candidate-card').filter({ hasText: name }).getByRole('button')).toBeFocused();
});

for (const [language, prefix] of LANGUAGES) {
  test(`the question about a candidate works from the keyboard and has no axe violations, its errors shown (${language})`, async ({ page }) => {
    await page.goto(`${prefix}/candidate-details`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByTestId('candidate-card').first().getByRole('button').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('candidate-dialog');
    await dialog.getByTestId('ask-about').focus();
    await page.keyboard.press('Enter');
    const form = dialog.getByTestId('inquiry-form');
    await expect(form.locator('input[name="full_name"]')).toBeFocused();
    await form.getByTestId('inquiry-submit').focus();
    await page.keyboard.press('Enter');
    await expect(form.locator('input[name="full_name"]')).toBeFocused();
    await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect(await violationsOn(page)).toEqual([]);
    // Escape closes the profile, form and all, and focus is back on the card.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('candidate-card').first().getByRole('button')).toBeFocused();
  });
}
