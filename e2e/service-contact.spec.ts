import fs from 'fs';
import path from 'path';
import { expect, test, SITE_URL, forgetLanguage } from './support';

/** A service page's "Get started" opens the contact form with that service already chosen. */
const LANGUAGES: Array<[language: string, prefix: string]> = [
  ['en', ''],
  ['ar', '/ar'],
  ['ru', '/ru'],
];
const SERVICES = ['elite-governess', 'premier-nanny', 'school-placement'];

const locale = (language: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../locales/${language}/${namespace}.json`), 'utf8')) as {
    common: { getStarted: string };
    serviceNames: Record<string, string>;
  };

for (const [language, prefix] of LANGUAGES) {
  test(`"Get started" on three service pages chooses that service on the contact form (${language})`, async ({ page }) => {
    const getStarted = locale(language, 'services').common.getStarted;
    const names = locale(language, 'common').serviceNames;
    for (const service of SERVICES) {
      await page.goto(`${prefix}/${service}`);
      await page.getByRole('main').getByRole('link', { name: getStarted }).first().click();
      await expect(page).toHaveURL(`${SITE_URL}${prefix}/contact-us?service=${service}`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      const select = page.getByTestId('contact-service');
      await expect(select).toHaveValue(service);
      await expect(select.locator('option:checked')).toHaveText(names[service]);
    }
    await forgetLanguage(page);
  });
}
