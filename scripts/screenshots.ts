/**
 * `npm run screenshots -- <set>`: pictures of the main pages in English, Arabic and Russian at
 * desktop and phone widths, the phone menu open and a candidate's profile open, from a running site
 * (default http://127.0.0.1:9000, i.e. after `npm start`), into screenshots/<set>/ (not committed).
 * Two sets taken before and after a change are compared by `npm run screenshots:compare`.
 */
import fs from 'fs';
import path from 'path';
import { chromium, type Page } from 'playwright-core';
import { runMain } from './lib/run-main';

export const SCREENSHOTS_DIR = path.resolve(__dirname, '../screenshots');

const SITE = (process.env.SITE_URL || 'http://127.0.0.1:9000').replace(/\/+$/, '');
/** `post` is the newest post, found on the blog's first page. */
const PAGES = {
  home: '/',
  about: '/about-us',
  service: '/elite-governess',
  contact: '/contact-us',
  booking: '/book-consultation',
  blog: '/blogs',
  post: null,
  candidates: '/candidate-details',
  privacy: '/privacy-policy',
};
const LANGUAGES = { en: '', ar: '/ar', ru: '/ru' };
const WIDTHS = [1280, 390];
const VIEWPORT_HEIGHT = 900;
const PHONE_MENU_WIDTH = 390;
/** A service page with an FAQ. */
const FAQ_PAGE = '/school-placement';
/** The hamburger, the services' button and an FAQ question, as a <button> with React or as the platform's own controls. */
const MENU_BUTTON = 'header :is(button[aria-controls], button[popovertarget])';
const SERVICES_BUTTON = ':is(button, summary)';
const SERVICES_NAME = /^\s*(Services|الخدمات|Услуги)\s*$/;
const FAQ_QUESTION = ':is(button, summary)';

async function newestPostPath(page: Page, prefix: string): Promise<string> {
  await page.goto(`${SITE}${prefix}/blogs`, { waitUntil: 'networkidle' });
  const href = await page.locator('main a[href*="/blogs/"]:not([href*="/blogs/page/"])').first().getAttribute('href');
  if (!href) throw new Error(`no post is linked from ${prefix}/blogs`);
  return new URL(href, SITE).pathname;
}

/**
 * The whole page, drawn in a window as tall as the page. Not Playwright's `fullPage`: that resizes
 * the page while it captures, and a resize makes react-slick measure its slides again, so the
 * testimonials came out at one of two widths from one run to the next.
 */
async function wholePage(page: Page, file: string, width: number): Promise<void> {
  // Scroll through once so lazy images load before the picture is taken.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  await page.waitForTimeout(400);
  await page.screenshot({ path: file, animations: 'disabled' });
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
}

/** What a visitor sees in the window: the open dialogs. */
async function inView(page: Page, file: string): Promise<void> {
  // Past the dialogs' opening transitions (reduced motion shortens, not removes, some).
  await page.waitForTimeout(800);
  await page.screenshot({ path: file, animations: 'disabled' });
}

async function main(): Promise<number> {
  const set = process.argv[2] ?? 'latest';
  const out = path.join(SCREENSHOTS_DIR, set);
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: VIEWPORT_HEIGHT }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const [language, prefix] of Object.entries(LANGUAGES)) {
      for (const [name, route] of Object.entries(PAGES)) {
        const target = route ?? (await newestPostPath(page, prefix)).replace(/^\/(ar|ru)(?=\/)/, '');
        await page.goto(`${SITE}${prefix}${target === '/' && prefix ? '' : target}`, { waitUntil: 'networkidle' });
        await wholePage(page, path.join(out, `${language}-${name}-${width}.png`), width);
      }
      if (width === PHONE_MENU_WIDTH) {
        await page.goto(`${SITE}${prefix || '/'}`, { waitUntil: 'networkidle' });
        await page.locator(MENU_BUTTON).first().click();
        await inView(page, path.join(out, `${language}-menu-${width}.png`));
        // The services list inside the open menu.
        await page.getByRole('dialog').or(page.locator(':popover-open')).first().locator(SERVICES_BUTTON, { hasText: SERVICES_NAME }).first().click();
        await inView(page, path.join(out, `${language}-menu-services-${width}.png`));
      } else {
        await page.goto(`${SITE}${prefix || '/'}`, { waitUntil: 'networkidle' });
        await page.locator(`header ${SERVICES_BUTTON}`, { hasText: SERVICES_NAME }).filter({ visible: true }).first().click();
        await inView(page, path.join(out, `${language}-services-${width}.png`));
      }
      await page.goto(`${SITE}${prefix}${FAQ_PAGE}`, { waitUntil: 'networkidle' });
      await page.getByTestId('faq-item').nth(1).locator(FAQ_QUESTION).click();
      await page.getByTestId('faq-item').nth(1).scrollIntoViewIfNeeded();
      await inView(page, path.join(out, `${language}-faq-${width}.png`));
      await page.goto(`${SITE}${prefix}/about-us`, { waitUntil: 'networkidle' });
      await page.getByTestId('testimonials-section').scrollIntoViewIfNeeded();
      await page.getByTestId('testimonials-next').click();
      // react-slick's slide takes 1 s.
      await page.waitForTimeout(1200);
      await inView(page, path.join(out, `${language}-slider-${width}.png`));
      await page.goto(`${SITE}${prefix}/candidate-details`, { waitUntil: 'networkidle' });
      await page.getByTestId('candidate-card').first().getByRole('button').first().click();
      await page.getByTestId('candidate-dialog').waitFor();
      await inView(page, path.join(out, `${language}-candidate-${width}.png`));
    }
    await context.close();
  }
  await browser.close();
  console.log(`${fs.readdirSync(out).length} pictures in ${out}`);
  return 0;
}

if (require.main === module) runMain(main);
