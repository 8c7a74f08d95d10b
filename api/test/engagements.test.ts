/**
 * Engagements over real HTTP: opened from a booked consultation, a contact message or by hand;
 * the stage moved only along the process (each move dated, noted, in the history and the audit
 * trail), with what a stage needs; the fees and the trial's dates as the business terms count
 * them, for generated salaries and days (month ends, leap years); the staff's reminders before a
 * trial or a replacement window ends, at any hour of Dubai's day; and the retention purge
 * (enumeration-checks.test.ts holds the migration's CHECK to the stages' one enumeration).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { Type } from '@sinclair/typebox';
import { fc, test as property } from '@fast-check/jest';
import { ENGAGEMENT_STAGES, type EngagementStage } from '@efe/shared/contract/engagement';
import { migrate } from '../src/db/migrate';
import { SubmissionRepository } from '../src/db/submission-repository';
import { leadOwners } from '../src/privacy/lead-owners';
import { EngagementRepository, type EngagementListener, type ReminderKind } from '../src/engagements/engagement-repository';
import { addMonths, reminderDue, trialDates } from '@efe/shared/engagement-terms';
import { addDays, HOUR_MS, officeDay, officeDayStart } from '@efe/shared/office-clock';
import { mailsMatching } from './support/outbox-mails';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { OPEN_EVERY_DAY, freeStarts, postJson } from './support/diary';
import { REPOSITORY_ROOT, serverForTests } from './support/server';
import { ShortlistNotifier } from '../src/engagements/shortlist-notifications';
import { MailQueue } from '../src/mail/mail-queue';
import { LocaleMessages } from '../src/i18n/locale-messages';

const LOCALES_DIR = path.join(REPOSITORY_ROOT, 'locales');

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });

/** What the process allows, written out here on its own: the test's reading of the service pages, not the code's table. */
const ALLOWED: Record<EngagementStage, EngagementStage[]> = {
  consultation: ['engaged', 'closed'],
  engaged: ['cvs-presented', 'closed'],
  'cvs-presented': ['interviews', 'engaged', 'closed'],
  interviews: ['trial', 'cvs-presented', 'closed'],
  trial: ['placed', 'replacement', 'closed'],
  placed: ['replacement', 'closed'],
  replacement: ['cvs-presented', 'interviews', 'trial', 'closed'],
  closed: [],
};

const Engagement = Type.Object({
  id: Type.Integer(),
  source: Type.String(),
  consultation_id: Type.Union([Type.Integer(), Type.Null()]),
  message_id: Type.Union([Type.Integer(), Type.Null()]),
  family_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  service: Type.Union([Type.String(), Type.Null()]),
  site_language: Type.String(),
  details: Type.String(),
  stage: Type.String(),
  stage_since: Type.String(),
  mobilization_paid_fils: Type.Union([Type.Integer(), Type.Null()]),
  mobilization_paid_on: Type.Union([Type.String(), Type.Null()]),
  placement_paid_on: Type.Union([Type.String(), Type.Null()]),
  salary_fils: Type.Union([Type.Integer(), Type.Null()]),
  trial_starts_on: Type.Union([Type.String(), Type.Null()]),
  trial_ends_on: Type.Union([Type.String(), Type.Null()]),
  replacement_ends_on: Type.Union([Type.String(), Type.Null()]),
  fees: Type.Object({
    mobilization_fee_fils: Type.Integer(),
    placement_fee_fils: Type.Union([Type.Integer(), Type.Null()]),
    credited_fils: Type.Union([Type.Integer(), Type.Null()]),
    balance_fils: Type.Union([Type.Integer(), Type.Null()]),
  }),
  next_stages: Type.Array(Type.String()),
});
const One = Type.Object({ data: Engagement });
const Event = Type.Object({ id: Type.Integer(), at: Type.String(), from_stage: Type.Union([Type.String(), Type.Null()]), to_stage: Type.String(), staff_name: Type.String(), note: Type.Union([Type.String(), Type.Null()]) });
const History = Type.Object({ data: Type.Array(Event) });
const Audit = Type.Object({ data: Type.Array(Type.Object({ action: Type.String(), resource: Type.String(), resource_id: Type.Union([Type.Integer(), Type.Null()]), detail: Type.Union([Type.String(), Type.Null()]) })) });

const call = (method: string, route: string, json?: unknown) => adminCall(server.baseUrl, method, route, json === undefined ? {} : { json });

const FAMILY = { service: 'premier-nanny', family_name: 'Layla Haddad', email: 'layla@example.ae', phone: '+971 50 765 4321', site_language: 'en', details: 'A nanny for a baby of six months.' };

async function openByHand(overrides: Record<string, unknown> = {}) {
  const opened = await call('POST', '/api/admin/engagements', { ...FAMILY, ...overrides });
  expect(opened.status).toBe(201);
  return checked(One, opened.body).data;
}
const read = async (id: number) => checked(One, (await call('GET', `/api/admin/engagements/${id}`)).body).data;
const history = async (id: number) => checked(History, (await call('GET', `/api/admin/engagements/${id}/history`)).body).data;

/** An engagement that has every stage's needs: the fee paid, a salary agreed, the placement fee paid and a trial day. */
async function readyForAnyStage() {
  const { id } = await openByHand();
  expect((await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, { paid_on: '2026-03-01' })).status).toBe(200);
  expect((await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: '96000', placement_paid_on: '2026-03-20', trial_starts_on: '2026-04-01' })).status).toBe(200);
  return id;
}

/** A family books the free consultation through the site's route; its number. */
async function bookedConsultation(booking: Record<string, unknown>): Promise<number> {
  const booked = await postJson(server.baseUrl, '/api/booking', booking);
  expect(booked.status).toBe(201);
  return checked(Type.Object({ data: Type.Object({ id: Type.Integer() }) }), booked.body).data.id;
}

describe('opening an engagement', () => {
  it("opens one from a booked consultation with the family's details and where they came from, once", async () => {
    expect((await call('PUT', '/api/admin/availability', OPEN_EVERY_DAY)).status).toBe(200);
    const [start] = await freeStarts(server.baseUrl);
    const consultationId = await bookedConsultation({
      start,
      meeting: 'phone',
      full_name: 'Huda Saleh',
      email: 'huda@example.ae',
      phone: '+971 50 111 2222',
      service: 'elite-governess',
      message: 'A governess for two girls, 7 and 9.',
      site_language: 'ar',
      utm_source: 'newsletter',
    });
    const opened = await call('POST', '/api/admin/engagements', { consultation_id: consultationId });
    expect(opened.status).toBe(201);
    const engagement = checked(One, opened.body).data;
    expect(engagement).toMatchObject({
      source: 'consultation',
      consultation_id: consultationId,
      family_name: 'Huda Saleh',
      email: 'huda@example.ae',
      service: 'elite-governess',
      site_language: 'ar',
      details: 'A governess for two girls, 7 and 9.',
      stage: 'consultation',
      next_stages: ['engaged', 'closed'],
    });
    expect(await history(engagement.id)).toEqual([expect.objectContaining({ from_stage: null, to_stage: 'consultation', staff_name: 'automation (token)' })]);
    const again = await call('POST', '/api/admin/engagements', { consultation_id: consultationId });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain(`number ${engagement.id}`);
    expect((await call('POST', '/api/admin/engagements', { consultation_id: 999999 })).status).toBe(404);
  });

  it('opens one from a contact message, its subject and message as the details', async () => {
    const sent = await postJson(server.baseUrl, '/api/contact', {
      full_name: 'Olga Petrova',
      email: 'olga@example.ru',
      phone: '+7 912 345 6789',
      subject: 'A tutor',
      message: 'Maths for a boy of 12.',
      service: 'private-tutoring-service-in-dubai',
      site_language: 'ru',
    });
    expect(sent.status).toBe(201);
    const messageId = checked(Type.Object({ id: Type.Integer() }), sent.body).id;
    const opened = await call('POST', '/api/admin/engagements', { message_id: messageId });
    expect(opened.status).toBe(201);
    expect(checked(One, opened.body).data).toMatchObject({ source: 'message', message_id: messageId, family_name: 'Olga Petrova', site_language: 'ru', details: 'A tutor\nMaths for a boy of 12.' });
  });

  it('opens one by hand, and refuses what is not a family (nothing stored)', async () => {
    expect(await openByHand()).toMatchObject({ source: 'manual', ...FAMILY, stage: 'consultation' });
    const before = checked(Type.Object({ total: Type.Integer() }), (await call('GET', '/api/admin/engagements')).body).total;
    for (const wrong of [
      { ...FAMILY, family_name: '   ' },
      { ...FAMILY, email: 'not an address' },
      { ...FAMILY, site_language: 'fr' },
      { ...FAMILY, service: 'nannies' },
      { ...FAMILY, stage: 'placed' },
      { consultation_id: 'one' },
      { consultation_id: 1, message_id: 1 },
    ]) {
      expect([wrong, (await call('POST', '/api/admin/engagements', wrong)).status]).toEqual([wrong, 400]);
    }
    expect(checked(Type.Object({ total: Type.Integer() }), (await call('GET', '/api/admin/engagements')).body).total).toBe(before);
  });
});

describe('moving the stage', () => {
  it('asks for what a stage needs: the mobilization fee to be engaged; the salary, the placement fee and the trial day for a trial', async () => {
    const { id } = await openByHand();
    const early = await call('POST', `/api/admin/engagements/${id}/stage`, { to: 'engaged' });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatch(/mobilization fee/);
    expect((await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, { paid_on: '2026-02-30' })).status).toBe(400);
    expect((await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, { paid_on: '2026-02-27' })).status).toBe(200);
    for (const to of ['engaged', 'cvs-presented', 'interviews']) expect((await call('POST', `/api/admin/engagements/${id}/stage`, { to })).status).toBe(200);
    const trial = await call('POST', `/api/admin/engagements/${id}/stage`, { to: 'trial' });
    expect(trial.status).toBe(409);
    expect(trial.body.error).toMatch(/no salary is agreed.*placement fee is not recorded as paid.*trial's first day is not set/);
    expect((await read(id)).stage).toBe('interviews');
  });

  property.prop([fc.array(fc.constantFrom(...ENGAGEMENT_STAGES), { minLength: 1, maxLength: 10 }), fc.option(fc.string({ maxLength: 40 }), { nil: undefined })], { numRuns: 40 })(
    'moves only along the process, each move dated in the history with its note and in the audit trail, every other asked move refused with nothing changed',
    async (asked, note) => {
      const id = await readyForAnyStage();
      let stage: EngagementStage = 'consultation';
      let moves = 0;
      for (const to of asked) {
        const reply = await call('POST', `/api/admin/engagements/${id}/stage`, { to, ...(note === undefined ? {} : { note }) });
        const allowed = ALLOWED[stage].includes(to);
        expect([stage, to, reply.status]).toEqual([stage, to, allowed ? 200 : 409]);
        if (allowed) {
          stage = to;
          moves += 1;
        }
        expect((await read(id)).stage).toBe(stage);
      }
      const events = await history(id);
      expect(events).toHaveLength(1 + moves);
      expect(events.at(-1)?.to_stage).toBe(stage);
      const kept = note?.trim() ? note.trim() : null;
      for (const event of events.slice(1)) expect(event.note).toBe(kept);
      const trail = checked(Audit, (await call('GET', '/api/admin/audit?per_page=100')).body).data.filter(
        (entry) => entry.action === 'change stage' && entry.resource === 'engagements' && entry.resource_id === id,
      );
      expect(trail).toHaveLength(moves);
    },
    120_000,
  );

  it('keeps a closed engagement closed: no stage, no fee, no terms', async () => {
    const { id } = await openByHand();
    expect((await call('POST', `/api/admin/engagements/${id}/stage`, { to: 'closed', note: 'Found a nanny elsewhere.' })).status).toBe(200);
    expect((await call('POST', `/api/admin/engagements/${id}/stage`, { to: 'engaged' })).status).toBe(409);
    expect((await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, {})).status).toBe(409);
    expect((await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: '96000', placement_paid_on: null, trial_starts_on: null })).status).toBe(409);
    expect((await history(id)).at(-1)).toMatchObject({ from_stage: 'consultation', to_stage: 'closed', note: 'Found a nanny elsewhere.' });
  });
});

/** The placement fee as the terms say it, in BigInt: 20% of the salary's fils, a half fils up, less the 2,000 AED paid (never below nothing). */
function expectedFees(salaryFils: bigint, paid: boolean) {
  const fee = (salaryFils * 20n + 50n) / 100n;
  const credit = paid ? (fee < 200_000n ? fee : 200_000n) : 0n;
  return { placement_fee_fils: Number(fee), credited_fils: Number(credit), balance_fils: Number(fee - credit) };
}

describe('the fees', () => {
  // Salaries the terms take: from 10,000 AED a year (below, the next test).
  const salaries = fc.tuple(fc.integer({ min: 10_000, max: 999_999_999 }), fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }), fc.boolean());
  property.prop([salaries, fc.boolean()], { numRuns: 80 })(
    'counts the placement fee from any agreed salary in whole fils, the mobilization fee credited once paid',
    async ([aed, fils, oneDecimal], paid) => {
      const { id } = await openByHand();
      if (paid) expect((await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, {})).status).toBe(200);
      const decimals = fils === null ? '' : oneDecimal && fils % 10 === 0 ? `.${fils / 10}` : `.${String(fils).padStart(2, '0')}`;
      const salary = `${aed}${decimals}`;
      const saved = await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: salary, placement_paid_on: null, trial_starts_on: null });
      expect([salary, saved.status]).toEqual([salary, 200]);
      const salaryFils = BigInt(aed) * 100n + BigInt(fils ?? 0);
      const engagement = await read(id);
      expect(engagement.salary_fils).toBe(Number(salaryFils));
      expect(engagement.mobilization_paid_fils).toBe(paid ? 200_000 : null);
      expect(engagement.fees).toEqual({ mobilization_fee_fils: 200_000, ...expectedFees(salaryFils, paid) });
    },
    120_000,
  );

  it('gives the numbers of a real placement: 96,000 AED a year is a 19,200 AED fee, 17,200 AED once the 2,000 are credited', async () => {
    const { id } = await openByHand();
    await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, { paid_on: '2026-01-05' });
    await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: '96000', placement_paid_on: null, trial_starts_on: null });
    expect((await read(id)).fees).toEqual({ mobilization_fee_fils: 200_000, placement_fee_fils: 1_920_000, credited_fils: 200_000, balance_fils: 1_720_000 });
  });

  property.prop([fc.integer({ min: 0, max: 2_000_000 }), fc.boolean()], { numRuns: 60 })(
    'refuses a salary whose placement fee would be less than the mobilization fee credited (below 10,000 AED a year), saying why, and keeps the one agreed',
    async (salaryFils, paid) => {
      const { id } = await openByHand();
      if (paid) expect((await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, {})).status).toBe(200);
      await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: '50000', placement_paid_on: null, trial_starts_on: null });
      const salary = `${Math.floor(salaryFils / 100)}.${String(salaryFils % 100).padStart(2, '0')}`;
      const saved = await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: salary, placement_paid_on: null, trial_starts_on: null });
      if (salaryFils >= 1_000_000) {
        expect([salary, saved.status]).toEqual([salary, 200]);
        expect((await read(id)).salary_fils).toBe(salaryFils);
        return;
      }
      expect([salary, saved.status]).toEqual([salary, 400]);
      expect(saved.body.errors?.salary_aed).toMatch(/^Write the gross salary for a whole year, at least AED 10,000: below it the placement fee \(20%\) would be less than the AED 2,000 mobilization fee/);
      expect((await read(id)).salary_fils).toBe(5_000_000);
    },
    120_000,
  );

  it.each([['-1'], ['1e5'], ['96,000'], ['96000.001'], ['0x10'], ['1000000000'], [' 96000'], ['96000.'], ['0.01'], ['0']])('refuses a salary written %j, keeping the one agreed', async (salary) => {
    const { id } = await openByHand();
    await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: '50000', placement_paid_on: null, trial_starts_on: null });
    expect((await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: salary, placement_paid_on: null, trial_starts_on: null })).status).toBe(400);
    expect((await read(id)).salary_fils).toBe(5_000_000);
  });
});

describe('the days a fee is paid on', () => {
  const today = () => officeDay(new Date());
  const routes = [
    { field: 'paid_on', pay: (id: number, day: string) => call('POST', `/api/admin/engagements/${id}/mobilization-fee`, { paid_on: day }), stored: 'mobilization_paid_on' },
    { field: 'placement_paid_on', pay: (id: number, day: string) => call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: '96000', placement_paid_on: day, trial_starts_on: null }), stored: 'placement_paid_on' },
  ] as const;
  // Days from far before the calendar the admin records to far after today; not tomorrow, which
  // Dubai's midnight between the test's clock and the API's could make today.
  const offsets = fc.oneof(fc.integer({ min: -12_000, max: 400_000 }), fc.integer({ min: -60, max: 60 })).filter((offset) => offset !== 1);

  property.prop([offsets, fc.constantFrom(...routes)], { numRuns: 80 })(
    "takes a day that has come (today in Dubai at the latest, back to the first day the admin records) and refuses a day still to come or before it, saying why",
    async (offset, route) => {
      const start = today();
      const day = addDays(start, offset);
      const { id } = await openByHand();
      const reply = await route.pay(id, day);
      const stored = (await read(id))[route.stored];
      if (offset > 1) {
        expect([day, reply.status]).toEqual([day, 400]);
        expect(reply.body.errors?.[route.field]).toBe(`${day.split('-').reverse().join('/')} is still to come: a payment is recorded on the day it was made, today (${start.split('-').reverse().join('/')}, Dubai) at the latest.`);
        expect(stored).toBeNull();
      } else if (day < '2000-01-01') {
        expect([day, reply.status]).toEqual([day, 400]);
        expect(reply.body.errors?.[route.field]).toBe(`${day.split('-').reverse().join('/')} is before 01/01/2000, the first day the admin records: check the year.`);
        expect(stored).toBeNull();
      } else {
        expect([day, reply.status]).toEqual([day, 200]);
        expect(stored).toBe(day);
      }
    },
    180_000,
  );

  it("refuses a day that is not there with its own reason, and keeps a payment of today that counts for the stage", async () => {
    const { id } = await openByHand();
    const missing = await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, { paid_on: '2026-02-29' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.paid_on).toBe('There is no 2026-02-29 in the calendar: write a day as YYYY-MM-DD, e.g. 2026-11-25.');
    const future = await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, { paid_on: '2099-01-01' });
    expect(future.status).toBe(400);
    expect((await call('POST', `/api/admin/engagements/${id}/stage`, { to: 'engaged' })).status).toBe(409);
    expect((await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, { paid_on: today() })).status).toBe(200);
    expect((await call('POST', `/api/admin/engagements/${id}/stage`, { to: 'engaged' })).status).toBe(200);
  });
});

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "Monday 28 December": a day as the staff's mails write a date (a consultation's "Monday 30 November, 09:00"). */
const inWords = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
};
const dayText = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

describe("the trial's dates, in Dubai's calendar", () => {
  it.each([
    ['2024-01-31', '2024-02-29', '2024-03-31'],
    ['2023-01-31', '2023-02-28', '2023-03-31'],
    ['2024-02-29', '2024-03-29', '2024-04-29'],
    ['2025-12-31', '2026-01-31', '2026-02-28'],
    ['2026-11-30', '2026-12-30', '2027-01-30'],
    ['2026-03-15', '2026-04-15', '2026-05-15'],
  ])('a trial from %s ends on %s, and the free replacement may be asked until %s', async (start, end, replacement) => {
    const { id } = await openByHand();
    await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: null, placement_paid_on: null, trial_starts_on: start });
    expect(await read(id)).toMatchObject({ trial_starts_on: start, trial_ends_on: end, replacement_ends_on: replacement });
  });

  property.prop([fc.integer({ min: 2000, max: 2999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 })], { numRuns: 80 })(
    'ends the trial a calendar month after any first day (that month’s last day when it is shorter), and the window a month later, counted from the first day',
    async (year, month, wanted) => {
      const day = Math.min(wanted, daysIn(year, month));
      const start = dayText(year, month, day);
      const { id } = await openByHand();
      expect((await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: null, placement_paid_on: null, trial_starts_on: start })).status).toBe(200);
      const engagement = await read(id);
      for (const [months, got] of [[1, engagement.trial_ends_on], [2, engagement.replacement_ends_on]] as const) {
        const counted = year * 12 + (month - 1) + months;
        const [y, m] = [Math.floor(counted / 12), (counted % 12) + 1];
        expect([start, months, got]).toEqual([start, months, dayText(y, m, Math.min(day, daysIn(y, m)))]);
      }
    },
    120_000,
  );

  it.each([['2025-02-29'], ['2026-04-31'], ['2026-13-01'], ['2026-1-5'], ['26-01-05']])('refuses %s as a first day', async (start) => {
    const { id } = await openByHand();
    expect((await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: null, placement_paid_on: null, trial_starts_on: start })).status).toBe(400);
    expect((await read(id)).trial_starts_on).toBeNull();
  });
});

describe('the retention purge', () => {
  it('removes engagements closed before the cutoff with their history, and keeps an open one however old', () => {
    const db = new Database(':memory:');
    try {
      db.pragma('foreign_keys = ON');
      migrate(db);
      const engagements = new EngagementRepository(db);
      const submissions = new SubmissionRepository(db, leadOwners(db, engagements));
      const family = { source: 'manual' as const, consultation_id: null, message_id: null, service: null, family_name: 'Old', email: 'old@example.com', phone: '1', site_language: 'en' as const, details: '', landing_path: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null };
      const longAgo = new Date('2024-01-10T08:00:00Z');
      const closedLongAgo = engagements.open(family, 'test', longAgo);
      expect(engagements.moveStage(closedLongAgo.id, 'closed', null, 'test', new Date('2024-02-01T08:00:00Z')).ok).toBe(true);
      const stillOpen = engagements.open({ ...family, family_name: 'Searching' }, 'test', longAgo);
      const closedLately = engagements.open({ ...family, family_name: 'Recent' }, 'test', longAgo);
      expect(engagements.moveStage(closedLately.id, 'closed', null, 'test', new Date('2025-06-01T08:00:00Z')).ok).toBe(true);

      const purged = submissions.purgeOlderThan(new Date('2025-01-01T00:00:00Z'));
      expect(purged.engagements).toBe(1);
      expect([engagements.one(closedLongAgo.id), engagements.history(closedLongAgo.id)]).toEqual([undefined, []]);
      expect(engagements.one(stillOpen.id)?.stage).toBe('consultation');
      expect(engagements.one(closedLately.id)?.stage).toBe('closed');
    } finally {
      db.close();
    }
  });
});

/**
 * A database of its own, with a listener that notes the reminders (as the staff's mails would be
 * queued), or the one `listenerOf` makes for it (the mails themselves).
 */
function remindersAt(listenerOf?: (db: Database.Database) => EngagementListener) {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const reminded: Array<{ id: number; kind: ReminderKind; endsOn: string }> = [];
  const listener: EngagementListener = { shortlistSent: () => undefined, answered: () => undefined, windowEnding: (engagement, kind, endsOn) => reminded.push({ id: engagement.id, kind, endsOn }), committed: () => undefined };
  const engagements = new EngagementRepository(db, listenerOf ? listenerOf(db) : listener);
  const family = { source: 'manual' as const, consultation_id: null, message_id: null, service: null, family_name: 'Trial', email: 'trial@example.com', phone: '1', site_language: 'en' as const, details: '', landing_path: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null };
  /** An engagement at `stage` whose trial began on `startsOn`. */
  const at = (stage: 'trial' | 'placed', startsOn: string) => {
    const { id } = engagements.open(family, 'test');
    engagements.recordMobilizationFee(id, '2026-01-01');
    engagements.setTerms(id, { salary_fils: 9_600_000, placement_paid_on: '2026-01-02', trial_starts_on: startsOn });
    for (const to of ['engaged', 'cvs-presented', 'interviews', 'trial', ...(stage === 'placed' ? ['placed' as const] : [])] as const) expect(engagements.moveStage(id, to, null, 'test').ok).toBe(true);
    return id;
  };
  return { db, engagements, reminded, at };
}

describe('the reminders before a trial or a replacement window ends', () => {
  property.prop(
    [fc.integer({ min: 2000, max: 2999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: -8, max: 4 }), fc.integer({ min: 0, max: 23 }), fc.constantFrom('trial' as const, 'placed' as const)],
    { numRuns: 120 },
  )('reminds the staff once, in the last three office days of the window and on its last day, at any hour of Dubai’s day', (year, month, wanted, offset, hour, stage) => {
    const start = dayText(year, month, Math.min(wanted, daysIn(year, month)));
    const endsOn = stage === 'trial' ? trialDates(start).trial_ends_on : trialDates(start).replacement_ends_on;
    const { db, engagements, reminded, at } = remindersAt();
    try {
      const id = at(stage, start);
      // An instant inside the office day `offset` days from the window's last day: its UTC date may be the day before.
      const now = new Date(officeDayStart(addDays(endsOn, offset)).getTime() + hour * HOUR_MS);
      expect(officeDay(now)).toBe(addDays(endsOn, offset));
      const due = offset >= -3 && offset <= 0;
      expect([offset, engagements.remind(now)]).toEqual([offset, due ? 1 : 0]);
      expect(reminded).toEqual(due ? [{ id, kind: stage === 'trial' ? 'trial' : 'replacement', endsOn }] : []);
      // Once per window: looking again, then on the window's last day, adds nothing.
      expect(engagements.remind(now)).toBe(0);
      if (due) expect(engagements.remind(new Date(officeDayStart(endsOn).getTime() + 12 * HOUR_MS))).toBe(0);
    } finally {
      db.close();
    }
  });

  property.prop(
    [fc.integer({ min: 2000, max: 2999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 23 }), fc.constantFrom('trial' as const, 'placed' as const)],
    { numRuns: 60 },
  )("writes the reminder mail's days in words, as the staff's other mails write dates, never as YYYY-MM-DD", (year, month, wanted, hour, stage) => {
    const start = dayText(year, month, Math.min(wanted, daysIn(year, month)));
    const endsOn = stage === 'trial' ? trialDates(start).trial_ends_on : trialDates(start).replacement_ends_on;
    const { db, engagements, at } = remindersAt(
      (own) => new ShortlistNotifier(new MailQueue(own, 1000), new LocaleMessages(LOCALES_DIR, 'mail'), { notifyTo: 'staff@example.com', adminUrl: 'http://127.0.0.1:4000/admin/', siteUrl: 'http://127.0.0.1:9000' }, () => undefined),
    );
    try {
      at(stage, start);
      expect(engagements.remind(new Date(officeDayStart(endsOn).getTime() + hour * HOUR_MS))).toBe(1);
      const mails = db.prepare<[], { subject: string; body: string }>('SELECT subject, body FROM mail_queue').all();
      const what = stage === 'trial' ? 'The paid trial' : 'The free replacement window';
      expect(mails.map((mail) => mail.subject)).toEqual([`${what} of Trial ends on ${inWords(endsOn)}`]);
      expect(mails[0].body).toContain(`${what} of Trial ends on ${inWords(endsOn)} (Dubai).\n`);
      expect(mails[0].body).toContain(`\nTrial began: ${inWords(start)}\n`);
      expect(`${mails[0].subject}\n${mails[0].body}`).not.toMatch(/\d{4}-\d\d-\d\d/);
    } finally {
      db.close();
    }
  });

  it('reminds nobody of an engagement out of its windows: still searching, or closed', () => {
    const { db, engagements, reminded, at } = remindersAt();
    try {
      const id = at('trial', '2026-03-15');
      expect(engagements.moveStage(id, 'closed', null, 'test').ok).toBe(true);
      expect(engagements.remind(officeDayStart('2026-04-14'))).toBe(0);
      expect(reminded).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('mails the staff, Reply-To the family, when a trial that ends within three days begins', async () => {
    const today = officeDay(new Date());
    // A first day whose trial ends in two days' time (months are not all as long: the first that fits).
    const start = [0, 1, 2, 3].map((back) => addMonths(addDays(today, 2 - back), -1)).find((day) => reminderDue(today, trialDates(day).trial_ends_on));
    if (!start) throw new Error(`no first day found for ${today}`);
    const { id } = await openByHand({ family_name: 'Reminded Family', email: 'reminded@example.ae' });
    expect((await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, {})).status).toBe(200);
    expect((await call('PUT', `/api/admin/engagements/${id}/terms`, { salary_aed: '84000', placement_paid_on: today, trial_starts_on: start })).status).toBe(200);
    for (const to of ['engaged', 'cvs-presented', 'interviews', 'trial']) expect((await call('POST', `/api/admin/engagements/${id}/stage`, { to })).status).toBe(200);
    const [mail] = await mailsMatching(path.join(server.dataDir, 'outbox'), (each) => (each.parsed.subject ?? '').startsWith('The paid trial of Reminded Family ends on'));
    expect(mail.to).toEqual(['staff@example.com']);
    expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual(['reminded@example.ae']);
    expect(mail.parsed.subject).toBe(`The paid trial of Reminded Family ends on ${inWords(trialDates(start).trial_ends_on)}`);
    // The stage in the staff's words, as the admin says it, not its code.
    expect(mail.parsed.text).toContain('\nStage: Paid trial\n');
  });
});

describe("the dashboard's engagements", () => {
  it('counts them per stage now, opened and placed per office month, the mean days per stage, and placements by service and by source', () => {
    const { db, engagements } = remindersAt();
    try {
      const family = { source: 'manual' as const, consultation_id: null, message_id: null, service: 'premier-nanny', family_name: 'A', email: 'a@example.com', phone: '1', site_language: 'en' as const, details: '', landing_path: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null };
      const at = (iso: string) => new Date(iso);
      // Opened at 21:00 UTC on 31 January: 1 February in Dubai.
      const placedOne = engagements.open(family, 'test', at('2026-01-31T21:00:00Z'));
      engagements.recordMobilizationFee(placedOne.id, '2026-02-02');
      engagements.setTerms(placedOne.id, { salary_fils: 9_600_000, placement_paid_on: '2026-02-20', trial_starts_on: '2026-02-21' });
      const steps: Array<[EngagementStage, string]> = [
        ['engaged', '2026-02-03T08:00:00Z'],
        ['cvs-presented', '2026-02-07T08:00:00Z'],
        ['interviews', '2026-02-10T08:00:00Z'],
        ['trial', '2026-02-21T08:00:00Z'],
        ['placed', '2026-03-21T08:00:00Z'],
      ];
      for (const [to, when] of steps) expect(engagements.moveStage(placedOne.id, to, null, 'test', at(when)).ok).toBe(true);
      const closedOne = engagements.open({ ...family, service: null, source: 'manual' }, 'test', at('2026-01-10T08:00:00Z'));
      expect(engagements.moveStage(closedOne.id, 'closed', null, 'test', at('2026-01-20T08:00:00Z')).ok).toBe(true);

      const stats = engagements.stats(at('2026-03-25T08:00:00Z'), 3);
      expect(stats.by_stage.filter((row) => row.engagements > 0)).toEqual([
        { stage: 'placed', engagements: 1 },
        { stage: 'closed', engagements: 1 },
      ]);
      expect(stats.months).toEqual([
        { month: '2026-01', opened: 1, placed: 0 },
        { month: '2026-02', opened: 1, placed: 0 },
        { month: '2026-03', opened: 0, placed: 1 },
      ]);
      const days = Object.fromEntries(stats.time_in_stage.map((row) => [row.stage, row.mean_days]));
      // Consultation: from 31 Jan 21:00 to 3 Feb 08:00 (2.5 days), and 10 days for the closed one.
      expect(days).toMatchObject({ consultation: 6.2, engaged: 4, 'cvs-presented': 3, interviews: 11, trial: 28, placed: null });
      expect(stats.by_service).toEqual([
        { service: '', opened: 1, placed: 0 },
        { service: 'premier-nanny', opened: 1, placed: 1 },
      ]);
      expect(stats.by_source).toEqual([{ source: 'manual', opened: 2, placed: 1 }]);
    } finally {
      db.close();
    }
  });

  it("no longer counts a consultation an engagement was opened from as waiting to be handled", async () => {
    expect((await call('PUT', '/api/admin/availability', OPEN_EVERY_DAY)).status).toBe(200);
    const starts = await freeStarts(server.baseUrl);
    const consultationId = await bookedConsultation({
      start: starts[starts.length - 1],
      meeting: 'video',
      full_name: 'Waiting Family',
      email: 'waiting-family@example.ae',
      phone: '+971 50 333 4444',
      service: 'premier-nanny',
      message: '',
      site_language: 'en',
    });
    const Waiting = Type.Object({ data: Type.Object({ waiting: Type.Object({ consultations: Type.Integer() }) }) });
    const waiting = async () => checked(Waiting, (await call('GET', '/api/admin/stats')).body).data.waiting.consultations;
    const before = await waiting();
    expect(before).toBeGreaterThanOrEqual(1);
    expect((await call('POST', '/api/admin/engagements', { consultation_id: consultationId })).status).toBe(201);
    expect(await waiting()).toBe(before - 1);
  });

  it("lists what the dashboard's Consultations figure counts: handled=no leaves out the engaged and the cancelled", async () => {
    expect((await call('PUT', '/api/admin/availability', { ...OPEN_EVERY_DAY, capacity: 20 })).status).toBe(200);
    const starts = await freeStarts(server.baseUrl);
    const family = (name: string) => ({ start: starts[1], meeting: 'phone', full_name: name, email: `${name.toLowerCase().replace(/ /g, '-')}@example.ae`, phone: '+971 50 333 5555', service: '', message: '', site_language: 'en' });
    const engaged = await bookedConsultation(family('Engaged Listed'));
    const cancelled = await bookedConsultation(family('Cancelled Listed'));
    const waitingOne = await bookedConsultation(family('Waiting Listed'));
    expect((await call('POST', '/api/admin/engagements', { consultation_id: engaged })).status).toBe(201);
    expect((await call('POST', `/api/admin/consultations/${cancelled}/cancel`, { reason: 'Asked by phone.' })).status).toBe(200);

    const Listed = Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer(), status: Type.String() })), total: Type.Integer() });
    const listed = async (query: string) => checked(Listed, (await call('GET', `/api/admin/consultations?per_page=100&${query}`)).body);
    const Waiting = Type.Object({ data: Type.Object({ waiting: Type.Object({ consultations: Type.Integer() }) }) });
    const figure = checked(Waiting, (await call('GET', '/api/admin/stats')).body).data.waiting.consultations;
    const waitingList = await listed('handled=no');
    // The figure and the list it links to: the same consultations.
    expect(waitingList.total).toBe(figure);
    const waitingIds = waitingList.data.map((row) => row.id);
    expect(waitingIds).toContain(waitingOne);
    expect(waitingIds).not.toContain(engaged);
    expect(waitingIds).not.toContain(cancelled);
    const handledIds = (await listed('handled=yes')).data.map((row) => row.id);
    expect(handledIds).toEqual(expect.arrayContaining([engaged, cancelled]));
    expect(handledIds).not.toContain(waitingOne);
    // What the figure linked to before: every booked one, the engaged included.
    expect((await listed('status=booked')).data.map((row) => row.id)).toContain(engaged);
    // Declared in the route's schema: any other value is refused.
    for (const value of ['maybe', 'NO', '']) expect((await call('GET', `/api/admin/consultations?handled=${encodeURIComponent(value)}`)).status).toBe(400);
  });

  it('answers the recruiters through the admin API', async () => {
    const reply = await call('GET', '/api/admin/stats/engagements');
    expect(reply.status).toBe(200);
    expect((reply.body.data as { by_stage: unknown[] }).by_stage).toHaveLength(ENGAGEMENT_STAGES.length);
  });
});

describe("a family's answer", () => {
  it('comes too late once the engagement was closed after its link was looked up: nothing stored, no mail', () => {
    const db = new Database(':memory:');
    const told: string[] = [];
    try {
      db.pragma('foreign_keys = ON');
      migrate(db);
      const engagements = new EngagementRepository(db, { shortlistSent: () => undefined, answered: () => told.push('answered'), windowEnding: () => undefined, committed: () => undefined });
      const candidate = Number(db.prepare("INSERT INTO candidates (position, first_name, last_name, published) VALUES (0, 'Maria', 'Santos', 1)").run().lastInsertRowid);
      const family = { source: 'manual' as const, consultation_id: null, message_id: null, service: null, family_name: 'Late', email: 'late@example.com', phone: '1', site_language: 'en' as const, details: '', landing_path: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null };
      const { id } = engagements.open(family, 'test');
      engagements.recordMobilizationFee(id, '2026-01-01');
      expect(engagements.moveStage(id, 'engaged', null, 'test').ok).toBe(true);
      expect(engagements.pick(id, [candidate]).ok).toBe(true);
      expect(engagements.sendShortlist(id, 'test').ok).toBe(true);
      // The family's link is looked up, then the recruiter closes the engagement.
      const looked = engagements.one(id);
      if (!looked) throw new Error('no engagement');
      expect(engagements.moveStage(id, 'closed', null, 'test').ok).toBe(true);
      expect(engagements.answer(looked, candidate, 'interview', null)).toEqual({ ok: false, refused: 'closed' });
      expect(engagements.shortlist(id).map((entry) => entry.answer)).toEqual([null]);
      expect(told).toEqual([]);
    } finally {
      db.close();
    }
  });
});
