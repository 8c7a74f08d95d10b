/**
 * A copy of someone's data is made while the API keeps working: a mail may be written or deleted
 * while the copy is being made. The copy then leaves that file out; it never takes the API down
 * (yazl, given a path, read the file later and threw when it had changed in between).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { SubmissionRepository } from '../src/db/submission-repository';
import { leadOwners } from '../src/privacy/lead-owners';
import { MailQueue } from '../src/mail/mail-queue';
import { Outbox } from '../src/mail/outbox';
import { PersonalData } from '../src/privacy/personal-data';
import { UploadStore } from '../src/uploads/upload-store';
import { unzip } from '../../test-support/unzip';
import { newContactMessage } from './support/leads';
import { OPEN_EVERY_DAY } from './support/diary';
import { ConsultationRepository } from '../src/booking/consultation-repository';
import { Type } from '@sinclair/typebox';
import { checked } from './support/checked';

const TextOrNull = Type.Union([Type.String(), Type.Null()]);
/** What this test reads of an export's consultations: each with its history. */
const ExportedHistory = Type.Object({
  consultations: Type.Array(Type.Object({ id: Type.Integer(), history: Type.Array(Type.Object({ event: Type.String(), staff_name: TextOrNull, reason: TextOrNull })) })),
});

const EMAIL = 'sara.copy@example.com';

/** An outbox whose files are deleted right after they are listed, as a recruiter deleting the lead would. */
class VanishingOutbox extends Outbox {
  override filesOf(mailIds: Iterable<number>): string[] {
    const names = super.filesOf(mailIds);
    for (const name of names) fs.rmSync(path.join(this.dir, name));
    return names;
  }
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

describe('PersonalData.exportArchive', () => {
  let dir: string;
  let db: Database.Database;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
    db = new Database(':memory:');
    migrate(db);
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function messageWithMail(outbox: Outbox): Promise<string> {
    const submissions = new SubmissionRepository(db, leadOwners(db));
    const id = submissions.insertContactMessage(
      newContactMessage({ full_name: 'Sara Copy', email: EMAIL, phone: '+971501234567', subject: 'A tutor', message: 'Maths, twice a week.' }),
    );
    const mailId = new MailQueue(db, 1000).enqueue({ kind: 'contact', to: 'staff@example.com', subject: 'New message: Sara Copy', body: 'Maths.', lead: { kind: 'message', id } });
    return outbox.write(mailId, Buffer.from('Subject: New message: Sara Copy\r\n\r\nMaths.\r\n'));
  }

  it('leaves out an outbox file deleted while the copy is made, and the API goes on', async () => {
    const outbox = new VanishingOutbox(path.join(dir, 'outbox'));
    await messageWithMail(outbox);
    const personalData = new PersonalData(new SubmissionRepository(db, leadOwners(db)), new UploadStore(path.join(dir, 'uploads')), outbox);

    const { archive, counts } = await personalData.exportArchive(EMAIL);
    const entries = await unzip(await readAll(archive));
    const records = JSON.parse(entries.get('records.json')!.toString('utf8')) as { contact_messages: unknown[]; mails: unknown[]; outbox_files: string[] };
    expect(records.contact_messages).toHaveLength(1);
    expect(records.mails).toHaveLength(1);
    expect(records.outbox_files).toEqual([]);
    expect(counts).toEqual({ applications: 0, candidates: 0, messages: 1, consultations: 0, engagements: 0, mails: 1, outboxFiles: 0 });
  });

  it('copies each booking with its history: who booked, moved or cancelled it, and when', async () => {
    const diary = new ConsultationRepository(db);
    diary.saveSettings({ ...OPEN_EVERY_DAY, notice_hours: 0 }, 'test');
    const at = new Date('2026-11-30T04:00:00Z');
    const booked = diary.book(
      { meeting: 'phone', full_name: 'Sara Copy', email: 'Sara.Copy@example.com', phone: '+971501234567', service: null, message: '', site_language: 'en', time_zone: null, landing_path: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null },
      { start: '2026-11-30T05:00:00.000Z', client: '203.0.113.1', clientLimit: 5 },
      at,
    );
    if (!booked.ok) throw new Error(booked.refused);
    expect(diary.cancel(booked.consultation.id, 'staff', 'Closed that day.', 'Omar', at)).toMatchObject({ ok: true });
    const personalData = new PersonalData(new SubmissionRepository(db, leadOwners(db)), new UploadStore(path.join(dir, 'uploads')), new Outbox(path.join(dir, 'outbox')));

    const entries = await unzip(await readAll((await personalData.exportArchive(EMAIL)).archive));
    const records = checked(ExportedHistory, JSON.parse(entries.get('records.json')!.toString('utf8')));
    expect(records.consultations.map((row) => ({ id: row.id, history: row.history.map(({ event, staff_name, reason }) => ({ event, staff_name, reason })) }))).toEqual([
      { id: booked.consultation.id, history: [{ event: 'booked', staff_name: null, reason: null }, { event: 'cancelled', staff_name: 'Omar', reason: 'Closed that day.' }] },
    ]);
  });

  it('copies an outbox file that is there', async () => {
    const outbox = new Outbox(path.join(dir, 'outbox'));
    const name = await messageWithMail(outbox);
    const personalData = new PersonalData(new SubmissionRepository(db, leadOwners(db)), new UploadStore(path.join(dir, 'uploads')), outbox);

    const entries = await unzip(await readAll((await personalData.exportArchive(EMAIL)).archive));
    expect(entries.get(`outbox/${name}`)?.toString('utf8')).toContain('Maths.');
  });
});

describe('Outbox', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('shows a mail only once it is written whole, under its final name', async () => {
    const outbox = new Outbox(dir);
    const name = await outbox.write(7, Buffer.from('whole'));
    expect(fs.readdirSync(dir)).toEqual([name]);
    expect(outbox.filesOf([7])).toEqual([name]);
  });

  it('removes, once past the retention period, a write that a crash cut short', () => {
    const outbox = new Outbox(dir);
    const partial = path.join(dir, '.2026-01-01T00-00-00-000Z-9.eml.partial');
    fs.writeFileSync(partial, 'half a mail');
    const old = new Date('2026-01-02T00:00:00Z');
    fs.utimesSync(partial, old, old);
    expect(outbox.filesOf([9])).toEqual([]);
    expect(outbox.removeOlderThan(new Date('2026-02-01T00:00:00Z'))).toBe(1);
    expect(fs.existsSync(partial)).toBe(false);
  });
});
