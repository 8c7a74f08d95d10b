/**
 * `npm run screenshots`: full-page pictures of the main pages in English, Arabic and Russian at desktop and
 * phone widths, from a running site (default http://127.0.0.1:9000, i.e. after `npm start`).
 * Output: screenshots/<language>-<page>-<width>.png (not committed).
 */
import fs from 'fs';
import path from 'path';
import { chromium } from 'playwright-core';

const SITE = (process.env.SITE_URL || 'http://127.0.0.1:9000').replace(/\/+$/, '');
const OUT = path.resolve(__dirname, '../screenshots');
const PAGES = { home: '/', about: '/about-us', service: '/elite-governess', contact: '/contact-us', blog: '/blogs', candidates: '/candidate-details', privacy: '/privacy-policy' };
const LANGUAGES = { en: '', ar: '/ar', ru: '/ru' };
const WIDTHS = [1280, 390];

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const [language, prefix] of Object.entries(LANGUAGES)) {
      for (const [name, route] of Object.entries(PAGES)) {
        await page.evaluate(() => localStorage.clear()).catch(() => undefined);
        await page.goto(`${SITE}${prefix}${route === '/' && prefix ? '' : route}`, { waitUntil: 'networkidle' });
        // Scroll through once so lazy images load before the picture is taken.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(400);
        const file = path.join(OUT, `${language}-${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
