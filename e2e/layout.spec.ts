/** Header, services dropdown, mobile sidebar, footer. */
import type { Locator, Page } from '@playwright/test';
import { HEADER_SERVICE_SLUGS } from '@efe/shared/routes';
import { onePageOfEachKind } from './build-output';
import { expect, SITE_URL, test, watchConsole } from './support';
import { expectPopoverOpen } from './popover-state';
import { holdAppBundle, PHONE } from './phone-profile';

/** At 390 px: the candidates' filters sat under the button on the first screen; the booking form's phone field comes to rest in its corner. */
const WHATSAPP_FORM_PAGES = ['', '/ar', '/ru'].flatMap((prefix) => ['/candidate-details', '/book-consultation'].map((path) => `${prefix}${path}`));

test('desktop header: all links and a services dropdown of seven pages', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Home', 'About us', 'Blog', 'Contact us', 'Candidates']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const services = nav.getByRole('button', { name: 'Services' });
  await services.click();
  await expectPopoverOpen(services, true);
  for (const slug of HEADER_SERVICE_SLUGS) await expect(nav.locator(`a[href="/${slug}"]`)).toBeVisible();
  await nav.locator('a[href="/premier-nanny"]').click();
  await expect(page).toHaveURL(/\/premier-nanny$/);
  console.assertClean();
});

test("the open services list hangs under its own item, the only anchor of that name", async ({ page }) => {
  await page.goto('/ar');
  // Two anchors of one name: the list would be placed by the last, the phone menu's hidden item.
  const anchors = await page.locator('header li').evaluateAll((items) => items.filter((item) => getComputedStyle(item).getPropertyValue('anchor-name') === '--services').length);
  expect(anchors).toBe(1);
  const services = page.locator('header nav').filter({ visible: true }).getByRole('button', { name: 'الخدمات' });
  await services.click();
  await expectPopoverOpen(services, true);
  const [item, list] = await Promise.all([services.locator('xpath=..').boundingBox(), page.locator('header ul:popover-open').boundingBox()]);
  if (!item || !list) throw new Error('no boxes');
  // Arabic: the list's right edge at the item's right edge, plus the list's padding.
  expect(Math.abs(list.x + list.width - (item.x + item.width))).toBeLessThanOrEqual(40);
  expect(Math.abs(list.y - (item.y + item.height))).toBeLessThanOrEqual(2);
});

for (const route of ['/', '/ar', '/ru']) {
  test(`the Services chevron points down, and up when open, on ${route}`, async ({ page }) => {
    await page.goto(route);
    const services = page.locator('nav button[aria-controls]').first();
    const chevron = services.locator('span[aria-hidden="true"]');
    // Drawn as the right and bottom borders of a square turned 45 degrees: a "v" pointing down.
    const drawn = () =>
      chevron.evaluate((element) => {
        const style = getComputedStyle(element);
        const matrix = new DOMMatrix(style.transform);
        const degrees = Math.round((Math.atan2(matrix.b, matrix.a) * 180) / Math.PI);
        return `${style.borderRightWidth} ${style.borderBottomWidth} ${style.borderLeftWidth} ${style.borderTopWidth} ${degrees}deg`;
      });
    expect(await drawn()).toBe('2px 2px 0px 0px 45deg');
    await services.click();
    await expect.poll(drawn).toBe('2px 2px 0px 0px -135deg');
  });
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an Arabic banner title on two lines has room between its lines', async ({ page }) => {
    await page.goto(onePageOfEachKind('ar').find(([kind]) => kind === 'post')![1]);
    const title = page.locator('h1').first();
    const { lineHeight, fontSize, height } = await title.evaluate((element) => {
      const style = getComputedStyle(element);
      return { lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize), height: element.getBoundingClientRect().height };
    });
    expect(lineHeight / fontSize).toBeGreaterThanOrEqual(1.45);
    expect(height).toBeGreaterThan(0);
  });

  for (const prefix of ['', '/ar', '/ru']) {
    test(`the candidates' Previous, page count and Next stay on one line (${prefix || '/'})`, async ({ page }) => {
      await page.goto(`${prefix}/candidate-details`);
      const pager = page.getByTestId('candidate-pagination');
      const boxes = await pager.locator('> *').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ top, bottom, left, right }) => ({ top, bottom, left, right })));
      expect(boxes).toHaveLength(3);
      // Every part overlaps the others vertically: one line, however the count's words wrap.
      const [first, ...rest] = boxes;
      for (const box of rest) expect(box.top < first.bottom && first.top < box.bottom).toBe(true);
      for (const box of boxes) expect(box.left >= 0 && box.right <= 390).toBe(true);
    });
  }

  for (const path of ['/ar/contact-us', '/contact-us']) {
    test(`the WhatsApp button steps aside while a form field has focus (${path})`, async ({ page }) => {
      await page.goto(path);
      const whatsapp = page.getByTestId('whatsapp-button');
      const field = page.locator('main textarea').first();
      // Put the field where the button sits, coming up from the end of the page (a scroll down
      // would tuck the button away by itself), then type into it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await field.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 20));
      await expect.poll(() => whatsapp.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      await field.focus();
      await expect.poll(() => whatsapp.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
      expect(await whatsapp.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');
      // Clicks at the corner reach the field, not the link.
      const box = (await whatsapp.boundingBox())!;
      const under = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [box.x + box.width / 2, box.y + box.height / 2]);
      expect(under).not.toBe('A');

      await field.blur();
      await expect.poll(() => whatsapp.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    });
  }

  // The floating button covers no control of a form or of the filters, wherever the visitor finds
  // it: each control scrolled into view as a visitor comes to it from the page's top (the ones on
  // the first screen not scrolled at all), the button settled where the page puts it.
  for (const path of WHATSAPP_FORM_PAGES) {
    test(`the WhatsApp button covers no form control (${path})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(path);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      // The forms that load as they come near: down to the end, then back to the top.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      const whatsapp = page.getByTestId('whatsapp-button');
      const controls = await page.locator('main form :is(input, select, textarea, button)').filter({ visible: true }).all();
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) {
        await control.scrollIntoViewIfNeeded();
        const covered = await coveredBy(page, control, whatsapp);
        expect(covered, `${await control.evaluate((element) => element.outerHTML.slice(0, 120))} under the button`).toBeNull();
      }
    });
  }

  // Pages whose controls fill a phone's screen have no floating button, from the first paint: before
  // the page's code it would sit on whatever she scrolls to (the booking page's meeting choices).
  test("on the booking and candidates pages the WhatsApp button stays away, before the page's code too; elsewhere it shows", async ({ browser }) => {
    // A page of its own: the test's page waits for the code at each visit.
    const context = await browser.newContext({ ...PHONE, baseURL: SITE_URL });
    const page = await context.newPage();
    const release = await holdAppBundle(page);
    const whatsapp = page.getByTestId('whatsapp-button');
    for (const path of ['/ar/book-consultation', '/candidate-details']) {
      await page.goto(path);
      await page.mouse.wheel(0, 600);
      await expect(whatsapp).toHaveCSS('opacity', '0');
      await expect(whatsapp).toHaveCSS('pointer-events', 'none');
    }
    release();
    await page.goto('/ar/about-us');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    await expect(whatsapp).toHaveCSS('opacity', '1');
    await context.close();
  });

  test('the WhatsApp button steps aside while the visitor scrolls down reading, and comes back on a scroll up', async ({ page }) => {
    await page.goto('/ru/blogs/settling-into-dubai-with-children');
    const whatsapp = page.getByTestId('whatsapp-button');
    const opacity = () => whatsapp.evaluate((element) => getComputedStyle(element).opacity);
    await expect.poll(opacity).toBe('1');
    // Read on down (the author line sat under the button at this width); each try scrolls a bit
    // more, so a scroll made before the page's code ran does not count against it.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 60);
        return opacity();
      })
      .toBe('0');
    const box = (await whatsapp.boundingBox())!;
    const under = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="whatsapp-button"]')),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(under).toBe(false);

    await page.mouse.wheel(0, -120);
    await expect.poll(opacity).toBe('1');
  });

  test('the sidebar opens from the hamburger and closes by button, overlay and Escape', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();

    await open.click();
    await expectPopoverOpen(open, true);
    await expect(nav.getByRole('link', { name: 'About us' })).toBeVisible();
    // Focus is inside the sidebar and stays there, Tab going round.
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(':popover-open')))).toBe(true);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    // A press on the dimmed page beside the sidebar.
    await expect(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();
    await expectPopoverOpen(open, false);

    await open.click();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();

    // Below 1150 px the services list expands in place (a <details>).
    await open.click();
    const services = nav.locator('summary', { hasText: 'Services' });
    await expect(nav.locator('a[href="/elite-governess"]')).toBeHidden();
    await services.click();
    await expect(nav.locator('a[href="/elite-governess"]')).toBeVisible();
    await nav.locator('a[href="/elite-governess"]').click();
    await expect(page).toHaveURL(/\/elite-governess$/);
    await expect(nav.getByRole('link', { name: 'About us' })).toBeHidden();
    console.assertClean();
  });

  test('the Arabic sidebar opens from the left edge', async ({ page }) => {
    await page.goto('/ar');
    await page.getByRole('button', { name: /فتح|القائمة/ }).click();
    const box = await page.getByTestId('menu-panel').boundingBox();
    expect(box && box.x).toBeLessThan(5);
  });
});

/**
 * Where the control and the button overlap once the button has settled (no box change for a
 * quarter of a second: it slides away and back in 0.2 s), or null. Boxes in the viewport's pixels.
 */
async function coveredBy(page: Page, control: Locator, button: Locator): Promise<string | null> {
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await button.boundingBox());
      const settled = now === last;
      last = now;
      if (!settled) await page.waitForTimeout(250);
      return settled;
    })
    .toBe(true);
  const [one, other] = await Promise.all([control.boundingBox(), button.boundingBox()]);
  const screen = page.viewportSize();
  if (!one || !other || !screen) return null;
  // Only what is on the screen covers anything: a button slid away below it covers nothing.
  const left = Math.max(one.x, other.x, 0);
  const right = Math.min(one.x + one.width, other.x + other.width, screen.width);
  const top = Math.max(one.y, other.y, 0);
  const bottom = Math.min(one.y + one.height, other.y + other.height, screen.height);
  return left < right && top < bottom ? `control ${JSON.stringify(one)}, button ${JSON.stringify(other)}, scrolled ${await page.evaluate(() => window.scrollY)}` : null;
}

test('footer: contact links, explore list and this year in the copyright', async ({ page }) => {
  await page.goto('/about-us');
  const footer = page.locator('footer');
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="https://wa.me/"]')).toHaveCount(1);
  await expect(footer.locator('a[href*="maps"]')).toHaveCount(1);
  await expect(footer.getByRole('navigation')).toContainText('Blog');
  await expect(footer.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));
  await expect(page.getByTestId('whatsapp-button')).toBeVisible();
});
