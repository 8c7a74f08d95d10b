/**
 * With scripts turned off (a strict browser setting, a script blocked on the way), the menu, the
 * services and the FAQ still work: they are the browser's own popovers and <details>.
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, test, SITE_URL } from './support';
import { expectMenuKeepsTabHonestly } from './menu-keyboard';

/** A phone as the outside tester's: touch, a high-density screen, the mobile viewport. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function withoutScripts(browser: Browser, viewport: { width: number; height: number }, device: BrowserContextOptions = {}) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: SITE_URL, ...device });
  return { context, page: await context.newPage() };
}

for (const { prefix, menu, close, services } of [
  { prefix: '', menu: 'Open menu', close: 'Close menu', services: 'Services' },
  { prefix: '/ar', menu: 'فتح القائمة', close: 'إغلاق القائمة', services: 'الخدمات' },
]) {
  test(`without scripts, the phone menu opens and closes and its services open (${prefix || '/'})`, async ({ browser }) => {
    const { context, page } = await withoutScripts(browser, { width: 390, height: 844 });
    await page.goto(`${prefix}/about-us`);
    const opener = page.getByRole('button', { name: menu });
    const about = page.locator('[data-testid="menu-panel"] nav a[href$="/about-us"]');
    await expect(about).toBeHidden();
    await opener.click();
    await expect(about).toBeVisible();
    await page.getByRole('button', { name: close }).click();
    await expect(about).toBeHidden();
    await opener.click();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();

    await opener.click();
    const firstService = page.locator(`[data-testid="menu-panel"] a[href="${prefix}/elite-governess"]`);
    await expect(firstService).toBeHidden();
    await page.locator('[data-testid="menu-panel"] summary', { hasText: services }).click();
    await firstService.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/elite-governess$`));
    await context.close();
  });

  test(`without scripts, Tab in the open phone menu never reaches the page behind it nor its button under the panel, the menu does not say it is modal, its panel stays put, and Escape gives the page back (${prefix || '/'})`, async ({ browser }) => {
    const { context, page } = await withoutScripts(browser, PHONE.viewport, PHONE);
    // A page with controls below the fold: the FAQ's questions.
    await page.goto(`${prefix}/school-placement`);
    const modal = await expectMenuKeepsTabHonestly(page, menu, { pageBehindOutOfReach: true });
    // Its HTML does not say so: the page behind is hidden, not made inert by a modal.
    expect(modal).toBe(false);
    // Closed from inside, the menu gives focus back to its button, and Tab reaches the page again.
    await page.getByRole('button', { name: close }).focus();
    await page.keyboard.press('Escape');
    const opener = page.getByRole('button', { name: menu });
    await expect(opener).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('main :focus')).toHaveCount(1);
    await context.close();
  });

  test(`without scripts, a language flag in the phone menu opens the same page in its language (${prefix || '/'})`, async ({ browser }) => {
    const { context, page } = await withoutScripts(browser, PHONE.viewport, PHONE);
    await page.goto(`${prefix}/about-us`);
    await page.getByRole('button', { name: menu }).click();
    const panel = page.locator('[data-testid="menu-panel"]:popover-open');
    await panel.locator('[data-language="ru"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ru/about-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    // There, Russian is the current language, and a flag goes back.
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(panel.locator('[data-language][aria-current="true"]')).toHaveAttribute('data-language', 'ru');
    await panel.locator(`[data-language="${prefix ? 'ar' : 'en'}"]`).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/about-us`);
    await context.close();
  });

  test(`without scripts, the header bar's services open, and close on Escape and a press elsewhere (${prefix || '/'})`, async ({ browser }) => {
    const { context, page } = await withoutScripts(browser, { width: 1280, height: 900 });
    await page.goto(prefix || '/');
    const button = page.locator('header nav').filter({ visible: true }).getByRole('button', { name: services });
    const list = page.locator(`:popover-open a[href="${prefix}/premier-nanny"]`);
    await button.click();
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await page.mouse.click(640, 700);
    await expect(list).toHaveCount(0);
    await button.click();
    await list.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/premier-nanny$`));
    await context.close();
  });

  test(`without scripts, the FAQ opens one answer at a time, each in the page (${prefix || '/'})`, async ({ browser }) => {
    const { context, page } = await withoutScripts(browser, { width: 390, height: 844 });
    await page.goto(`${prefix}/school-placement`);
    const items = page.getByTestId('faq-item');
    await expect(items).toHaveCount(10);
    const answer = (index: number) => items.nth(index).locator('details > div');
    await expect(answer(0)).toBeHidden();
    await items.nth(0).locator('summary').click();
    await expect(answer(0)).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(answer(1)).toBeVisible();
    await expect(answer(0)).toBeHidden();
    await items.nth(1).locator('summary').click();
    await expect(answer(1)).toBeHidden();
    await context.close();
  });
}
