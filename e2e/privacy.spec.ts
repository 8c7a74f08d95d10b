import fs from 'fs';
import path from 'path';
import { test, expect, API_URL, SITE_URL, forgetLanguage } from './support';
import { onePageOfEachKind } from './build-output';
import { CONTACT } from '@efe/shared/constants';
import { CONTACT_NOTICE_FIELDS, APPLICATION_NOTICE_FIELDS } from '../src/lib/privacy-notice';

/**
 * The privacy notice says what the system does, in each language, and is one click from every
 * page and from under both forms; and what it promises holds: no page sets a cookie or asks
 * anything of a server other than the site's own and the API's (HubSpot unset).
 */
const LANGUAGES = ['en', 'ar', 'ru'] as const;
const prefixOf = (language: string) => (language === 'en' ? '' : `/${language}`);
/** A text of a locale file by its dotted key ("contact.full_name"). */
function text(language: string, namespace: string, key: string): string {
  let node: unknown = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../locales/${language}/${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${namespace}:${key} in ${language}`);
  return node;
}

for (const language of LANGUAGES) {
  test(`the privacy notice states the fields, the retention the API applies and where to ask (${language})`, async ({ page }) => {
    const retention = ((await (await fetch(`${API_URL}/api/privacy`)).json()) as { data: { retention_days: number } }).data.retention_days;
    await page.goto(`${SITE_URL}${prefixOf(language)}/privacy-policy`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'privacy', 'title'));
    await expect(page.getByTestId('privacy-retention')).toContainText(String(retention));
    for (const field of [...CONTACT_NOTICE_FIELDS, ...APPLICATION_NOTICE_FIELDS]) {
      await expect(page.locator('main li').filter({ hasText: text(language, 'forms', field.label) }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: CONTACT.email }).first()).toHaveAttribute('href', `mailto:${CONTACT.email}`);
    await expect(page.getByTestId('privacy-hubspot')).toHaveCount(0);
  });

  test(`the notice is linked from the footer and under both forms (${language})`, async ({ page }) => {
    const link = text(language, 'forms', 'privacyLink');
    const target = `${prefixOf(language)}/privacy-policy`;
    await page.goto(`${SITE_URL}${prefixOf(language) || '/'}`);
    await expect(page.locator('footer').getByRole('link', { name: link })).toHaveAttribute('href', target);
    for (const [route, form] of [
      ['/contact-us', '[data-testid="contact-submit"]'],
      ['/candidate-details', '[data-testid="application-submit"]'],
    ]) {
      await page.goto(`${SITE_URL}${prefixOf(language)}${route}`);
      const note = page.locator('form').filter({ has: page.locator(form) }).getByRole('link', { name: link });
      await expect(note).toHaveAttribute('href', target);
    }
    await page.locator('footer').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(`${SITE_URL}${target}`);
    await forgetLanguage(page);
  });

  test(`no page sets a cookie or calls a server other than the site and the API (${language})`, async ({ page, context }) => {
    test.setTimeout(90_000);
    const allowed = new Set([new URL(SITE_URL).origin, new URL(API_URL).origin]);
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && !allowed.has(url.origin)) outside.push(`${page.url()} -> ${request.url()}`);
    });
    const pages = [...onePageOfEachKind(language).map(([, route]) => route), `${prefixOf(language)}/no-such-page`];
    for (const route of pages) {
      await page.goto(`${SITE_URL}${route}`);
      // What loads near the viewport (forms, sliders, the teacher strip) loads too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState('networkidle');
      expect({ route, cookie: await page.evaluate(() => document.cookie) }).toEqual({ route, cookie: '' });
    }
    expect(await context.cookies()).toEqual([]);
    expect(outside).toEqual([]);
    await forgetLanguage(page);
  });
}
