import path from 'path';
import type { Page } from '@playwright/test';
import { API_URL, expect, fromSetup, openTestDatabase, test } from './support';
import { violationsOn } from './axe';
import { pickTime } from './pick-time';
import { ADMIN_URL, firstLogin, staffAccount } from './staff-admin';
import { mailsMatching, type ReadMail } from '../api/test/support/outbox-mails';
import { parsedInvitation } from '../api/test/support/calendar';
import { checked } from '../api/test/support/checked';
import { FreeSlots } from '@efe/shared/contract/booking';
import { addDays } from '@efe/shared/office-clock';
import { Type } from '@sinclair/typebox';

/**
 * The free consultation, in each language, as a family from a London address goes through it:
 * from a campaign link on a service page to the booking page, a time picked, the mail (read by
 * mailparser) with its invitation (read by ical.js), the mail's private link to move it and then
 * cancel it, the time free again, and the recruiter seeing each step in the admin.
 */
const JOURNEYS = [
  { language: 'en', prefix: '', width: 1280, booked: /^Your free consultation:/, moved: /is moved to/, cancelled: /is cancelled$/, london: 'United Kingdom Time' },
  { language: 'ar', prefix: '/ar', width: 390, booked: /^استشارتكم المجانية:/, moved: /^نُقلت/, cancelled: /^أُلغيت/, london: 'توقيت المملكة المتحدة' },
  { language: 'ru', prefix: '/ru', width: 390, booked: /^Ваша бесплатная консультация назначена на/, moved: /перенесена/, cancelled: /отменена$/, london: 'Великобритания' },
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

for (const [index, journey] of JOURNEYS.entries()) {
  test(`${journey.language} at ${journey.width}px: a family from a campaign books, moves and cancels by the mail's link, and the recruiter sees each step`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const email = `booking-${journey.language}-${Date.now()}@example.com`;
    const name = `Booking Family ${journey.language.toUpperCase()}`;
    // On a phone's width the calendar above the form is the page's longest part.
    await page.setViewportSize({ width: journey.width, height: 844 });

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
    // Its title has the focus and is on screen: the calendar above it is gone, the page shorter.
    await expect(page.locator('#booking-confirmed')).toBeFocused();
    await expect(page.locator('#booking-confirmed')).toBeInViewport();
    // London's clock differs from Dubai's: the family sees both, their zone named in the page's language.
    await expect(page.getByTestId('own-time').locator('bdi', { hasText: journey.london })).toBeVisible();
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
    // Focus goes to what the button brought: the calendar.
    await expect(page.getByTestId('day-grid').locator('[tabindex="0"]')).toBeFocused();
    const second = await pickTime(page, index * 2 + 1);
    await page.getByTestId('confirm-move').click();
    await expect(page.getByTestId('manage-outcome').locator('.info-note')).toBeVisible();
    expect(storedBooking(email)).toMatchObject({ starts_at: second, status: 'booked', sequence: 1 });
    const [moved] = await mailsMatching(outboxDir(), (mail) => mail.to.includes(email) && journey.moved.test(subjectOf(mail)));
    expect(parsedInvitation(moved.calendar ?? '')).toMatchObject({ uid: invitation.uid, sequence: 1, method: 'REQUEST', start: second });
    expect(await freeStarts()).toContain(first);

    // Then cancel it: the time is free again.
    await page.getByTestId('cancel-booking').click();
    await expect(page.locator('#cancel-question')).toBeFocused();
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
    // And its history: who did what, when.
    const history = admin.getByTestId('booking-history').locator('li');
    await expect(history).toHaveCount(3);
    await expect(history.nth(0)).toContainText('Booked by the family for');
    await expect(history.nth(1)).toContainText('Moved by the family from');
    await expect(history.nth(2)).toContainText('Cancelled by the family');
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

      // In the right-to-left page a day sits to the left of the day before it. On a month's last day
      // the next is not in the grid: the day before is compared instead.
      const cell = async (day: string) => ((await grid.locator(`[data-day="${day}"]`).count()) > 0 ? grid.locator(`[data-day="${day}"]`).boundingBox() : null);
      const nextThere = (await cell(addDays(start, 1))) !== null;
      const [earlier, later] = nextThere ? [await cell(start), await cell(addDays(start, 1))] : [await cell(addDays(start, -1)), await cell(start)];
      if (earlier && later && Math.abs(earlier.y - later.y) < 2) expect(direction === 'rtl' ? later.x < earlier.x : later.x > earlier.x).toBe(true);

      // Enter chooses the day; its times are radio buttons the arrows move through. The first free
      // day may have one time left (today in Dubai late, or the suite's other bookings took the
      // rest): then the next days are tried, by keyboard too, until one has two.
      const times = page.getByTestId('time-choices').locator('input[type=radio]');
      let chosen = start;
      for (let day = 0; ; day++) {
        await page.keyboard.press('Enter');
        await expect(grid.locator(`[data-day="${chosen}"]`)).toHaveAttribute('aria-selected', 'true');
        await expect(times.first()).toBeVisible();
        if ((await times.count()) > 1 || day === 14) break;
        // Enter leaves the focus on the day.
        do {
          chosen = addDays(chosen, 1);
          await page.keyboard.press(forward);
          await expect.poll(() => focusedDay(page)).toBe(chosen);
        } while ((await grid.locator(`[data-day="${chosen}"]`).getAttribute('aria-disabled')) !== 'false');
      }
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

test('a second booking with the same mailbox says so in the page\'s language, mails the first one\'s link again in the language it was booked in, and loses nothing typed', async ({ page }) => {
  const stamp = Date.now();
  const booked = `second.try.${stamp}@gmail.com`;
  const [start] = (await freeStarts()).slice(-7, -6);
  const first = await fetch(`${API_URL}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start, meeting: 'video', full_name: 'Mona Haddad', email: booked, phone: '+971 50 111 2222', service: '', message: '', site_language: 'en' }),
  });
  expect(first.status).toBe(201);
  await page.goto('/ar/book-consultation');
  await freeTimesShown(page);
  const chosen = await pickTime(page, 3);
  await page.locator('input[type=radio][value=phone]').check();
  await page.locator('input[name=full_name]').fill('منى حداد');
  // Another spelling of the same mailbox: Gmail ignores the dots and the +tag.
  await page.locator('input[name=email]').fill(`secondtry${stamp}+again@gmail.com`);
  await page.locator('input[name=phone]').fill('+971 50 111 2222');
  await page.getByTestId('booking-submit').click();
  await expect(page.getByTestId('booking-status')).toContainText('توجد استشارة محجوزة بالفعل بعنوان البريد الإلكتروني هذا. رابطها الخاص موجود في رسائلنا إلى هذا العنوان');
  // The send button was disabled while it sent: the refusal has the focus it dropped.
  await expect(page.getByTestId('booking-status').getByRole('alert')).toBeFocused();
  await expect(page.getByTestId('time-choices').locator(`input[value="${chosen}"]`)).toBeChecked();
  await expect(page.locator('input[name=full_name]')).toHaveValue('منى حداد');
  // The link went to the address the first booking was made with, in English, as it was booked:
  // whoever tried again from an Arabic page does not choose the family's language.
  const [mail] = await mailsMatching(outboxDir(), (item) => item.to.includes(booked) && /^The private link/.test(subjectOf(item)));
  expect(mail.parsed.text).toMatch(/\/book-consultation\/manage#[A-Za-z0-9_-]{43}/);
  expect(mail.parsed.text).not.toMatch(/\/ar\/book-consultation/);
  expect(storedBooking(booked)).toMatchObject({ starts_at: start, status: 'booked' });
});

test('with the API down the page says so in its language and offers to try again', async ({ page }) => {
  await page.route('**/api/booking/slots', (route) => route.abort('connectionrefused'));
  await page.goto('/ar/book-consultation');
  await expect(page.getByTestId('slots-failed')).toContainText('تعذّر تحميل المواعيد المتاحة');
  // "Try again" is gone while it asks: failing again, focus is back on it, not lost to the page.
  await page.getByTestId('slots-failed').getByRole('button').click();
  await expect(page.getByTestId('slots-failed').getByRole('button')).toBeFocused();
  await page.unroute('**/api/booking/slots');
  await page.getByTestId('slots-failed').getByRole('button').click();
  await expect(page.getByTestId('day-grid').locator('[tabindex="0"]')).toBeFocused();
});

test('a damaged private link says at once, in the page\'s language, what an unknown link says, with how to reach us', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/booking/lookup')) lookups.push(request.postData() ?? '');
  });
  // English first: once a language is chosen, the unprefixed page sends the visitor to it.
  for (const [prefix, fragment, said] of [
    ['', `${'A'.repeat(43)}%20x`, 'This link does not open a booking'],
    ['/ar', 'abc', 'لا يفتح هذا الرابط أي حجز'],
    ['/ru', 'A'.repeat(40), 'Эта ссылка не открывает ни одной записи'],
  ] as const) {
    await page.goto(`${prefix}/book-consultation/manage#${fragment}`);
    const unavailable = page.getByTestId('manage-unavailable');
    await expect(unavailable.getByRole('alert')).toContainText(said);
    await expect(unavailable.getByTestId('manage-reach').getByRole('link').first()).toHaveAttribute('href', /^tel:\+971/);
    await expect(unavailable.getByTestId('manage-retry')).toHaveCount(0);
    await expect(unavailable).not.toContainText('must match pattern');
  }
  expect(lookups).toEqual([]);
});

/** Where each token is drawn (its left and right edges) in a <pre> of `direction` holding `text`, as a mail client shows a plain-text mail. */
async function drawnAt(page: Page, text: string, direction: 'ltr' | 'rtl', tokens: readonly string[]): Promise<Array<{ left: number; right: number }>> {
  return page.evaluate(
    ([shown, dir, wanted]) => {
      document.body.replaceChildren();
      const pre = document.createElement('pre');
      pre.dir = dir;
      pre.style.width = '4000px';
      pre.textContent = shown;
      document.body.append(pre);
      const node = pre.firstChild;
      if (!node) return [];
      return wanted.map((token) => {
        const at = shown.indexOf(token);
        if (at < 0) return { left: Number.NaN, right: Number.NaN };
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + token.length);
        const box = range.getBoundingClientRect();
        return { left: box.left, right: box.right };
      });
    },
    [text, direction, tokens] as const,
  );
}

test('an Arabic mail reads in order in a mail client of either direction: ranges from … to, phone numbers left to right', async ({ context }) => {
  const [slot] = (await freeStarts()).slice(-12, -11);
  const email = `bidi-${Date.now()}@example.com`;
  const reply = await fetch(`${API_URL}/api/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ start: slot, meeting: 'phone', full_name: 'Huda Saleh', email, phone: '+971 50 123 4567', service: '', message: '', site_language: 'ar', time_zone: 'Asia/Dubai' }),
  });
  expect(reply.status).toBe(201);
  const [mail] = await mailsMatching(outboxDir(), (item) => item.to.includes(email));
  const clock = (moment: number) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dubai' }).format(moment);
  const [from, to] = [clock(Date.parse(slot)), clock(Date.parse(slot) + 30 * 60_000)];
  // A blank page of its own, as a mail client's window.
  const page = await context.newPage();
  for (const text of [mail.parsed.subject ?? '', mail.parsed.text ?? '']) {
    for (const direction of ['ltr', 'rtl'] as const) {
      // Read right to left: "من" then the start, "إلى" then the end, the start before the end.
      const [withFrom, start, withTo, end] = await drawnAt(page, text, direction, [`من ${from}`, from, `إلى ${to}`, to]);
      const order = { fromBeforeStart: withFrom.right > start.right, toBeforeEnd: withTo.right > end.right, startBeforeEnd: start.left > end.right };
      expect({ direction, text, order }).toEqual({ direction, text, order: { fromBeforeStart: true, toBeforeEnd: true, startBeforeEnd: true } });
    }
  }
  // A phone number keeps its left-to-right order inside the Arabic line.
  for (const direction of ['ltr', 'rtl'] as const) {
    const [country, last] = await drawnAt(page, mail.parsed.text ?? '', direction, ['+971 50', '4567']);
    expect({ direction, countryCodeFirst: country.left < last.left }).toEqual({ direction, countryCodeFirst: true });
  }
});
