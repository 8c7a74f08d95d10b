/** Pure helpers: message lookup with fallbacks, ZIP central directory reading, field rules. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocaleMessages } from '../src/i18n/locale-messages';
import { isSoundWordDocument, isWordDocument } from '../src/uploads/zip-entries';
import { isEmailAddress, isPhoneNumber } from '@efe/shared/form-rules';
import { filterOptionsOf } from '../src/content/filter-options';
import { UploadStore } from '../src/uploads/upload-store';
import { pdfOfSize, plainZip, streamedDocx } from './support/sample-files';
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { clientKey } from '../src/http/client-key';

describe('LocaleMessages', () => {
  let localesDir: string;

  beforeAll(() => {
    localesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
    const write = (language: string, messages: object) => {
      fs.mkdirSync(path.join(localesDir, language));
      fs.writeFileSync(path.join(localesDir, language, 'validation.json'), JSON.stringify(messages));
    };
    write('en', { name: { required: 'Name is required.' }, phone: { invalid: 'Phone number must be 1 to {{max}} digits.' } });
    write('ru', { name: { required: 'Укажите имя.' }, phone: { invalid: '' } });
    // no ar file at all
  });

  afterAll(() => fs.rmSync(localesDir, { recursive: true, force: true }));

  it('answers in the requested language and interpolates {{max}}', () => {
    const messages = new LocaleMessages(localesDir);
    expect(messages.translator('ru')('name.required')).toBe('Укажите имя.');
    expect(messages.translator('en')('phone.invalid', { max: 15 })).toBe('Phone number must be 1 to 15 digits.');
  });

  it('falls back to English for a missing file, key or empty text', () => {
    const messages = new LocaleMessages(localesDir);
    expect(messages.translator('ar')('name.required')).toBe('Name is required.');
    expect(messages.translator('ru')('phone.invalid', { max: 15 })).toBe('Phone number must be 1 to 15 digits.');
  });

  it('knows when English is missing', () => {
    expect(new LocaleMessages(localesDir).hasDefaultLanguage).toBe(true);
    expect(new LocaleMessages(path.join(localesDir, 'nowhere')).hasDefaultLanguage).toBe(false);
  });
});

describe('ZIP central directory', () => {
  it('recognises a streamed DOCX (sizes in data descriptors), and finds it sound', async () => {
    expect(await isWordDocument(streamedDocx())).toBe(true);
    expect(await isSoundWordDocument(streamedDocx())).toBe(true);
  });

  it('recognises a DOCX followed by an archive comment', async () => {
    const docx = streamedDocx();
    const comment = Buffer.from('exported by a word processor');
    const withComment = Buffer.concat([docx, comment]);
    withComment.writeUInt16LE(comment.length, docx.length - 2);
    expect(await isWordDocument(withComment)).toBe(true);
  });

  it('refuses archives without a Word document, truncated archives, a ZIP behind other bytes and other files', async () => {
    expect(await isWordDocument(plainZip())).toBe(false);
    const docx = streamedDocx();
    expect(await isWordDocument(docx.subarray(0, docx.length - 30))).toBe(false);
    expect(await isWordDocument(Buffer.concat([Buffer.from('<html>'), docx]))).toBe(false);
    expect(await isWordDocument(pdfOfSize(1000))).toBe(false);
    expect(await isWordDocument(Buffer.alloc(0))).toBe(false);
  });
});

describe('field rules', () => {
  it.each(['maria@example.com', 'a.b+c@mail.example.ae', 'x@localhost'])('accepts the e-mail %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['maria', 'maria@', '@example.com', 'maria @example.com', 'maria@exa mple.com'])('refuses the e-mail %s', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it.each(['+971 50 123 4567', '(04) 331-0914', '123456789012345', '1'])('accepts the phone %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each(['', '+', '1234567890123456', '050.123.4567', 'phone'])('refuses the phone "%s"', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false);
  });
});

describe('filterOptionsOf', () => {
  it('offers the base roles even with no candidates', () => {
    expect(filterOptionsOf([])).toEqual({ roles: ['Governess', 'Nanny', 'Teacher', 'Tutor'], countries: [], languages: [] });
  });

  it('splits plain comma-separated strings and merges spellings that differ only in case', () => {
    expect(
      filterOptionsOf([
        { roles: 'Nanny, Nanny-housekeeper', language: 'English, Arabic', country: 'India' },
        { roles: ['nanny'], language: ['english', 'Hindi'], country: 'India' },
      ]),
    ).toEqual({
      roles: ['Governess', 'Nanny', 'Nanny-housekeeper', 'Teacher', 'Tutor'],
      countries: ['India'],
      languages: ['Arabic', 'English', 'Hindi'],
    });
  });
});

describe('UploadStore.removeOrphans', () => {
  it('removes unreferenced files and temp files older than the grace period, and keeps the rest', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    try {
      const store = new UploadStore(dir);
      const kept = await store.save(pdfOfSize(1000), 'pdf');
      const stray = await store.save(pdfOfSize(1000), 'pdf');
      fs.writeFileSync(path.join(dir, '.tmp-left-by-a-crash'), 'x');
      const now = Date.now();
      // Within the grace period nothing unreferenced is touched (a request may be finishing).
      expect(store.removeOrphans(new Set([kept]), 60_000, now)).toEqual([]);
      // Past it, every unreferenced file goes, temp files included.
      expect(store.removeOrphans(new Set([kept]), 60_000, now + 61_000).sort()).toEqual(['.tmp-left-by-a-crash', stray].sort());
      expect(fs.readdirSync(dir)).toEqual([kept]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('migration 6', () => {
  it('links the mails queued before it to their lead, so deleting the lead deletes them', () => {
    const db = new Database(':memory:');
    try {
      for (const migration of MIGRATIONS.filter((item) => item.version <= 5)) db.exec(migration.sql);
      db.pragma('user_version = 5');
      const insertApplication = db.prepare(
        `INSERT INTO applications (id, name, email, phone, languages, role, age_group, quote, site_language, cv_file, cv_mime, cv_size, photo_file, photo_mime, photo_size, created_at)
         VALUES (?, 'A', ?, '1', '[]', 'nanny', '0-2', 'q', 'en', ?, 'application/pdf', 1, ?, 'image/png', 1, ?)`,
      );
      insertApplication.run(12, 'a@example.com', 'cv12', 'photo12', '2026-01-01T10:00:00.000Z');
      insertApplication.run(13, 'a@example.com', 'cv13', 'photo13', '2026-03-01T10:00:00.000Z');
      const mail = db.prepare("INSERT INTO mail_queue (kind, to_address, subject, body, created_at, next_attempt_at) VALUES (?, ?, 's', ?, ?, '')");
      mail.run('application-notification', 'staff@example.com', 'In the admin: http://x/admin/#/applications/12/show', '2026-01-01T10:00:01.000Z');
      mail.run('contact-notification', 'staff@example.com', 'In the admin: http://x/admin/#/messages/7/show', '2026-01-02T10:00:00.000Z');
      mail.run('application-confirmation', 'A@example.com', 'Thank you', '2026-03-01T10:00:02.000Z');
      migrate(db);
      expect(db.prepare('SELECT kind, lead_kind, lead_id FROM mail_queue ORDER BY id').all()).toEqual([
        { kind: 'application-notification', lead_kind: 'application', lead_id: 12 },
        { kind: 'contact-notification', lead_kind: 'message', lead_id: 7 },
        // The applicant's confirmation belongs to the application sent just before it.
        { kind: 'application-confirmation', lead_kind: 'application', lead_id: 13 },
      ]);
    } finally {
      db.close();
    }
  });
});

describe('clientKey', () => {
  it('keeps an IPv4 address, and takes an IPv6 address by its /64 however it is written', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:0db8:00aa:00bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('migration 13', () => {
  it('keeps every queued mail and its indexes, lets a mail name a consultation and carry an invitation, and still refuses an unknown lead kind', () => {
    const db = new Database(':memory:');
    try {
      for (const migration of MIGRATIONS.filter((item) => item.version <= 12)) {
        db.exec(migration.sql);
        migration.run?.(db);
      }
      db.pragma('user_version = 12');
      db.exec(`INSERT INTO mail_queue (id, kind, to_address, subject, body, created_at, next_attempt_at, lead_kind, lead_id)
               VALUES (7, 'contact-notification', 'staff@example.com', 'New message', 'Text', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00Z', 'message', 3)`);
      migrate(db, 13);
      expect(db.prepare('SELECT id, kind, lead_kind, lead_id, calendar FROM mail_queue').all()).toEqual([
        { id: 7, kind: 'contact-notification', lead_kind: 'message', lead_id: 3, calendar: null },
      ]);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'mail_queue' ORDER BY name").pluck().all()).toEqual(['mail_queue_due', 'mail_queue_lead']);
      const insert = db.prepare(
        "INSERT INTO mail_queue (kind, to_address, subject, body, created_at, next_attempt_at, lead_kind, lead_id, calendar) VALUES ('k', 'a@b.c', 's', 'b', 'now', 'now', ?, 1, 'BEGIN:VCALENDAR')",
      );
      expect(() => insert.run('consultation')).not.toThrow();
      expect(() => insert.run('other')).toThrow(/CHECK constraint failed/);
    } finally {
      db.close();
    }
  });
});

describe('migration 11', () => {
  it('keeps every row and index, and an id deleted is never given again, in every table whose ids are named elsewhere', () => {
    const db = new Database(':memory:');
    try {
      db.pragma('foreign_keys = ON');
      for (const migration of MIGRATIONS.filter((item) => item.version <= 10)) db.exec(migration.sql);
      db.pragma('user_version = 10');
      db.exec(`INSERT INTO candidates (id, position, first_name, last_name) VALUES (1, 0, 'Amina', 'Haddad'), (2, 1, 'Grace', 'Lee');
               INSERT INTO candidate_descriptions (candidate_id, language, description) VALUES (2, 'en', 'Kind.');
               INSERT INTO blog_posts (id, slug, published_at) VALUES (5, 'a-post', '2026-01-01');
               INSERT INTO blog_post_translations (post_id, language, title, content) VALUES (5, 'en', 'A post', '<p>Text</p>');`);
      const indexesBefore = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").pluck().all();
      migrate(db, 11);
      // Every index is still there.
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL ORDER BY name").pluck().all()).toEqual(indexesBefore);
      // The rows referring to the rebuilt tables are still there (no cascade), and still enforced.
      expect(db.prepare('SELECT description FROM candidate_descriptions WHERE candidate_id = 2').pluck().get()).toBe('Kind.');
      expect(db.prepare('SELECT title FROM blog_post_translations WHERE post_id = 5').pluck().get()).toBe('A post');
      expect(() => db.exec("INSERT INTO candidate_descriptions (candidate_id, language, description) VALUES (99, 'en', 'x')")).toThrow(/FOREIGN KEY/);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);

      db.exec('DELETE FROM candidates WHERE id = 2');
      const next = db.prepare("INSERT INTO candidates (position, first_name, last_name) VALUES (2, 'Sara', 'Novak')").run().lastInsertRowid;
      expect(Number(next)).toBe(3);
      for (const table of ['blog_posts', 'testimonials', 'candidates', 'applications', 'contact_messages', 'deploys', 'staff_users', 'audit_log', 'mail_queue']) {
        expect(db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table)).toMatch(/\bid INTEGER PRIMARY KEY AUTOINCREMENT\b/);
      }
    } finally {
      db.close();
    }
  });
});

describe('migration 12', () => {
  it("keeps each account's role and its sessions, makes no one owner, and refuses a role the table does not know", () => {
    const db = new Database(':memory:');
    try {
      db.pragma('foreign_keys = ON');
      db.exec(`CREATE TABLE staff_users (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
                 role TEXT NOT NULL CHECK (role IN ('editor', 'recruiter')), must_change_password INTEGER NOT NULL DEFAULT 1,
                 failed_logins INTEGER NOT NULL DEFAULT 0, locked_until TEXT, created_at TEXT NOT NULL);
               CREATE TABLE staff_sessions (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
                 csrf_token TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL);
               INSERT INTO staff_users (id, email, password_hash, role, created_at) VALUES (1, 'e@example.com', 'h', 'editor', '2026-01-01'), (2, 'r@example.com', 'h', 'recruiter', '2026-01-02');
               INSERT INTO staff_sessions VALUES ('t', 2, 'c', '2026-01-02', '2099-01-01');`);
      const migration = MIGRATIONS.find((item) => item.version === 12);
      db.exec(migration?.sql ?? 'no migration 12');
      expect(db.prepare('SELECT user_id, role FROM staff_roles ORDER BY user_id').all()).toEqual([
        { user_id: 1, role: 'editor' },
        { user_id: 2, role: 'recruiter' },
      ]);
      expect(db.prepare('SELECT user_id FROM staff_sessions').pluck().all()).toEqual([2]);
      expect(db.prepare('SELECT disabled_at FROM staff_users').pluck().all()).toEqual([null, null]);
      expect(() => db.exec("INSERT INTO staff_roles (user_id, role) VALUES (1, 'admin')")).toThrow(/CHECK/);
      // A deleted account takes its roles with it.
      db.exec('DELETE FROM staff_users WHERE id = 1');
      expect(db.prepare('SELECT user_id FROM staff_roles').pluck().all()).toEqual([2]);
    } finally {
      db.close();
    }
  });
});
