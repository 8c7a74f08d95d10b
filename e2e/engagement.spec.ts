import path from 'path';
import { expect, type Page } from '@playwright/test';
import { addMonths, reminderDue, trialDates } from '@efe/shared/engagement-terms';
import { addDays, officeDay } from '@efe/shared/office-clock';
import { dayInWords } from '@efe/shared/slot-time';
import { mailsMatching } from '../api/test/support/outbox-mails';
import { localeTexts } from '../test-support/locale-file';
import { unzip } from '../test-support/unzip';
import { violationsOn } from './axe';
import { pickTime } from './pick-time';
import { ADMIN_URL, adminTest as test, firstLogin, staffAccount } from './staff-admin';
import { API_URL, fromSetup, openTestDatabase } from './support';

/**
 * The hiring process after the consultation, as the people involved meet it, in English, Arabic
 * and Russian: a family books a consultation on the site; a recruiter opens an engagement from
 * it, records the mobilization fee and shortlists three candidates; the family's mail, in its
 * language, links to its shortlist, where it asks to interview two and declines one with a
 * reason; the recruiter sees the answers, moves the engagement through interviews and a trial
 * (the staff's reminder of the trial's end is mailed) to placed; the dashboard counts it; a data
 * request exports it all, and erasure removes it.
 */
const outboxDir = () => path.join(fromSetup('E2E_DATA_DIR'), 'outbox');
const JOURNEYS = [
  { language: 'en', prefix: '', subject: 'The candidates we have chosen for your family', interview: "We'd like to interview", decline: 'Not for us', asked: 'You would like to interview' },
  { language: 'ar', prefix: '/ar', subject: 'المرشحون الذين اخترناهم لعائلتكم', interview: 'نرغب في إجراء مقابلة', decline: 'لا يناسبنا', asked: 'ترغبون في إجراء مقابلة' },
  { language: 'ru', prefix: '/ru', subject: 'Кандидаты, которых мы подобрали для вашей семьи', interview: 'Хотим собеседование', decline: 'Нам не подходит', asked: 'Вы хотите провести собеседование' },
] as const;


/** Moves the engagement open in the admin to a stage, by the Move dialog. */
async function moveTo(admin: Page, stage: string) {
  await admin.getByTestId('move-stage').click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await admin.getByRole('option', { name: stage, exact: true }).click();
  await dialog.getByTestId('confirm-move').click();
  await expect(admin.getByText(`Moved to ${stage}`)).toBeVisible();
}

/** Three published candidates of the seeded site, as the shortlist's picker names them. */
async function threeCandidates(): Promise<string[]> {
  const listed = (await (await fetch(`${API_URL}/api/teachers?site_language=en`)).json()) as { data: Array<{ id: number; first_name: string; last_name: string }> };
  return listed.data.slice(0, 3).map((candidate) => `${candidate.first_name} ${candidate.last_name} (${candidate.id})`);
}

/** A trial's first day whose month ends within the reminder's days: the first that fits today. */
function trialStartEndingSoon(): string {
  const today = officeDay(new Date());
  const start = [0, 1, 2, 3].map((back) => addMonths(addDays(today, 2 - back), -1)).find((day) => reminderDue(today, trialDates(day).trial_ends_on));
  if (!start) throw new Error(`no first day found for ${today}`);
  return start;
}

const dayFirst = (stored: string) => stored.split('-').reverse().join('/');

for (const [index, journey] of JOURNEYS.entries()) {
  test(`${journey.language}: from a booked consultation to a placement, through the family's private shortlist`, async ({ page, browser }) => {
    test.setTimeout(6 * 60_000);
    const stamp = Date.now();
    const email = `engagement-${journey.language}-${stamp}@example.com`;
    const family = `Engagement Family ${journey.language.toUpperCase()} ${stamp}`;

    // The family books its free consultation on the site.
    await page.goto(`${journey.prefix}/book-consultation?service=premier-nanny`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(page.getByTestId('day-grid')).toBeVisible();
    // Each language takes its own time, apart from the booking journeys' first ones.
    await pickTime(page, 8 + index);
    await page.locator('input[type=radio][value=video]').check();
    await page.locator('input[name=full_name]').fill(family);
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=phone]').fill('+971 50 123 4567');
    await page.getByTestId('booking-submit').click();
    await expect(page.getByTestId('booking-confirmation')).toBeVisible();
    const db = openTestDatabase();
    const consultationId = (db.prepare('SELECT id FROM consultations WHERE email = ?').get(email) as { id: number }).id;
    db.close();

    // The recruiter opens an engagement from it, records the fee and shortlists three candidates.
    const admin = await browser.newPage();
    await firstLogin(admin, staffAccount('recruiter'));
    await admin.goto(`${ADMIN_URL}#/consultations/${consultationId}/show`);
    await admin.getByTestId('open-engagement').click();
    await expect(admin).toHaveURL(/#\/engagements\/\d+\/show$/);
    const engagementId = Number(/#\/engagements\/(\d+)\/show$/.exec(admin.url())?.[1]);
    await expect(admin.getByText(family).first()).toBeVisible();
    // A payment on a day still to come is refused by the field, in the API's words.
    const paidOn = admin.getByLabel('Paid on (dd/mm/yyyy)');
    await paidOn.fill(dayFirst(addDays(officeDay(new Date()), 2)));
    await expect(admin.getByText(/is still to come: a payment is recorded on the day it was made/)).toBeVisible();
    await expect(admin.getByTestId('record-fee')).toBeDisabled();
    await paidOn.fill(dayFirst(officeDay(new Date())));
    await admin.getByTestId('record-fee').click();
    await expect(admin.getByText(/AED 2,000\.00 paid on/)).toBeVisible();
    await moveTo(admin, 'Engaged (fee paid)');
    const candidates = await threeCandidates();
    const picker = admin.getByLabel('Published candidates to present');
    for (const candidate of candidates) {
      await picker.fill(candidate.split(' (')[0]);
      await admin.getByRole('option', { name: candidate }).click();
    }
    await admin.getByTestId('save-shortlist').click();
    await expect(admin.getByText('Shortlist saved')).toBeVisible();
    await admin.getByTestId('send-shortlist').click();
    await expect(admin.getByText(/^Sent: the family has its private link/)).toBeVisible();

    // The family's mail, in its language, links to its shortlist.
    const [mail] = await mailsMatching(outboxDir(), (each) => each.to.includes(email) && each.parsed.subject === journey.subject);
    const link = new RegExp(`https?://\\S+${journey.prefix}/shortlist#[A-Za-z0-9_-]{43}`).exec(mail.parsed.text ?? '')?.[0];
    expect(link, 'the private link in the mail').toBeTruthy();

    // It asks to interview two and declines one, with a reason.
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, new URL(page.url()).origin));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const cards = page.getByTestId('shortlist-candidate');
    await expect(cards).toHaveCount(3);
    for (const nth of [0, 1]) {
      await cards.nth(nth).getByRole('button', { name: journey.interview }).click();
      await expect(cards.nth(nth).getByTestId('shortlist-answer')).toContainText(journey.asked);
    }
    await cards.nth(2).getByRole('button', { name: journey.decline }).click();
    // Sent without its reason: the page says so in its own language by the field, not the browser's bubble in the browser's.
    const reason = cards.nth(2).getByTestId('decline-reason');
    await cards.nth(2).getByTestId('send-decline').click();
    await expect(cards.nth(2).getByRole('alert')).toHaveText(localeTexts(journey.language, 'validation', 'shortlist').reasonRequired);
    expect(await reason.evaluate((field) => field.closest('form')?.noValidate), 'the form leaves the check to the page').toBe(true);
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toBeFocused();
    await reason.fill('We need someone who drives.');
    await cards.nth(2).getByTestId('send-decline').click();
    await expect(cards.nth(2).getByText('We need someone who drives.')).toBeVisible();
    expect(await violationsOn(page), 'axe on the answered shortlist').toEqual([]);

    // The recruiter sees the answers, and moves the engagement on to a trial and a placement.
    await admin.reload();
    await expect(admin.getByTestId('shortlist-entries')).toContainText('Would like to interview');
    await expect(admin.getByTestId('shortlist-entries')).toContainText('We need someone who drives.');
    // Its times on the office's clock, the zone said, as its fee and trial days.
    await expect(admin.getByTestId('shortlist-entries')).toContainText('(Dubai)');
    await moveTo(admin, 'Interviews');
    // A trial before its terms: refused, the reason said where the recruiter clicked.
    await admin.getByTestId('move-stage').click();
    await admin.getByRole('dialog').getByRole('combobox').click();
    await admin.getByRole('option', { name: 'Paid trial', exact: true }).click();
    await admin.getByRole('dialog').getByTestId('confirm-move').click();
    await expect(admin.getByText(/^Not yet "Paid trial": no salary is agreed/)).toBeVisible();
    await admin.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
    const start = trialStartEndingSoon();
    await admin.getByTestId('salary').locator('input').fill('96.000,50');
    await expect(admin.getByText('Write the yearly amount in AED, e.g. 96000 or 96000.50.')).toBeVisible();
    await expect(admin.getByTestId('save-terms')).toBeDisabled();
    // A salary the terms cannot take (its fee below the mobilization fee credited): refused by the field.
    await admin.getByTestId('salary').locator('input').fill('4,000');
    await expect(admin.getByText(/^Write the gross salary for a whole year, at least AED 10,000/)).toBeVisible();
    await expect(admin.getByTestId('save-terms')).toBeDisabled();
    await admin.getByTestId('salary').locator('input').fill('96,000');
    await admin.getByLabel('Placement fee paid on').fill(dayFirst(officeDay(new Date())));
    await admin.getByLabel("Trial's first day").fill(dayFirst(start));
    await admin.getByTestId('save-terms').click();
    await expect(admin.getByTestId('placement-fee')).toHaveText('AED 19,200.00');
    await expect(admin.getByTestId('balance')).toHaveText('AED 17,200.00');
    await moveTo(admin, 'Paid trial');
    await mailsMatching(outboxDir(), (each) => each.parsed.subject === `The paid trial of ${family} ends on ${dayInWords(trialDates(start).trial_ends_on, 'en')}`);
    await moveTo(admin, 'Placed');
    await expect(admin.getByTestId('engagement-history')).toContainText('Paid trial → Placed');

    // The dashboard counts it.
    await admin.goto(`${ADMIN_URL}#/`);
    await expect(admin.getByTestId('engagement-figures')).toBeVisible();
    expect(Number(await admin.getByTestId('figure-Placed').textContent())).toBeGreaterThanOrEqual(1);

    // A data request exports it all; erasure removes it.
    await admin.goto(`${ADMIN_URL}#/personal-data`);
    await admin.getByLabel('E-mail address').fill(email);
    await admin.getByRole('button', { name: 'Find' }).click();
    await expect(admin.getByText(/1 booked consultation, 1 engagement,/)).toBeVisible();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download all (ZIP)' }).click()]);
    const records = JSON.parse((await unzip((await download.path())!)).get('records.json')!.toString('utf8')) as {
      engagements: Array<{ id: number; stage: string; shortlist: Array<{ answer: string | null }> }>;
    };
    expect(records.engagements).toEqual([expect.objectContaining({ id: engagementId, stage: 'placed' })]);
    expect(records.engagements[0].shortlist.map((entry) => entry.answer)).toEqual(['interview', 'interview', 'decline']);
    await admin.getByRole('button', { name: 'Erase all…' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Erase all' }).click();
    await expect(admin.getByText(/1 engagement \(shortlists included\)/)).toBeVisible();
    const after = openTestDatabase();
    try {
      expect(after.prepare('SELECT COUNT(*) AS n FROM engagements WHERE id = ?').get(engagementId)).toEqual({ n: 0 });
      expect(after.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE lead_kind = 'engagement' AND lead_id = ?").get(engagementId)).toEqual({ n: 0 });
    } finally {
      after.close();
    }
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, new URL(page.url()).origin));
    await expect(page.getByTestId('shortlist-unavailable')).toBeVisible();
  });
}
