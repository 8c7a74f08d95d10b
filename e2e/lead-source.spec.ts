import { expect, test, fillContactForm, forgetLanguage, openTestDatabase } from './support';
import { ADMIN_URL, firstLogin, staffAccount } from './staff-admin';

/**
 * Where each lead came from, first-party and without a cookie: a family lands from a newsletter
 * link on a service page, moves on to the contact page and writes; the message keeps the landing
 * page and the campaign, and a recruiter finds it by that source in the admin.
 */
test('a family from a newsletter link writes from another page; the recruiter sees where the lead came from', async ({ page, context }) => {
  const subject = `From the newsletter ${Date.now()}`;
  await page.goto('/elite-governess?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  await forgetLanguage(page);
  // On to the contact page inside the site, as a visitor would.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await fillContactForm(page, {
    full_name: 'Newsletter Family',
    email: 'newsletter.family@example.ae',
    phone: '+971 50 420 7718',
    subject,
    message: 'We read about your governesses in your newsletter.',
  });
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-success-dialog')).toBeVisible();
  expect(await context.cookies()).toEqual([]);

  const db = openTestDatabase();
  try {
    const row = db.prepare('SELECT landing_path, referrer_host, utm_source, utm_medium, utm_campaign FROM contact_messages WHERE subject = ?').get(subject);
    expect(row).toEqual({ landing_path: '/elite-governess', referrer_host: null, utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' });
  } finally {
    db.close();
  }

  const admin = await context.newPage();
  await firstLogin(admin, staffAccount('recruiter'));
  await admin.goto(`${ADMIN_URL}#/messages`);
  // Exact: the dashboard, still on screen a moment after the address changes, has a panel "… by where it came from".
  await admin.getByLabel('Came from', { exact: true }).fill('newsletter');
  await admin.getByRole('cell', { name: subject }).click();
  await expect(admin.getByText('newsletter / email / spring, landed on /elite-governess')).toBeVisible();
});
