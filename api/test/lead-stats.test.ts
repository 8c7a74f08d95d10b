/**
 * The dashboard's numbers against a database with known leads: each count placed on purpose in a
 * week, on the edge of a week or a month in Dubai time, handled or not.
 */
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { LeadStatsQuery, STATS_WEEKS } from '../src/db/lead-stats';
import { SubmissionRepository } from '../src/db/submission-repository';
import { leadOwners } from '../src/privacy/lead-owners';
import { newContactMessage } from './support/leads';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { postJson } from './support/forms';
import { serverForTests } from './support/server';

// Wednesday 25 November 2026, 10:00 in Dubai: this week's Monday is the 23rd.
const NOW = new Date('2026-11-25T06:00:00Z');

const message = newContactMessage;

let files = 0;
/** Each application's files under names of their own, as the upload store gives them. */
const file = (mime: string) => ({ storedName: `file-${++files}`, originalName: null, mime, size: 10 });

describe('LeadStatsQuery', () => {
  let db: Database.Database;
  let leads: SubmissionRepository;
  const handle = (table: 'applications' | 'contact_messages', id: number, at: string) =>
    db.prepare(`UPDATE ${table} SET handled_at = ?, handled_by = 'r@example.com' WHERE id = ?`).run(at, id);
  const application = (createdAt: string, siteLanguage = 'ru', source: { utm_source?: string; referrer_host?: string } = {}) =>
    leads.insertApplication(
      {
        name: 'Olga',
        email: 'olga@example.com',
        phone: '+79161234567',
        languages: ['russian'],
        role: 'governess',
        ageGroup: '6-12',
        country: null,
        quote: 'Hello',
        siteLanguage,
        consentVersion: null,
        cv: file('application/pdf'),
        photo: file('image/png'),
        source,
      },
      new Date(createdAt),
    );

  beforeEach(() => {
    db = new Database(':memory:');
    migrate(db);
    leads = new SubmissionRepository(db, leadOwners(db));
    // This week (from Monday 23 Nov, 00:00 Dubai = 22 Nov 20:00 UTC).
    const a = leads.insertContactMessage(message({ service: 'premier-nanny', utm_source: 'newsletter' }), new Date('2026-11-22T20:00:00Z'));
    leads.insertContactMessage(message({ service: 'premier-nanny', referrer_host: 'www.google.com', site_language: 'ar' }), new Date('2026-11-24T09:00:00Z'));
    const b = application('2026-11-25T05:00:00Z', 'ru', { utm_source: 'newsletter' });
    // Last week: Sunday 22 Nov 19:59 UTC is 23:59 on Sunday in Dubai.
    leads.insertContactMessage(message({ service: 'elite-governess' }), new Date('2026-11-22T19:59:00Z'));
    application('2026-11-17T10:00:00Z', 'en');
    // Eleven weeks before this one: the oldest week shown (Monday 7 Sep).
    leads.insertContactMessage(message({ utm_source: 'partner' }), new Date('2026-09-07T08:00:00Z'));
    // Twelve weeks before: not counted, except as waiting.
    leads.insertContactMessage(message({ utm_source: 'old' }), new Date('2026-08-31T08:00:00Z'));

    // Handled this month (from 1 Nov 00:00 Dubai = 31 Oct 20:00 UTC): 2 h, 4 h and 9 h after arrival.
    handle('contact_messages', a, '2026-11-22T22:00:00.000Z');
    handle('applications', b, '2026-11-25T09:00:00.000Z');
    const c = leads.insertContactMessage(message(), new Date('2026-10-31T11:00:00Z'));
    handle('contact_messages', c, '2026-10-31T20:00:00.000Z');
    // Handled before this month: not in the median.
    const d = leads.insertContactMessage(message(), new Date('2026-10-30T10:00:00Z'));
    handle('contact_messages', d, '2026-10-31T19:59:00.000Z');
  });
  afterEach(() => db.close());

  it('counts each kind per office week, oldest first, every week present', () => {
    const { weeks } = new LeadStatsQuery(db).at(NOW);
    expect(weeks).toHaveLength(STATS_WEEKS);
    expect(weeks[0]).toEqual({ week: '2026-09-07', applications: 0, messages: 1, consultations: 0 });
    expect(weeks.find((week) => week.week === '2026-10-26')).toEqual({ week: '2026-10-26', applications: 0, messages: 2, consultations: 0 });
    expect(weeks.at(-2)).toEqual({ week: '2026-11-16', applications: 1, messages: 1, consultations: 0 });
    expect(weeks.at(-1)).toEqual({ week: '2026-11-23', applications: 1, messages: 2, consultations: 0 });
    expect(weeks.reduce((sum, week) => sum + week.applications + week.messages, 0)).toBe(8);
  });

  it('breaks the twelve weeks down by source, service and site language, most first', () => {
    const stats = new LeadStatsQuery(db).at(NOW);
    expect(stats.by_source).toEqual([
      { source: '', leads: 4 },
      { source: 'newsletter', leads: 2 },
      { source: 'partner', leads: 1 },
      { source: 'www.google.com', leads: 1 },
    ]);
    // Contact messages only; '' is "Not sure yet".
    expect(stats.by_service).toEqual([
      { service: '', leads: 3 },
      { service: 'premier-nanny', leads: 2 },
      { service: 'elite-governess', leads: 1 },
    ]);
    expect(stats.by_language).toEqual([
      { language: 'en', leads: 6 },
      { language: 'ar', leads: 1 },
      { language: 'ru', leads: 1 },
    ]);
  });

  it('says how many wait, and the median hours to "handled" this month', () => {
    const stats = new LeadStatsQuery(db).at(NOW);
    expect(stats.waiting).toEqual({ applications: 1, messages: 4, consultations: 0 });
    // 2 h, 4 h and 9 h; the one handled a minute before the month began is not counted.
    expect(stats.handled_this_month).toEqual({ leads: 3, median_hours: 4 });
    // With a fourth (10 h): the mean of the middle two.
    const e = leads.insertContactMessage(message(), new Date('2026-11-20T00:00:00.000Z'));
    handle('contact_messages', e, '2026-11-20T10:00:00.000Z');
    expect(new LeadStatsQuery(db).at(NOW).handled_this_month).toEqual({ leads: 4, median_hours: 6.5 });
  });

  it('has nothing to say on an empty database, without failing', () => {
    const empty = new Database(':memory:');
    migrate(empty);
    const stats = new LeadStatsQuery(empty).at(NOW);
    expect(stats.weeks.every((week) => week.applications === 0 && week.messages === 0)).toBe(true);
    expect(stats.by_source).toEqual([]);
    expect(stats.waiting).toEqual({ applications: 0, messages: 0, consultations: 0 });
    expect(stats.handled_this_month).toEqual({ leads: 0, median_hours: null });
    empty.close();
  });
});

describe('GET /api/admin/stats', () => {
  const server = serverForTests({ env: { ADMIN_TOKEN } });

  it('counts a message sent a moment ago in this week, as waiting', async () => {
    const before = (await adminCall<{ data: { weeks: Array<{ messages: number }>; waiting: { messages: number } } }>(server.baseUrl, 'GET', '/api/admin/stats')).body.data;
    const reply = await postJson(server.baseUrl, '/api/contact', { full_name: 'Sara', email: 'sara@example.com', phone: '+971501234567', subject: 'Hi', message: 'Hello', utm_source: 'newsletter' });
    expect(reply.status).toBe(201);
    const after = await adminCall<{ data: { weeks: Array<{ messages: number }>; waiting: { messages: number }; by_source: Array<{ source: string; leads: number }> } }>(
      server.baseUrl,
      'GET',
      '/api/admin/stats',
    );
    expect(after.status).toBe(200);
    expect(after.body.data.weeks.at(-1)?.messages).toBe((before.weeks.at(-1)?.messages ?? 0) + 1);
    expect(after.body.data.waiting.messages).toBe(before.waiting.messages + 1);
    expect(after.body.data.by_source).toContainEqual({ source: 'newsletter', leads: 1 });
  });
});
