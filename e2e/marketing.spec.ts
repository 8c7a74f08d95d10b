/** Home, about, service pages and contact: FAQs, Coming Soon, contact form, sliders, sticky markers. */
import { SERVICE_SLUGS } from '@efe/shared/routes';
import { expect, test, API_URL, fillContactForm, forgetLanguage, openTestDatabase, watchConsole } from './support';

const PREFIX = { en: '', ar: '/ar', ru: '/ru' } as const;

/** How many questions each service page with a FAQ has (docs/product-rules.md, Services). */
const FAQ_COUNTS = {
  'school-placement': 10,
  'education-consultancy-dubai': 6,
  'private-tutoring-service-in-dubai': 6,
  'online-homeschooling-in-dubai': 8,
  'abroad-education-consultancy-dubai': 8,
} as const;

for (const prefix of Object.values(PREFIX)) {
  for (const [slug, count] of Object.entries(FAQ_COUNTS)) {
    test(`${prefix}/${slug} has ${count} FAQ items, one open at a time`, async ({ page }) => {
      await page.goto(`${prefix}/${slug}`);
      const items = page.getByTestId('faq-item');
      await expect(items).toHaveCount(count);
      // Each question a <details> of one group: the browser keeps one open at a time.
      const questions = items.locator('summary');
      const answers = items.locator('details');
      await questions.nth(0).click();
      await expect(answers.nth(0)).toHaveAttribute('open', '');
      await questions.nth(1).click();
      await expect(answers.nth(0)).not.toHaveAttribute('open', /.*/);
      await expect(answers.nth(1)).toHaveAttribute('open', '');
      await expect(page.locator('details[open]')).toHaveCount(1);
      await questions.nth(1).click();
      await expect(answers.nth(1)).not.toHaveAttribute('open', /.*/);
      const html = await page.content();
      expect(html).toContain('"@type":"FAQPage"');
    });
  }
}

// One test per language: all 24 pages in one test took half the timeout on the CI machine.
for (const [language, prefix] of Object.entries(PREFIX)) {
  test(`every service page has a get-started link to the contact page, with its service chosen (${language})`, async ({ page }) => {
    for (const slug of SERVICE_SLUGS) {
      await forgetLanguage(page).catch(() => undefined);
      await page.goto(`${prefix}/${slug}`);
      await expect(page.locator(`main a[href="${prefix}/contact-us?service=${slug}"]`).first()).toBeVisible();
    }
  });
}

test('alchemy leadership shows only Coming Soon', async ({ page }) => {
  await page.goto('/alchemy-leadership');
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByTestId('faq-item')).toHaveCount(0);
  await page.goto('/ru/alchemy-leadership');
  await expect(page.locator('main h2')).toHaveText('Скоро');
});

test('home: headline, six service cards, team strip and the sticky marker on <body>', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('secure future');
  await expect(page.getByTestId('service-card')).toHaveCount(6);
  await expect(page.getByTestId('team-strip')).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/services-sticky/);
  await page.getByTestId('services-section').evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 40));
  await expect(page.locator('body')).toHaveClass(/services-sticky/);
  const toggle = page.getByTestId('team-strip-toggle');
  await toggle.click();
  await expect(page.getByTestId('team-strip-rail')).toHaveAttribute('data-paused', 'true');
  console.assertClean();
});

test('about: four images, four deliver items (rtl class in Arabic), testimonials slider', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/about-us');
  await expect(page.getByTestId('deliver-list').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('deliver-list')).not.toHaveClass(/\brtl\b/);
  const next = page.getByTestId('testimonials-next');
  const previous = page.getByTestId('testimonials-previous');
  await expect(previous).toHaveAccessibleName('Previous testimonials');
  await expect(next).toHaveAccessibleName('Next testimonials');
  // As a visitor does: the slider comes into view (and hydrates) before its arrow is pressed.
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await page.getByTestId('testimonials-section').evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 60));
  await expect(page.getByTestId('testimonials-section')).toHaveClass(/testimonials-sticky/);
  console.assertClean();

  await page.goto('/ar/about-us');
  await expect(page.getByTestId('deliver-list')).toHaveClass(/\brtl\b/);
});

// react-slick itself, not a model of it: the testimonials it shows at each width, and again
// after the window is resized (it then picks its `responsive` entry for the new width).
test('the testimonials slider shows one, two and three testimonials on a phone, a tablet and a desktop, also after a resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about-us');
  await page.getByTestId('testimonials-next').scrollIntoViewIfNeeded();
  const shown = page.getByTestId('testimonials-carousel').locator('.slick-slide.slick-active');
  await expect(shown).toHaveCount(3);
  for (const [width, count] of [
    [800, 2],
    [390, 1],
    [1280, 3],
  ]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(shown, `at ${width} px`).toHaveCount(count);
  }
});

test('contact: four boxes with working links and three steps', async ({ page }) => {
  await page.goto('/contact-us');
  const boxes = page.getByTestId('contact-boxes');
  await expect(boxes.locator('> li')).toHaveCount(4);
  await expect(boxes.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(boxes.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(boxes.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
  await expect(boxes.locator('a[href*="maps"]')).toHaveCount(1);
});

for (const [language, prefix] of [['en', ''], ['ar', '/ar']] as const) {
  test(`contact form: the thank-you popup opens after sending, Escape closes it (${language})`, async ({ page }) => {
    const console = watchConsole(page);
    const subject = `E2E subject ${language} ${Date.now()}`;
    await page.goto(`${prefix}/contact-us`);
    await fillContactForm(page, { full_name: 'Fatima Test', email: 'fatima@example.ae', phone: '+971 50 420 7718', subject, message: 'We are looking for a governess for two children.' });
    await page.getByTestId('contact-submit').click();
    const dialog = page.getByTestId('contact-success-dialog');
    await expect(dialog).toBeVisible();
    if (language === 'en') await expect(dialog).toContainText('Thank you!');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('contact-submit')).toBeFocused();
    await expect(page.getByTestId('contact-form').locator('input[name="full_name"]')).toHaveValue('');

    const db = openTestDatabase();
    try {
      const row = db.prepare('SELECT site_language FROM contact_messages WHERE subject = ?').get(subject) as { site_language: string } | undefined;
      expect(row?.site_language).toBe(language);
    } finally {
      db.close();
    }
    console.assertClean();
  });
}

test('contact form: with the API unreachable the visitor is told and the input is kept, even through a reload', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByTestId('contact-form');
  await form.locator('input[name="full_name"]').fill('Kept Visitor');
  await form.locator('input[name="email"]').fill('kept@example.ae');
  await form.locator('input[name="phone"]').fill('0504207718');
  await form.locator('input[name="subject"]').fill('Nanny');
  await form.locator('textarea[name="message"]').fill('Please call me.');
  await page.route(`${API_URL}/api/contact`, (route) => route.abort('connectionrefused'));
  await page.getByTestId('contact-submit').click();
  await expect(page.getByText(/could not reach our server/)).toBeVisible();
  await expect(page.getByTestId('contact-retry')).toBeVisible();
  await expect(form.locator('input[name="full_name"]')).toHaveValue('Kept Visitor');
  await expect(form.locator('textarea[name="message"]')).toHaveValue('Please call me.');
  // Reloading (or leaving and coming back to) the tab after the failure does not lose it either.
  await page.reload();
  await expect(page.getByTestId('contact-draft-restored')).toBeVisible();
  await expect(form.locator('input[name="full_name"]')).toHaveValue('Kept Visitor');
  await expect(form.locator('textarea[name="message"]')).toHaveValue('Please call me.');
});

test('contact form: an empty submit shows every message in red under its field', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByTestId('contact-submit').click();
  for (const message of ['Full name is required.', 'Email is required.', 'Phone number is required.', 'Subject is required.', 'Message is required.']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('contact-form').locator('input[name="full_name"]')).toBeFocused();
});
