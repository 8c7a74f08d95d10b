import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Type } from '@sinclair/typebox';
import sharp from 'sharp';
import { checked } from '../test-support/checked';
import { mailsMatching } from '../api/test/support/outbox-mails';
import { adminTest as test, ADMIN_URL, firstLogin, staffAccount } from './staff-admin';
import { PUBLIC_DIR } from './build-output';
import { API_URL, fromSetup, SITE_URL } from './support';
import { tinyPdf, tinyPng, uploadFiles } from './upload-files';

/**
 * From applicant to published candidate, with the applicant's consent, as the people involved
 * meet it: an applicant applies from the Russian page with the consent ticked; a recruiter makes
 * a candidate from the application in the admin, finishes and publishes it; the site shows it
 * after its rebuild in English, Arabic and Russian; the applicant opens the private link of their
 * mail (in each language), withdraws the consent, and the next rebuild takes the profile off the
 * site. An applicant from the Arabic page who did not tick the box: publishing is refused with the
 * reason. Runs in its own project after the publish project (playwright.config.ts): it rebuilds the served site.
 */
const REBUILD_STATUS_URL = fromSetup('E2E_REBUILD_STATUS_URL');
const outboxDir = () => path.join(fromSetup('E2E_DATA_DIR'), 'outbox');
const writeTemp = uploadFiles();
const PREFIXES = { en: '', ar: '/ar', ru: '/ru' } as const;
const KEY_LINK = /https?:\/\/\S+\/my-application#[A-Za-z0-9_-]{43}/;

/** Gatsby's caches of the build the site is served from (kept between builds, as CI keeps them). */
const GATSBY_CACHES = path.resolve(__dirname, '../.cache/caches');
/** Every folder the site's builds write and keep: Gatsby's cache and the built site. */
const BUILD_FOLDERS = [path.resolve(__dirname, '../.cache'), PUBLIC_DIR];

const md5 = (bytes: Buffer) => crypto.createHash('md5').update(bytes).digest('hex');

/** The files under `dir` whose bytes have this MD5, relative to it. */
function filesWithDigest(dir: string, digest: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && md5(fs.readFileSync(path.join(entry.parentPath, entry.name))) === digest)
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The files under the folders whose bytes hold any of `texts` (UTF-8), each with the texts it holds. A file a build removes meanwhile holds none. */
function filesHolding(dirs: string[], texts: string[]): string[] {
  const wanted = texts.map((text) => Buffer.from(text));
  return dirs.flatMap((dir) =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
          if (!entry.isFile()) return [];
          const file = path.join(entry.parentPath, entry.name);
          let bytes: Buffer;
          try {
            bytes = fs.readFileSync(file);
          } catch {
            return [];
          }
          const held = texts.filter((_, index) => bytes.includes(wanted[index]));
          return held.length ? [`${file}: ${held.join(', ')}`] : [];
        })
      : [],
  );
}

/** `stamp` in letters of the alphabet given (one letter a digit): a name part no other test's candidate has. */
const lettersOf = (stamp: number, alphabet: string) => [...String(stamp)].map((digit) => [...alphabet][Number(digit)]).join('');

/** A photo of its own for this run: what the build keeps of it cannot be another test's candidate's. */
const photoOfOwn = (stamp: number) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: { r: stamp % 256, g: Math.floor(stamp / 256) % 256, b: Math.floor(stamp / 65536) % 256 } } }).png().toBuffer();

/** Kenya as each language's page names it (`candidates:values.countries`). */
const KENYA = { en: 'Kenya', ar: 'كينيا', ru: 'Кения' } as const;

/** The career form filled by its fields' names, so the same steps work on every language's page. */
async function apply(page: Page, prefix: string, name: string, email: string, consent: boolean, country?: string, photo: Buffer = tinyPng()) {
  await page.goto(`${prefix}/candidate-details`);
  const form = page.getByTestId('application-form');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="phone"]').fill('+971 50 123 4567');
  await form.locator('input[name="language"]').first().check();
  await form.locator('select[name="role"]').selectOption({ index: 1 });
  await form.locator('select[name="ageGroup"]').selectOption('0-2');
  if (country) await form.locator('select[name="country"]').selectOption(country);
  await form.locator('textarea[name="quote"]').fill('Eight years with newborns and toddlers in Dubai.');
  await form.locator('input[name="cv"]').setInputFiles(writeTemp('cv.pdf', tinyPdf()));
  await form.locator('input[name="photo"]').setInputFiles(writeTemp('photo.png', photo));
  const box = form.getByTestId('profile-consent').getByRole('checkbox');
  await expect(box).not.toBeChecked();
  if (consent) await box.check();
  await form.getByTestId('application-submit').click();
  await expect(page.getByTestId('application-success')).not.toBeEmpty({ timeout: 30_000 });
}

/** The built page data of the candidates page in each language: what the static site lists. */
async function builtCandidateIds(request: APIRequestContext): Promise<Record<string, number[]>> {
  const lists: Record<string, number[]> = {};
  for (const [language, prefix] of Object.entries(PREFIXES)) {
    const response = await request.get(`${SITE_URL}/page-data${prefix}/candidate-details/page-data.json`);
    const text = response.ok() ? await response.text() : '';
    lists[language] = [...text.matchAll(/"teacherId":(\d+)/g)].map((match) => Number(match[1]));
  }
  return lists;
}

async function applicationIdOf(email: string): Promise<number> {
  const [notification] = await mailsMatching(outboxDir(), (mail) => mail.to.some((to) => to !== email) && (mail.parsed.replyTo?.text ?? '').includes(email));
  const id = /#\/applications\/(\d+)\/show/.exec(notification.parsed.text ?? '')?.[1];
  if (!id) throw new Error(`no application link in the staff mail about ${email}`);
  return Number(id);
}

test('an applicant who agrees becomes a published candidate, in three languages, until they withdraw through their link', async ({ page, request, browser }) => {
  test.setTimeout(16 * 60_000);
  const stamp = Date.now();
  // Her name in Latin, Cyrillic and Arabic letters, each part her own: no copy of it may outlive her profile.
  const nameParts = [`Grace${stamp}`, `Окафор${lettersOf(stamp, 'абвгдежзик')}`, `أوكافور${lettersOf(stamp, 'ابتثجحخدذر')}`];
  const consenting = { first: nameParts[0], last: `${nameParts[1]} ${nameParts[2]}`, email: `consenting-${stamp}@example.com` };
  const declining = { first: `Amina${stamp}`, last: 'Yusuf', email: `declining-${stamp}@example.com` };

  // The applicants, each from their own page.
  await apply(page, '/ru', `${consenting.first} ${consenting.last}`, consenting.email, true, 'Kenya', await photoOfOwn(stamp));
  await apply(page, '/ar', `${declining.first} ${declining.last}`, declining.email, false);
  const [acknowledgement] = await mailsMatching(outboxDir(), (mail) => mail.to.includes(consenting.email));
  const link = KEY_LINK.exec(acknowledgement.parsed.text ?? '')?.[0];
  expect(link, 'the private link in the acknowledgement').toMatch(/\/ru\/my-application#/);
  const key = link!.split('#')[1];
  const consentingId = await applicationIdOf(consenting.email);
  const decliningId = await applicationIdOf(declining.email);

  // A recruiter makes the candidate, finishes and publishes it.
  const admin = await browser.newPage();
  await firstLogin(admin, staffAccount('recruiter'));
  await admin.goto(`${ADMIN_URL}#/applications/${consentingId}/show`);
  await expect(admin.getByText(/^Given .* on the Русский \(Russian\) page \(wording 1\)$/)).toBeVisible();
  await admin.getByRole('button', { name: 'Make a candidate' }).click();
  await expect(admin).toHaveURL(/#\/candidates\/\d+$/);
  const candidateId = Number(/#\/candidates\/(\d+)$/.exec(admin.url())?.[1]);
  await expect(admin.getByText(`Made from application ${consentingId} of ${consenting.first} ${consenting.last}`)).toBeVisible();
  await expect(admin.locator('input[name="first_name"]')).toHaveValue(consenting.first);
  await expect(admin.locator('input[name="last_name"]')).toHaveValue(consenting.last);
  await expect(admin.locator('input[name="country"]')).toHaveValue('Kenya');
  const published = admin.getByLabel('Published: shown on the site');
  await expect(published).not.toBeChecked();
  await admin.getByRole('tab', { name: 'English' }).click();
  await admin.locator('textarea[name="descriptions.en"], input[name="descriptions.en"]').first().fill('Warm, patient and experienced with newborns.');
  await admin.getByRole('tab', { name: 'Profile' }).click();
  await published.check();
  await admin.getByRole('button', { name: 'Save' }).click();
  // Without a rating, publishing is refused with the reason: families compare candidates by their stars.
  await expect(admin.getByText(/^Not published: a profile families see needs a rating/).first()).toBeVisible();
  await admin.getByRole('combobox', { name: 'Rating' }).click();
  await admin.getByRole('option', { name: '★★★★', exact: true }).click();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(/^Saved\./).first()).toBeVisible();

  // The site shows it after its rebuild, in every language.
  await expect
    .poll(async () => Object.values(await builtCandidateIds(request)).every((ids) => ids.includes(candidateId)), { timeout: 7 * 60_000, intervals: [2_000] })
    .toBe(true);
  for (const [language, prefix] of Object.entries(PREFIXES)) {
    // The language chosen last (the Arabic page's) would send the English address on to Arabic.
    await page.evaluate((chosen) => window.localStorage.setItem('language', chosen), language);
    await page.goto(`${prefix}/candidate-details?candidate=${candidateId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`${consenting.first} ${consenting.last}`)).toBeVisible();
    // The nationality the applicant chose, named as this language's page names it.
    await expect(dialog.getByText(KENYA[language as keyof typeof KENYA], { exact: true })).toBeVisible();
  }

  // Her photo as the build downloaded it: kept in Gatsby's cache, its copies made in public/static/.
  const shown = checked(
    Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), image: Type.Union([Type.String(), Type.Null()]) })) }),
    await (await request.get(`${API_URL}/api/teachers?site_language=en`)).json(),
  );
  const photoUrl = shown.data.find((teacher) => teacher.id === candidateId)?.image;
  expect(photoUrl, 'her photo in the public answer').toBeTruthy();
  const photoDigest = md5(await (await request.get(photoUrl!)).body());
  expect(filesWithDigest(GATSBY_CACHES, photoDigest)).not.toEqual([]);
  expect(fs.existsSync(path.join(PUBLIC_DIR, 'static', photoDigest))).toBe(true);

  // The applicant's page, in each language: what families see, the consent in the words agreed to.
  for (const [language, prefix] of [['en', ''], ['ar', '/ar']]) {
    await page.evaluate((chosen) => window.localStorage.setItem('language', chosen), language);
    await page.goto(`${prefix}/my-application#${key}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('profile-shown')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, SITE_URL));
  await expect(page.getByTestId('consent-wording')).toContainText('Я согласен');
  await page.getByTestId('withdraw-consent').click();
  await page.getByTestId('confirm-withdraw').click();
  await expect(page.getByTestId('application-outcome')).toContainText('Согласие отозвано');
  await expect(page.getByTestId('withdraw-consent')).toHaveCount(0);

  // Off the public API at once, off the built site after the next rebuild; the recruiters told.
  const listed = (await (await request.get(`${API_URL}/api/teachers?site_language=en`)).json()) as { data: Array<{ id: number }> };
  expect(listed.data.map((teacher) => teacher.id)).not.toContain(candidateId);
  await expect
    .poll(async () => Object.values(await builtCandidateIds(request)).some((ids) => ids.includes(candidateId)), { timeout: 7 * 60_000, intervals: [2_000] })
    .toBe(false);
  // Only a rebuild changes the built page data: it ran by itself, and succeeds.
  await expect
    .poll(async () => ((await (await request.get(REBUILD_STATUS_URL)).json()) as { runs: Array<{ ok?: boolean }> }).runs[0]?.ok, { timeout: 2 * 60_000 })
    .toBe(true);
  // No copy of her photo is left in the site's folders, though CI keeps them between builds.
  expect(filesWithDigest(GATSBY_CACHES, photoDigest)).toEqual([]);
  expect(fs.existsSync(path.join(PUBLIC_DIR, 'static', photoDigest))).toBe(false);
  // Nor of her record: Gatsby's LMDB stores kept deleted records' bytes from build to build (gatsby/lmdb-stores.ts).
  expect(filesHolding(BUILD_FOLDERS, nameParts)).toEqual([]);
  await mailsMatching(outboxDir(), (mail) => mail.parsed.subject === `Consent withdrawn: ${consenting.first} ${consenting.last}`);
  await admin.goto(`${ADMIN_URL}#/candidates/${candidateId}`);
  await expect(admin.getByText(/Consent: Withdrawn/)).toBeVisible();

  // Without consent, publishing is refused with the reason, and the draft stays private.
  await admin.goto(`${ADMIN_URL}#/applications/${decliningId}/show`);
  await expect(admin.getByText('Not given: a profile made from this application cannot be published')).toBeVisible();
  await admin.getByRole('button', { name: 'Make a candidate' }).click();
  await expect(admin).toHaveURL(/#\/candidates\/\d+$/);
  const draftId = Number(/#\/candidates\/(\d+)$/.exec(admin.url())?.[1]);
  await admin.getByLabel('Published: shown on the site').check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`Not published: ${declining.first} ${declining.last} did not agree`, { exact: false }).first()).toBeVisible();
  const afterRefusal = (await (await request.get(`${API_URL}/api/teachers?site_language=ar`)).json()) as { data: Array<{ id: number }> };
  expect(afterRefusal.data.map((teacher) => teacher.id)).not.toContain(draftId);
  await admin.close();
});
