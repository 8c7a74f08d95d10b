import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support';
import { expectPopoverOpen } from './popover-state';

/**
 * A keyboard-only visit: every control is reached with Tab (never clicked or focused by script),
 * operated with Enter, Space, Escape and arrows, shows where focus is, and gives focus back.
 */
const MAX_TABS = 150;

/** Presses Tab (Shift+Tab backwards) until the locator has focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reachable with ${MAX_TABS} presses of Tab: ${target}`);
}

/** The focused element draws a visible indicator (outline or box-shadow, on it or a pseudo-element). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    const drawn = [null, '::after', '::before'].some((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    });
    return drawn ? 'visible' : `no indicator on ${element.outerHTML.slice(0, 80)}`;
  });
  expect(indicator).toBe('visible');
}

test('header: skip link, every link with a visible focus, the services dropdown', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#/);

  await page.goto('/about-us');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Home', 'About us']) {
    await tabTo(page, nav.getByRole('link', { name, exact: true }));
    await expectVisibleFocus(page);
  }
  const services = nav.getByRole('button', { name: 'Services' });
  await tabTo(page, services);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectPopoverOpen(services, true);
  await page.keyboard.press('Tab');
  const firstService = nav.locator('a[href="/elite-governess"]');
  await expect(firstService).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expectPopoverOpen(services, false);
  await expect(services).toBeFocused();

  // Space opens it too, and tabbing out of the list closes it.
  await page.keyboard.press('Space');
  await expectPopoverOpen(services, true);
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  await expectPopoverOpen(services, false);

  // Enter on a service goes there.
  await tabTo(page, services, true);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/elite-governess$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens from the keyboard, keeps focus inside and gives it back', async ({ page }) => {
    await page.goto('/ar');
    const open = page.getByRole('button', { name: 'فتح القائمة' });
    await tabTo(page, open);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expectPopoverOpen(open, true);
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest(':popover-open')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectPopoverOpen(open, false);
    await expect(open).toBeFocused();
  });
});

test('FAQ: Enter and Space open and close an answer', async ({ page }) => {
  await page.goto('/school-placement');
  const item = page.getByTestId('faq-item').first();
  const first = item.locator('summary');
  const details = item.locator('details');
  await tabTo(page, first);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(details).not.toHaveAttribute('open', /.*/);
  const answer = item.locator('details > div');
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
});

test('testimonials: the arrows are reached and moved with the keyboard', async ({ page, request }) => {
  // In the server HTML the forward arrow is ready: a press before the slider's code is kept (lib/early-actions).
  const html = await (await request.get('/about-us')).text();
  expect(html).toMatch(/aria-disabled="false" data-testid="testimonials-next"/);
  await page.goto('/about-us');
  const next = page.getByTestId('testimonials-next');
  const previous = page.getByTestId('testimonials-previous');
  await tabTo(page, next);
  await expectVisibleFocus(page);
  await expect(next).toBeEnabled();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await tabTo(page, previous, true);
  await expect(previous).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(previous).toBeFocused();
});

test('candidates: the profile dialog opens with Enter, holds focus, and returns it', async ({ page }) => {
  await page.goto('/candidate-details');
  const open = page.getByTestId('candidate-card').first().getByRole('button');
  await tabTo(page, open);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('candidate-dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  // The page behind is inert and does not scroll while the dialog is open.
  const behind = page.locator('main a[href]').first();
  expect(await behind.evaluate((link) => (link.focus(), document.activeElement === link))).toBe(false);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('contact form: fields in order, Enter submits, focus goes to the first error', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByTestId('contact-form');
  await tabTo(page, form.locator('[name="full_name"]'));
  const order: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    await expectVisibleFocus(page);
    order.push((await page.evaluate(() => document.activeElement?.getAttribute('name'))) ?? '?');
    await page.keyboard.press('Tab');
  }
  expect(order).toEqual(['full_name', 'email', 'phone', 'service', 'subject', 'message']);
  await expect(page.getByTestId('contact-submit')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Full name is required.', { exact: true })).toBeVisible();
  await expect(form.locator('[name="full_name"]')).toBeFocused();
});

test('application form: every field is reached, Enter in a field submits, focus goes to the first error', async ({ page }) => {
  await page.goto('/ru/candidate-details');
  const form = page.getByTestId('application-form');
  await tabTo(page, form.locator('[name="name"]'));
  const reached = new Set<string>();
  for (let i = 0; i < 40 && !(await page.getByTestId('application-submit').evaluate((element) => element === document.activeElement)); i += 1) {
    reached.add((await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.getAttribute('type'))) ?? '?');
    await page.keyboard.press('Tab');
  }
  for (const field of ['name', 'email', 'phone', 'language', 'role', 'ageGroup', 'quote', 'cv', 'photo']) expect([...reached]).toContain(field);
  await tabTo(page, form.locator('[name="email"]'), true);
  await page.keyboard.press('Enter');
  await expect(form.locator('[name="name"]')).toBeFocused();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
});
