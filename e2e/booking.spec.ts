import path from 'path';
import type { Page } from '@playwright/test';
import { API_URL, expect, fromSetup, openTestDatabase, test } from './support';
import { violationsOn } from './axe';
import { ADMIN_URL, firstLogin, staffAccount } from './staff-admin';
import { mailsMatching, type ReadMail } from '../api/test/support/outbox-mails';
import { parsedInvitation } from '../api/test/support/calendar';
import { checked } from '../api/test/support/checked';
import { FreeSlots } from '@shared/contract/booking';
import { addDays } from '@shared/office-clock';
import { Type } from '@sinclair/typebox';

/**
 * The free consultation, in each language, as a family from a London address goes through it:
 * from a campaign link on a service page to the booking page, a time picked, the mail (read by
 * mailparser) with its invitation (read by ical.js), the mail's private link to move it and then
 * cancel it, the time free again, and the recruiter seeing each step in the admin.
 */
const JOURNEYS = [
  { language: 'en', prefix: '', booked: /^Your free consultation:/, moved: /is moved to/, cancelled: /is cancelled$/ },
  { language: 'ar', prefix: '/ar', booked: /^استشارتكم المجانية:/, moved: /^نُقلت/, cancelled: /^أُلغيت/ },
  { language: 'ru', prefix: '/ru', booked: /^Ваша бесплатная консультация:/, moved: /перенесена/, cancelled: /отменена$/ },
] as const;

const outboxDir = () => path.join(fromSetup('E2E_DATA_DIR'), 'outbox');
const subjectOf = (mail: ReadMail) => mail.parsed.subject ?? '';

test.use({ timezoneId: 'Europe/London' });

// Plain TypeBox types: Value.Check knows no Unsafe schema, which the API's row type uses for its enums.
const Text = Type.String();
const TextOrNull = Type.Union([Type.String(), Type.Null()]);
const StoredBooking = Type.Object({
  id: Type.Integer(),
  starts_at: Text,
  status: Text,
  sequence: Type.Integer(),
  service: TextOrNull,
  site_language: Text,
  time_zone: TextOrNull,
  utm_source: TextOrNull,
  landing_path: TextOrNull,
});
const STORED = Object.keys(StoredBooking.properties);

/** The booking made with this address, as the database holds it. */
function storedBooking(email: string) {
  const db = openTestDatabase();
  try {
    return checked(StoredBooking, db.prepare(`SELECT ${STORED.join(', ')} FROM consultations WHERE email = ?`).get(email));
  } finally {
    db.close();
  }
}

const SlotsAnswer = Type.Object({ data: Type.Object({ slots: FreeSlots }) });

async function freeStarts(): Promise<string[]> {
  const answer = checked(SlotsAnswer, await (await fetch(`${API_URL}/api/booking/slots`)).json());
  return answer.data.slots.map((slot) => slot.start);
}

/** Opened directly (a bookmark, a reload, a mail's link), the page shows the free times without a click. */
async function freeTimesShown(page: Page): Promise<void> {
  await expect(page.getByTestId('day-grid')).toBeVisible();
}

/** The first free day, then its n-th time: answers the slot's start. */
async function pickTime(page: Page, nth: number): Promise<string> {
  await page.getByTestId('day-grid').locator('td[aria-disabled=false]').first().click();
  const time = page.getByTestId('time-choices').locator('input[type=radio]').nth(nth);
  const start = await time.getAttribute('value');
  if (!start) throw new Error('a time without its start');
  await time.check();
  return start;
}

for (const [index, journey] of JOURNEYS.entries()) {
  test(`${journey.language}: a family from a campaign books, moves and cancels by the mail's link, and the recruiter sees each step`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const email = `booking-${journey.language}-${Date.now()}@example.com`;
    const name = `Booking Family ${journey.language.toUpperCase()}`;

    await page.goto(`${journey.prefix}/elite-governess?utm_source=e2e-${journey.language}`);
    await page.locator('main a[href$="/book-consultation?service=elite-governess"]').first().click();
    await expect(page).toHaveURL(/\/book-consultation\?service=elite-governess$/);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    // Come by a link inside the site, the form's code and the free times load at once.
    await expect(page.getByTestId('day-grid')).toBeVisible();
    // Each language's test takes its own times, so the three never race for one.
    const first = await pickTime(page, index * 2);
    await page.locator('input[type=radio][value=phone]').check();
    await page.locator('input[name=full_name]').fill(name);
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=phone]').fill('+971 50 123 4567');
    await expect(page.locator('select[name=service]')).toHaveValue('elite-governess');
    await page.getByTestId('booking-submit').click();
    await expect(page.getByTestId('booking-confirmation')).toBeVisible();
    // London's clock differs from Dubai's: the family sees both.
    await expect(page.getByTestId('own-time')).toContainText('Europe/London');
    expect(storedBooking(email)).toMatchObject({
      starts_at: first,
      status: 'booked',
      service: 'elite-governess',
      site_language: journey.language,
      time_zone: 'Europe/London',
      utm_source: `e2e-${journey.language}`,
      landing_path: `${journey.prefix}/elite-governess`,
    });
    expect(await freeStarts()).not.toContain(first);

    const [booked] = await mailsMatching(outboxDir(), (mail) => mail.to.includes(email) && journey.booked.test(subjectOf(mail)));
    const invitation = parsedInvitation(booked.calendar ?? '');
    expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start: first, attendees: [{ address: `mailto:${email}`, name }] });
    const link = /https?:\/\/\S+\/book-consultation\/manage#[A-Za-z0-9_-]{43}/.exec(booked.parsed.text ?? '')?.[0];
    expect(link, 'the private link in the mail').toBeTruthy();

    // The mail's link: move the consultation to another time.
    await page.goto(link ?? '');
    await expect(page.getByTestId('manage-booking')).toBeVisible();
    await page.getByTestId('move-booking').click();
    const second = await pickTime(page, index * 2 + 1);
    await page.getByTestId('confirm-move').click();
    await expect(page.getByTestId('manage-outcome').locator('.info-note')).toBeVisible();
    expect(storedBooking(email)).toMatchObject({ starts_at: second, status: 'booked', sequence: 1 });
    const [moved] = await mailsMatching(outboxDir(), (mail) => mail.to.includes(email) && journey.moved.test(subjectOf(mail)));
    expect(parsedInvitation(moved.calendar ?? '')).toMatchObject({ uid: invitation.uid, sequence: 1, method: 'REQUEST', start: second });
    expect(await freeStarts()).toContain(first);

    // Then cancel it: the time is free again.
    await page.getByTestId('cancel-booking').click();
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('manage-outcome').locator('.info-note')).toBeVisible();
    expect(storedBooking(email)).toMatchObject({ status: 'cancelled', sequence: 2 });
    const [cancelled] = await mailsMatching(outboxDir(), (mail) => mail.to.includes(email) && journey.cancelled.test(subjectOf(mail)));
    expect(parsedInvitation(cancelled.calendar ?? '')).toMatchObject({ uid: invitation.uid, sequence: 2, method: 'CANCEL' });
    expect(await freeStarts()).toContain(second);

    // The recruiter: the booking, its three mails to the staff, and the dashboard counting it.
    const { id } = storedBooking(email);
    const admin = await context.newPage();
    await firstLogin(admin, staffAccount('recruiter'));
    await admin.goto(`${ADMIN_URL}#/consultations/${id}/show`);
    await expect(admin.getByText(name).first()).toBeVisible();
    await expect(admin.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(admin.getByText(`e2e-${journey.language}`, { exact: false })).toBeVisible();
    // Its page lists each step as mailed to the staff (and to the family).
    const mails = admin.getByTestId('booking-mails');
    for (const step of ['New consultation', 'Consultation moved', 'Consultation cancelled by the family']) {
      await expect(mails.getByText(`${step}: ${name}`)).toBeVisible();
    }
    await expect(mails.locator('li')).toHaveCount(6);
    await admin.goto(ADMIN_URL);
    await expect(admin.getByTestId('figure-Consultations')).toBeVisible();
    // This week's row of the leads-per-week numbers counts the booking (and the others made this week).
    const thisWeek = admin.getByRole('table', { name: 'Leads per week' }).locator('tbody tr').last();
    await expect.poll(async () => Number(await thisWeek.locator('td').nth(2).textContent())).toBeGreaterThanOrEqual(index + 1);
    // The campaign it came from is among the sources.
    await expect(admin.getByRole('table', { name: 'Leads by source' })).toContainText(`e2e-${journey.language}`);
    await admin.close();
  });
}

const PICKER_PAGES = [
  { language: 'en', prefix: '', direction: 'ltr' },
  { language: 'ar', prefix: '/ar', direction: 'rtl' },
  { language: 'ru', prefix: '/ru', direction: 'ltr' },
] as const;

const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-day') ?? null);

for (const { language, prefix, direction } of PICKER_PAGES) {
  for (const width of [1280, 390]) {
    test(`${language} at ${width}px: the day and time pickers work by keyboard alone, mirrored right to left, and axe finds nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/book-consultation`);
      // The static page, before the form's code: axe-clean too.
      expect(await violationsOn(page)).toEqual([]);
      // The free times come without a click; Tab reaches the calendar's first free day.
      const grid = page.getByTestId('day-grid');
      await expect(grid).toBeVisible();
      for (let press = 0; press < 40 && (await focusedDay(page)) === null; press++) await page.keyboard.press('Tab');
      await expect.poll(() => focusedDay(page)).not.toBeNull();
      expect(await violationsOn(page)).toEqual([]);
      const start = (await focusedDay(page)) ?? '';
      await expect(grid.locator(`[data-day="${start}"]`)).toHaveAttribute('aria-disabled', 'false');
      const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      await page.keyboard.press(forward);
      await expect.poll(() => focusedDay(page)).toBe(addDays(start, 1));
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedDay(page)).toBe(addDays(start, 8));
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press(back);
      await expect.poll(() => focusedDay(page)).toBe(start);
      // Page Down: the same day next month (or the last day the diary reaches).
      await page.keyboard.press('PageDown');
      await expect.poll(() => focusedDay(page)).not.toBe(start);
      await page.keyboard.press('PageUp');
      await expect.poll(() => focusedDay(page)).toBe(start);

      // In the right-to-left page the next day sits to the left of the day before it.
      const here = await grid.locator(`[data-day="${start}"]`).boundingBox();
      const after = await grid.locator(`[data-day="${addDays(start, 1)}"]`).boundingBox();
      if (here && after && Math.abs(here.y - after.y) < 2) expect(direction === 'rtl' ? after.x < here.x : after.x > here.x).toBe(true);

      // Enter chooses the day; its times are radio buttons the arrows move through.
      await page.keyboard.press('Enter');
      await expect(grid.locator(`[data-day="${start}"]`)).toHaveAttribute('aria-selected', 'true');
      const times = page.getByTestId('time-choices').locator('input[type=radio]');
      await expect(times.first()).toBeVisible();
      for (let press = 0; press < 10 && !(await times.first().evaluate((input) => input === document.activeElement)); press++) await page.keyboard.press('Tab');
      await expect(times.first()).toBeFocused();
      await page.keyboard.press('Space');
      await expect(times.first()).toBeChecked();
      await page.keyboard.press('ArrowDown');
      await expect(times.nth(1)).toBeChecked();
      expect(await violationsOn(page)).toEqual([]);
    });
  }
}

test('a time taken meanwhile is said in the page, the times still free replace it, and what was typed stays', async ({ page }) => {
  await page.goto('/ru/book-consultation');
  await freeTimesShown(page);
  const start = await pickTime(page, 5);
  await page.locator('input[type=radio][value=office]').check();
  await page.locator('input[name=full_name]').fill('Пётр Смирнов');
  await page.locator('input[name=email]').fill(`taken-${Date.now()}@example.com`);
  await page.locator('input[name=phone]').fill('+971 50 765 4321');
  // Someone else books that time first.
  const other = await fetch(`${API_URL}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start, meeting: 'phone', full_name: 'Someone Else', email: `else-${Date.now()}@example.com`, phone: '+971 50 111 2222', service: '', message: '', site_language: 'en' }),
  });
  expect(other.status).toBe(201);
  await page.getByTestId('booking-submit').click();
  await expect(page.getByTestId('start-error')).toHaveText('Это время только что занял кто-то другой. Пожалуйста, выберите одно из свободных.');
  await expect(page.getByTestId('time-choices').locator(`input[value="${start}"]`)).toHaveCount(0);
  await expect(page.locator('input[name=full_name]')).toHaveValue('Пётр Смирнов');
  await expect(page.locator('input[type=radio][value=office]')).toBeChecked();
});

test('with the API down the page says so in its language and offers to try again', async ({ page }) => {
  await page.route('**/api/booking/slots', (route) => route.abort('connectionrefused'));
  await page.goto('/ar/book-consultation');
  await expect(page.getByTestId('slots-failed')).toContainText('تعذّر تحميل المواعيد المتاحة');
  await page.unroute('**/api/booking/slots');
  await page.getByTestId('slots-failed').getByRole('button').click();
  await expect(page.getByTestId('day-grid')).toBeVisible();
});
