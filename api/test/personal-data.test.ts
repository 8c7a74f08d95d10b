/**
 * Personal data goes when it should, with every copy: a recruiter deletes an application (its CV,
 * photo, the mails about it and their outbox files) or a message; the API deletes what is older
 * than RETENTION_DAYS by itself; and a person's request to see or erase what is held for their
 * e-mail address is answered with a ZIP of everything, or by erasing everything.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BACKUP_LAYOUT, backUp } from '../src/backup/backup';
import Database from 'better-sqlite3';
import { MailQueue } from '../src/mail/mail-queue';
import { matchesFingerprint } from '../src/privacy/personal-data';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { applicationForm, postForm, postJson, validFiles } from './support/forms';
import { removeServerFiles, serverForTests, startServer, type RunningServer } from './support/server';
import { unzip } from '../../test-support/unzip';
import { CONTACT } from '@efe/shared/constants';
import { checked } from './support/checked';
import { Booked, freeStarts, OPEN_EVERY_DAY } from './support/diary';
import { Type } from '@sinclair/typebox';

const Ids = Type.Array(Type.Object({ id: Type.Integer() }));
const Answer = Type.Object({ data: Type.Unknown() });
/** A data request's search by mailbox: what this test reads of it. */
const FoundByMailbox = Type.Object({ data: Type.Object({ applications: Ids, messages: Ids, consultations: Ids }) });
const ExportedByMailbox = Type.Object({ consultations: Type.Array(Type.Object({ id: Type.Integer(), email: Type.String() })), contact_messages: Ids });

const MESSAGE = { full_name: 'Omar Haddad', email: 'omar@example.com', phone: '+971501234567', subject: 'Twins', message: 'From March.' };

function storedFiles(server: RunningServer, id: number): string[] {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    const row = db.prepare('SELECT cv_file, photo_file FROM applications WHERE id = ?').get(id) as { cv_file: string; photo_file: string };
    return [row.cv_file, row.photo_file].map((name) => path.join(server.uploadsDir, name));
  } finally {
    db.close();
  }
}

/** The outbox files of these mails, waiting until the mail worker has written them. */
async function outboxFilesOf(server: RunningServer, mailIds: number[], expected = mailIds.length): Promise<string[]> {
  const outbox = path.join(server.dataDir, 'outbox');
  const find = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => mailIds.some((id) => name.endsWith(`-${id}.eml`))) : []);
  for (let wait = 0; wait < 100 && find().length < expected; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  return find().map((name) => path.join(outbox, name));
}

function mailIdsAbout(server: RunningServer, text: string): number[] {
  const db = new Database(server.databasePath, { readonly: true });
  try {
    return (db.prepare('SELECT id FROM mail_queue WHERE instr(subject, ?) > 0 OR instr(body, ?) > 0').all(text, text) as Array<{ id: number }>).map((row) => row.id);
  } finally {
    db.close();
  }
}

describe('deleting a lead', () => {
  const server = serverForTests({ env: { ADMIN_TOKEN } });

  it('removes an application with its CV and photo, and a contact message', async () => {
    const { body } = await postForm(server.baseUrl, applicationForm());
    const id = body.id!;
    const files = storedFiles(server, id);
    expect(files.every((file) => fs.existsSync(file))).toBe(true);

    expect((await adminCall(server.baseUrl, 'DELETE', `/api/admin/applications/${id}`)).status).toBe(204);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
    expect((await adminCall(server.baseUrl, 'GET', `/api/admin/applications/${id}/cv`)).status).toBe(404);
    expect((await adminCall(server.baseUrl, 'DELETE', `/api/admin/applications/${id}`)).status).toBe(404);

    const message = await postJson(server.baseUrl, '/api/contact', MESSAGE);
    expect((await adminCall(server.baseUrl, 'DELETE', `/api/admin/messages/${message.body.id}`)).status).toBe(204);
    const list = await adminCall<{ data: Array<{ id: number }> }>(server.baseUrl, 'GET', '/api/admin/messages');
    expect(list.body.data.map((item) => item.id)).not.toContain(message.body.id);
  });

  it('removes the mails about the lead from the queue, the mail list and the outbox', async () => {
    const application = (await postForm(server.baseUrl, applicationForm({ name: 'Mailed Applicant' }))).body.id!;
    const message = (await postJson(server.baseUrl, '/api/contact', { ...MESSAGE, full_name: 'Mailed Family', site_language: 'en' })).body.id!;
    // Each: the staff's notification and the acknowledgement to the person.
    const mails = [...mailIdsAbout(server, 'Mailed Applicant'), ...mailIdsAbout(server, 'Mailed Family')];
    expect(mails).toHaveLength(4);
    const written = await outboxFilesOf(server, mails);
    expect(written).toHaveLength(4);

    expect((await adminCall(server.baseUrl, 'DELETE', `/api/admin/applications/${application}`)).status).toBe(204);
    expect((await adminCall(server.baseUrl, 'DELETE', `/api/admin/messages/${message}`)).status).toBe(204);
    expect([...mailIdsAbout(server, 'Mailed Applicant'), ...mailIdsAbout(server, 'Mailed Family')]).toEqual([]);
    const listed = await adminCall<{ data: Array<{ subject: string }> }>(server.baseUrl, 'GET', '/api/admin/mail?per_page=100');
    expect(listed.body.data.map((mail) => mail.subject).filter((subject) => /Mailed (Applicant|Family)/.test(subject))).toEqual([]);
    expect(written.filter((file) => fs.existsSync(file))).toEqual([]);
  });
});

describe('RETENTION_DAYS', () => {
  it('deletes applications, messages and sent mails older than the retention period when the API starts', async () => {
    const first = await startServer({ env: { RETENTION_DAYS: '30' } });
    let restarted: RunningServer | undefined;
    try {
      // The site's privacy notice states the retention the API applies.
      expect(await (await fetch(`${first.baseUrl}/api/privacy`)).json()).toEqual({ data: { retention_days: 30 } });
      const old = (await postForm(first.baseUrl, applicationForm({ name: 'Old Applicant' }))).body.id!;
      const recent = (await postForm(first.baseUrl, applicationForm({ name: 'Recent Applicant' }))).body.id!;
      const oldMessage = (await postJson(first.baseUrl, '/api/contact', MESSAGE)).body.id!;
      const oldFiles = storedFiles(first, old);
      const recentFiles = storedFiles(first, recent);
      await first.stop();

      const db = new Database(first.databasePath);
      const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000).toISOString();
      db.prepare('UPDATE applications SET created_at = ? WHERE id = ?').run(longAgo, old);
      db.prepare('UPDATE contact_messages SET created_at = ? WHERE id = ?').run(longAgo, oldMessage);
      db.prepare("UPDATE mail_queue SET created_at = ?, sent_at = ? WHERE subject LIKE '%Old Applicant%'").run(longAgo, longAgo);
      db.close();
      // An outbox file as old, of a mail no longer in the queue (a copy taken before a restore, say).
      const outbox = path.join(first.dataDir, 'outbox');
      fs.mkdirSync(outbox, { recursive: true });
      const strayMail = path.join(outbox, '2020-01-01T00-00-00-000Z-9999.eml');
      fs.writeFileSync(strayMail, 'Subject: New application: Forgotten Applicant\n');
      const monthAgo = new Date(Date.now() - 31 * 24 * 60 * 60_000);
      fs.utimesSync(strayMail, monthAgo, monthAgo);

      restarted = await startServer({ files: first, env: { RETENTION_DAYS: '30' } });
      const check = new Database(first.databasePath, { readonly: true });
      try {
        const ids = (check.prepare('SELECT id FROM applications').all() as Array<{ id: number }>).map((row) => row.id);
        expect(ids).toEqual([recent]);
        expect(check.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE id = ?').get(oldMessage)).toEqual({ n: 0 });
        expect(check.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE subject LIKE '%Old Applicant%'").get()).toEqual({ n: 0 });
        expect(check.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE subject LIKE '%Recent Applicant%'").get()).toEqual({ n: 1 });
      } finally {
        check.close();
      }
      // The files are removed right after the rows, without holding up the start; then it is logged.
      const purgeLogged = () => restarted!.output().includes('personal data older than the retention period deleted');
      for (let wait = 0; wait < 50 && !purgeLogged(); wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(oldFiles.some((file) => fs.existsSync(file))).toBe(false);
      expect(recentFiles.every((file) => fs.existsSync(file))).toBe(true);
      expect(fs.existsSync(strayMail)).toBe(false);
      expect(restarted.output()).toContain('personal data older than the retention period deleted');
    } finally {
      await restarted?.stop();
      removeServerFiles(first);
    }
  }, 30_000);
});

describe('a request to see or erase what is held for an e-mail address', () => {
  const server = serverForTests({ env: { ADMIN_TOKEN } });

  const EMAIL = 'Layla.Request@example.com';
  const ask = (action: 'search' | 'export' | 'erase', email = EMAIL) =>
    fetch(`${server.baseUrl}/api/admin/personal-data/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });

  it('finds every application, message, mail and outbox file, gives them as one ZIP, then erases them all and records both without the address', async () => {
    const cv = validFiles().cv.bytes;
    const applications = [
      (await postForm(server.baseUrl, applicationForm({ name: 'Layla Request', email: EMAIL }))).body.id!,
      (await postForm(server.baseUrl, applicationForm({ name: 'Layla Request', email: 'layla.request@EXAMPLE.com', role: 'tutor' }))).body.id!,
    ];
    const message = (await postJson(server.baseUrl, '/api/contact', { ...MESSAGE, full_name: 'Layla Request', email: EMAIL, site_language: 'en' })).body.id!;
    const someoneElse = (await postForm(server.baseUrl, applicationForm({ name: 'Not Layla', email: 'other.layla.request@example.com' }))).body.id!;
    const mails = mailIdsAbout(server, 'Layla Request');
    await outboxFilesOf(server, mails, 6);

    const search = await ask('search', 'LAYLA.request@example.com');
    expect(search.status).toBe(200);
    const found = ((await search.json()) as { data: { applications: Array<{ id: number }>; messages: Array<{ id: number }>; mails: unknown[]; outbox_files: number } }).data;
    expect(found.applications.map((item) => item.id)).toEqual(applications);
    expect(found.messages.map((item) => item.id)).toEqual([message]);
    expect(found.mails).toHaveLength(6); // three notifications and their three acknowledgements
    expect(found.outbox_files).toBeGreaterThanOrEqual(3);

    const exported = await ask('export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d\d-\d\d\.zip"$/);
    const entries = await unzip(Buffer.from(await exported.arrayBuffer()));
    const records = JSON.parse(entries.get('records.json')!.toString('utf8')) as {
      applications: Array<{ id: number; cv: { file: string } }>;
      contact_messages: Array<{ id: number }>;
      mails: Array<{ to_address: string }>;
    };
    expect(records.applications.map((item) => item.id)).toEqual(applications);
    expect(entries.get(records.applications[0].cv.file)?.equals(cv)).toBe(true);
    expect(records.contact_messages.map((item) => item.id)).toEqual([message]);
    expect([...entries.keys()].filter((name) => name.startsWith('outbox/')).length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(records)).not.toContain('Not Layla');

    const erased = await ask('erase');
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { data: unknown }).data).toMatchObject({ applications: 2, messages: 1, mails: 6, files: 4 });
    const after = ((await (await ask('search')).json()) as { data: unknown }).data;
    expect(after).toEqual({ applications: [], candidates: [], messages: [], consultations: [], engagements: [], mails: [], outbox_files: 0 });
    const check = new Database(server.databasePath, { readonly: true });
    try {
      expect(check.prepare("SELECT COUNT(*) AS n FROM mail_queue WHERE instr(body, 'Layla Request') > 0 OR to_address = ? COLLATE NOCASE").get(EMAIL)).toEqual({ n: 0 });
      expect(check.prepare('SELECT id FROM applications WHERE id = ?').get(someoneElse)).toEqual({ id: someoneElse });
      const trail = check.prepare("SELECT actor, action, resource, detail FROM audit_log WHERE resource = 'personal-data' ORDER BY id").all() as Array<{ action: string; detail: string }>;
      expect(trail.map((row) => row.action)).toEqual(['export', 'erase']);
      expect(trail[1].detail).toMatch(/^2 applications, 1 message, 0 consultations, 6 mails, \d+ outbox files; address sha256:/);
      expect(JSON.stringify(trail).toLowerCase()).not.toContain('layla');
      const fingerprint = trail[1].detail.split('address ')[1];
      expect(matchesFingerprint(fingerprint, ' layla.request@example.com')).toBe(true);
      expect(matchesFingerprint(fingerprint, 'someone.else@example.com')).toBe(false);
    } finally {
      check.close();
    }
    expect(fs.readdirSync(server.uploadsDir).length).toBe(2); // the other applicant's CV and photo
    expect(await outboxFilesOf(server, mails, 0)).toEqual([]);
  });

  it("refuses the staff's own addresses (the notification inbox gets a mail about every lead), and erases nothing", async () => {
    await postJson(server.baseUrl, '/api/contact', { ...MESSAGE, full_name: 'Nadia Other', email: 'nadia.other@example.com', site_language: 'en' });
    const db = new Database(server.databasePath);
    db.prepare("INSERT INTO staff_users (email, password_hash, created_at) VALUES ('recruiter@familyeducation.ae', 'x', '2026-01-01')").run();
    db.close();
    const mailsBefore = mailIdsAbout(server, 'Nadia Other');
    expect(mailsBefore.length).toBeGreaterThan(0);
    // NOTIFY_TO and MAIL_FROM are the site's address by default; a staff account's, in any letter case.
    for (const address of [CONTACT.email, CONTACT.email.toUpperCase(), ' Recruiter@FamilyEducation.ae']) {
      for (const action of ['search', 'export', 'erase'] as const) {
        const reply = await ask(action, address);
        expect(reply.status).toBe(400);
        expect(await reply.json()).toEqual({ errors: { email: expect.stringContaining("is the staff's own address") } });
      }
    }
    expect(mailIdsAbout(server, 'Nadia Other')).toEqual(mailsBefore);
  });

  it('finds, exports and erases a mailbox\'s bookings, messages and applications however its address was written, and no one else\'s', async () => {
    expect((await adminCall(server.baseUrl, 'PUT', '/api/admin/availability', { json: OPEN_EVERY_DAY })).status).toBe(200);
    const [start, otherStart] = await freeStarts(server.baseUrl);
    const family = { meeting: 'phone', full_name: 'Case Tester', phone: '+971 50 123 4567', service: '', message: '', site_language: 'en' };
    const booked = await postJson(server.baseUrl, '/api/booking', { ...family, start, email: 'Case.Tester+one@Gmail.com' });
    expect(booked.status).toBe(201);
    // The same mailbox, refused a second booking as "already booked".
    expect((await postJson(server.baseUrl, '/api/booking', { ...family, start: otherStart, email: 'casetester@gmail.com' })).status).toBe(409);
    const message = (await postJson(server.baseUrl, '/api/contact', { ...MESSAGE, full_name: 'Case Tester', email: 'CASE.tester+two@googlemail.com', site_language: 'en' })).body.id!;
    const application = (await postForm(server.baseUrl, applicationForm({ name: 'Case Tester', email: 'c.a.s.e.tester@gmail.com' }))).body.id!;
    const otherPerson = (await postJson(server.baseUrl, '/api/contact', { ...MESSAGE, full_name: 'Case Tester Two', email: 'casetester2@gmail.com', site_language: 'en' })).body.id!;
    const consultation = checked(Booked, booked.body).data.id;

    const search = await ask('search', 'casetester@gmail.com');
    expect(search.status).toBe(200);
    const found = checked(FoundByMailbox, await search.json()).data;
    expect([found.applications.map((item) => item.id), found.messages.map((item) => item.id), found.consultations.map((item) => item.id)]).toEqual([[application], [message], [consultation]]);

    const records = checked(
      ExportedByMailbox,
      JSON.parse((await unzip(Buffer.from(await (await ask('export', 'Case.Tester@gmail.com')).arrayBuffer()))).get('records.json')!.toString('utf8')),
    );
    expect(records.consultations.map((item) => [item.id, item.email])).toEqual([[consultation, 'Case.Tester+one@Gmail.com']]);
    expect(records.contact_messages.map((item) => item.id)).toEqual([message]);

    const erased = await ask('erase', 'casetester+anything@googlemail.com');
    expect(checked(Answer, await erased.json()).data).toMatchObject({ applications: 1, messages: 1, consultations: 1 });
    expect(checked(FoundByMailbox, await (await ask('search', 'Case.Tester+one@Gmail.com')).json()).data).toMatchObject({ applications: [], messages: [], consultations: [] });
    const left = new Database(server.databasePath, { readonly: true });
    try {
      expect(left.prepare('SELECT id FROM contact_messages WHERE id = ?').get(otherPerson)).toEqual({ id: otherPerson });
    } finally {
      left.close();
    }
  });

  it("refuses another spelling of the staff's own addresses too", async () => {
    const [name, domain] = CONTACT.email.split('@');
    const reply = await ask('search', `${name.toUpperCase()}+data@${domain}`);
    expect([reply.status, await reply.json()]).toEqual([400, { errors: { email: expect.stringContaining("is the staff's own address") } }]);
  });

  it('finds the mails about a lead, not every mail sent to its address', async () => {
    const id = (await postJson(server.baseUrl, '/api/contact', { ...MESSAGE, full_name: 'Sara Lead', email: 'sara.lead@example.com', site_language: 'en' })).body.id!;
    // A mail to her address about someone else's lead (a staff member forwarding, say) is not hers.
    const other = (await postJson(server.baseUrl, '/api/contact', { ...MESSAGE, full_name: 'Someone Else', email: 'someone.else@example.com', site_language: 'en' })).body.id!;
    const db = new Database(server.databasePath);
    new MailQueue(db, 1000).enqueue({ kind: 'contact-notification', to: 'sara.lead@example.com', subject: 'About Someone Else', body: 'Someone Else', lead: { kind: 'message', id: other } });
    db.close();
    const found = ((await (await ask('search', 'sara.lead@example.com')).json()) as { data: { mails: Array<{ subject: string }> } }).data;
    expect(found.mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('New message from Sara Lead'), 'We have received your message']);
    expect(mailIdsAbout(server, 'Sara Lead')).toHaveLength(2);
    expect(id).toBeGreaterThan(0);
  });

  it("leaves nothing of an erased person in the database file, its write-ahead log or a backup made after the erasure", async () => {
    const name = 'Zenobia Quillfeather';
    const email = 'zenobia.quillfeather@example.com';
    const applicationId = (await postForm(server.baseUrl, applicationForm({ name, email }))).body.id!;
    await postJson(server.baseUrl, '/api/contact', { ...MESSAGE, full_name: name, email, message: `${name} would like a tutor.`, site_language: 'en' });
    await outboxFilesOf(server, mailIdsAbout(server, name), 2);
    const occurrences = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file).toString('latin1').split(Buffer.from(name).toString('latin1')).length - 1 : 0);
    const files = [server.databasePath, `${server.databasePath}-wal`];
    expect(files.map(occurrences).reduce((a, b) => a + b)).toBeGreaterThan(0);

    expect((await ask('erase', email)).status).toBe(200);
    expect(files.map((file) => [path.basename(file), occurrences(file)])).toEqual(files.map((file) => [path.basename(file), 0]));
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erased-backup-'));
    try {
      const copy = path.join(backupDir, 'copy');
      await backUp({ databasePath: server.databasePath, uploadsDir: server.uploadsDir, mediaDir: path.join(server.dataDir, 'media') }, copy);
      expect(occurrences(path.join(copy, BACKUP_LAYOUT.database))).toBe(0);
    } finally {
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
    expect(applicationId).toBeGreaterThan(0);
  });

  it('refuses what is not an e-mail address, in the address field', async () => {
    const reply = await ask('search', 'not an address');
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ errors: { email: 'is not an e-mail address' } });
  });
});
