/**
 * What the audit trail keeps of an engagement, over real HTTP: who moved which engagement from
 * which stage to which (in the staff's words), never the note about the family, which stays in the
 * engagement's own history. Every staff role reads the trail; only those allowed engagements read
 * the history, and erasure removes it: after a family's erasure no row anywhere holds its name,
 * address, phone or a note about it. A trail written before keeps its moves, its notes gone. A fee
 * recorded as paid names its day in words, as the admin says every day, old entries too.
 */
import Database from 'better-sqlite3';
import { Type } from '@sinclair/typebox';
import { fc, test as property } from '@fast-check/jest';
import type { StaffRole } from '@efe/shared/contract/admin-resources';
import { ENGAGEMENT_STAGE_LABELS } from '@efe/shared/contract/engagement';
import { addDays, officeDay } from '@efe/shared/office-clock';
import { migrate } from '../src/db/migrate';
import { Staff } from '../src/staff/staff';
import { ADMIN_TOKEN } from './support/admin';
import { checked } from './support/checked';
import { rowsHolding as rowsHoldingIn } from './support/rows-holding';
import { removeServerFiles, startServer, type RunningServer } from './support/server';
import { addStaffAccounts, sessionHeaders } from './support/staff-accounts';

let server: RunningServer;
let db: Database.Database;
let staff: Staff;
let userIds: Partial<Record<StaffRole, number>> = {};

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
  db = new Database(server.databasePath);
  staff = new Staff(db);
  userIds = addStaffAccounts(staff, ['owner', 'editor', 'recruiter']);
}, 60_000);

afterAll(async () => {
  db?.close();
  await server?.stop();
  if (server) removeServerFiles(server);
});

const Answer = Type.Object({ data: Type.Optional(Type.Unknown()), error: Type.Optional(Type.String()), errors: Type.Optional(Type.Record(Type.String(), Type.String())) });

/** A call with a session of the role's own account. */
async function call(role: StaffRole, method: string, route: string, body?: unknown) {
  const headers = sessionHeaders(staff, userIds[role] ?? 0);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: checked(Answer, await response.json()) };
}

const Opened = Type.Object({ id: Type.Integer() });
const Trail = Type.Array(Type.Object({ action: Type.String(), resource: Type.String(), resource_id: Type.Union([Type.Integer(), Type.Null()]), detail: Type.Union([Type.String(), Type.Null()]) }));

async function openByHand(family: { family_name: string; email: string; phone: string }): Promise<number> {
  const opened = await call('recruiter', 'POST', '/api/admin/engagements', { service: 'premier-nanny', site_language: 'ru', details: 'A nanny for a newborn.', ...family });
  expect(opened.status).toBe(201);
  return checked(Opened, opened.body.data).id;
}

/** The newest entries of the audit trail, as a role's own session reads them. */
async function trailAs(role: StaffRole) {
  const read = await call(role, 'GET', '/api/admin/audit?per_page=100');
  expect([role, read.status]).toEqual([role, 200]);
  return checked(Trail, read.body.data);
}

const rowsHolding = (needle: string) => rowsHoldingIn(db, needle);

describe('an engagement in the audit trail', () => {
  it("records a stage change by the engagement's number and the stages in the staff's words, never its note; the history keeps the note", async () => {
    const family = { family_name: 'Семья Тестова', email: 'family-ru-audit@example.com', phone: '+971 50 123 4567' };
    const id = await openByHand(family);
    const note = 'Семья Тестова: mother pregnant, call +971 50 123 4567 after 6pm';
    expect((await call('recruiter', 'POST', `/api/admin/engagements/${id}/stage`, { to: 'closed', note })).status).toBe(200);

    for (const role of ['editor', 'owner'] as const) {
      const trail = (await trailAs(role)).filter((entry) => entry.resource === 'engagements' && entry.resource_id === id);
      expect(trail.map(({ action, detail }) => ({ action, detail }))).toEqual([
        { action: 'change stage', detail: `${ENGAGEMENT_STAGE_LABELS.consultation} → ${ENGAGEMENT_STAGE_LABELS.closed}` },
        { action: 'create', detail: 'opened by hand' },
      ]);
      const said = JSON.stringify(await trailAs(role));
      for (const personal of [note, 'mother pregnant', family.family_name, family.email, family.phone]) expect([role, said.includes(personal)]).toEqual([role, false]);
    }
    // The note is the engagement's: its history has it, for the roles allowed engagements only.
    const history = await call('recruiter', 'GET', `/api/admin/engagements/${id}/history`);
    expect(JSON.stringify(history.body.data)).toContain(note);
    expect((await call('editor', 'GET', `/api/admin/engagements/${id}/history`)).status).toBe(403);
  });

  const letters = [...'abcdefghijklmnopqrstuvwxyzابتثجحخدذرزسشصضطظعغفقكلمنهوي', ...'абвгдежзийклмнопрстуфхцчшщыэюя'];
  const word = fc.array(fc.constantFrom(...letters), { minLength: 4, maxLength: 9 }).map((characters) => characters.join(''));
  const families = fc.record({
    name: fc.array(word, { minLength: 2, maxLength: 3 }).map((words) => words.join(' ')),
    mailbox: fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), { minLength: 8, maxLength: 16 }).map((characters) => characters.join('')),
    phone: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }).map((digits) => `+971 58 ${digits.slice(0, 3).join('')} ${digits.slice(3).join('')}`),
    said: fc.string({ minLength: 0, maxLength: 60 }),
  });
  let count = 0;
  property.prop([families], { numRuns: 12 })(
    "leaves no row holding the family's name, address, phone or a note about it once the family is erased",
    async ({ name, mailbox, phone, said }) => {
      count += 1;
      const email = `${mailbox}${count}@family.example`;
      const id = await openByHand({ family_name: name, email, phone });
      const notes = [`${name} paid by card; ${said}`, `Call ${name} on ${phone}: ${said}`];
      expect((await call('recruiter', 'POST', `/api/admin/engagements/${id}/mobilization-fee`, {})).status).toBe(200);
      expect((await call('recruiter', 'POST', `/api/admin/engagements/${id}/stage`, { to: 'engaged', note: notes[0] })).status).toBe(200);
      expect((await call('recruiter', 'POST', `/api/admin/engagements/${id}/stage`, { to: 'closed', note: notes[1] })).status).toBe(200);
      // Before the erasure, the trail every role reads says nothing of the family.
      const trail = JSON.stringify(await trailAs('editor'));
      for (const personal of [name, email, phone, ...notes]) expect([personal, trail.includes(personal)]).toEqual([personal, false]);

      const erased = await call('owner', 'POST', '/api/admin/personal-data/erase', { email });
      expect(erased.status).toBe(200);
      expect(erased.body.data).toMatchObject({ engagements: 1 });
      for (const personal of [name, email, phone, ...notes.map((note) => note.trim())]) expect([personal, rowsHolding(personal)]).toEqual([personal, []]);
    },
    180_000,
  );

  // Any day the admin takes (2000-01-01 to today in Dubai; not today itself, which Dubai's midnight
  // between the test's clock and the API's could make tomorrow).
  let feeCount = 0;
  const paidDays = fc.integer({ min: 1, max: 9_000 }).map((daysAgo) => addDays(officeDay(new Date()), -daysAgo));
  property.prop([paidDays], { numRuns: 12 })(
    'records a mobilization fee with the day it was paid in words, never the stored ISO day',
    async (paidOn) => {
      const id = await openByHand({ family_name: 'Family Days', email: `days-${(feeCount += 1)}@family.example`, phone: '+971 50 765 4321' });
      expect((await call('recruiter', 'POST', `/api/admin/engagements/${id}/mobilization-fee`, { paid_on: paidOn })).status).toBe(200);
      const [entry] = (await trailAs('editor')).filter((line) => line.resource === 'engagements' && line.resource_id === id && line.action === 'record fee');
      expect(entry?.detail).toBe(`mobilization fee paid on ${inWords(paidOn)}`);
    },
    180_000,
  );
});

/** "Sat 28 Nov 2026" of "2026-11-28", read from JavaScript's own UTC text ("Sat, 28 Nov 2026 00:00:00 GMT"), not the code under test. */
function inWords(day: string): string {
  const [weekday, dayOfMonth, month, year] = new Date(`${day}T00:00:00Z`).toUTCString().replace(',', '').split(' ');
  return `${weekday} ${Number(dayOfMonth)} ${month} ${year}`;
}

describe('a trail written before', () => {
  it("keeps each stage change of an engagement, without the note it carried, and leaves every other entry as it was", () => {
    const old = new Database(':memory:');
    try {
      migrate(old, 19);
      const write = old.prepare('INSERT INTO audit_log (at, actor, action, resource, resource_id, detail) VALUES (?, ?, ?, ?, ?, ?)');
      const at = '2026-11-27T10:00:00.000Z';
      write.run(at, 'Rana', 'change stage', 'engagements', 31, 'cvs-presented → interviews: Семья Тестова: call +971 50 123 4567 after 6pm');
      write.run(at, 'Rana', 'change stage', 'engagements', 32, 'interviews → closed');
      write.run(at, 'Rana', 'update', 'staff', 4, 'rana@example.com: roles owner');
      migrate(old);
      expect(old.prepare('SELECT resource_id, detail FROM audit_log ORDER BY id').all()).toEqual([
        { resource_id: 31, detail: 'cvs-presented → interviews' },
        { resource_id: 32, detail: 'interviews → closed' },
        { resource_id: 4, detail: 'rana@example.com: roles owner' },
      ]);
    } finally {
      old.close();
    }
  });

  property.prop([fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10))], { numRuns: 30 })(
    'says the day of each mobilization fee in words, and leaves every other entry holding a date as it was',
    (paidOn) => {
      const old = new Database(':memory:');
      try {
        migrate(old, 22);
        const write = old.prepare('INSERT INTO audit_log (at, actor, action, resource, resource_id, detail) VALUES (?, ?, ?, ?, ?, ?)');
        const at = '2026-11-27T10:00:00.000Z';
        write.run(at, 'Rana', 'record fee', 'engagements', 31, `mobilization fee paid on ${paidOn}`);
        write.run(at, 'Rana', 'record fee', 'engagements', 32, 'mobilization fee paid on Sat 28 Nov 2026');
        write.run(at, 'Mona', 'create', 'media', null, `cv-${paidOn}.pdf`);
        write.run(at, 'Rana', 'change stage', 'engagements', 33, `engaged → closed on ${paidOn}`);
        migrate(old);
        expect(old.prepare('SELECT resource_id, detail FROM audit_log ORDER BY id').all()).toEqual([
          { resource_id: 31, detail: `mobilization fee paid on ${inWords(paidOn)}` },
          { resource_id: 32, detail: 'mobilization fee paid on Sat 28 Nov 2026' },
          { resource_id: null, detail: `cv-${paidOn}.pdf` },
          { resource_id: 33, detail: `engaged → closed on ${paidOn}` },
        ]);
      } finally {
        old.close();
      }
    },
  );
});
