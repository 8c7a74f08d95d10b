/**
 * Migration 14 on a diary that was in use: every booking's link still opens it, the keys queued
 * mails held in their text and calendar are gone, each booking's history starts from what its row
 * said, addresses get their key, and no id is given twice.
 */
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { keyHash } from '../src/booking/private-keys';
import { ConsultationRepository } from '../src/booking/consultation-repository';
import { PRIVATE_KEY_PLACEHOLDER } from '../src/db/mail-rows';

const KEY = 'k'.repeat(40) + 'AB_';
const OTHER_KEY = 'Z-'.repeat(21) + 'q';

/** A calendar line folded as ics.ts folds it: the key split across two lines. */
const foldedCalendar = `BEGIN:VCALENDAR\r\nDESCRIPTION:by phone\\n\\nTo move it: https://example.ae/book-c\r\n onsultation/manage#${KEY.slice(0, 20)}\r\n ${KEY.slice(20)}\r\nEND:VCALENDAR\r\n`;

function diaryAtVersion13(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, 13);
  const insert = db.prepare(
    `INSERT INTO consultations (id, starts_at, ends_at, meeting, full_name, email, phone, message, site_language, status, cancelled_by, cancel_reason, sequence, token_hash, created_at, updated_at, handled_at, handled_by)
     VALUES (?, ?, ?, 'phone', 'A Family', ?, '+971 50 123 4567', '', 'en', ?, ?, ?, ?, ?, '2026-11-01T10:00:00.000Z', '2026-11-02T10:00:00.000Z', ?, ?)`,
  );
  insert.run(1, '2026-12-01T05:00:00.000Z', '2026-12-01T05:30:00.000Z', 'F.Amily+x@GoogleMail.com', 'booked', null, null, 0, keyHash(KEY), null, null);
  insert.run(2, '2026-12-02T05:00:00.000Z', '2026-12-02T05:30:00.000Z', 'b@example.com', 'cancelled', 'staff', 'Ill', 1, keyHash(OTHER_KEY), '2026-11-02T10:00:00.000Z', 'Olga');
  insert.run(3, '2026-11-03T05:00:00.000Z', '2026-11-03T05:30:00.000Z', 'c@example.com', 'held', null, null, 2, keyHash('c'.repeat(43)), '2026-11-03T06:00:00.000Z', 'Omar');
  insert.run(4, '2026-12-04T05:00:00.000Z', '2026-12-04T05:30:00.000Z', 'd@example.com', 'booked', null, null, 0, keyHash('d'.repeat(43)), null, null);
  db.exec('DELETE FROM consultations WHERE id = 4');
  const mail = db.prepare(
    "INSERT INTO mail_queue (kind, to_address, subject, body, created_at, next_attempt_at, lead_kind, lead_id, calendar) VALUES (?, ?, 's', ?, '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:00.000Z', 'consultation', 1, ?)",
  );
  mail.run('booking-confirmation', 'F.Amily+x@GoogleMail.com', `Dear A Family,\n\nTo move or cancel it: https://example.ae/ar/book-consultation/manage#${KEY}\n`, foldedCalendar);
  mail.run('booking-booked-notification', 'staff@example.com', 'New consultation', null);
  return db;
}

describe('migration 14', () => {
  it('keeps every link working, takes every key out of the queued mails, starts each history and keys each address', () => {
    const db = diaryAtVersion13();
    try {
      migrate(db);
      const diary = new ConsultationRepository(db);
      expect(diary.byKey(KEY)?.id).toBe(1);
      expect(diary.byKey(OTHER_KEY)?.id).toBe(2);
      expect(db.prepare("SELECT COUNT(*) FROM pragma_table_info('consultations') WHERE name = 'token_hash'").pluck().get()).toBe(0);
      expect(db.prepare('SELECT id, email_key FROM consultations ORDER BY id').all()).toEqual([
        { id: 1, email_key: 'family@gmail.com' },
        { id: 2, email_key: 'b@example.com' },
        { id: 3, email_key: 'c@example.com' },
      ]);

      const [family, staff] = db.prepare<[], { body: string; calendar: string | null; to_key: string }>('SELECT body, calendar, to_key FROM mail_queue ORDER BY id').all();
      expect(family.body).toContain(`/ar/book-consultation/manage#${PRIVATE_KEY_PLACEHOLDER}\n`);
      const unfolded = (family.calendar ?? '').replace(/\r\n /g, '');
      expect(unfolded).toContain(`manage#${'x'.repeat(43)}\r\n`);
      for (const text of [family.body, family.calendar ?? '', unfolded]) {
        expect(text).not.toContain(KEY.slice(0, 20));
        expect(text).not.toContain(KEY.slice(20));
      }
      // The calendar keeps its folding: every line as long as it was.
      const lengths = (calendar: string) => calendar.split('\r\n').map((line) => Buffer.byteLength(line));
      expect(lengths(family.calendar ?? '')).toEqual(lengths(foldedCalendar));
      expect([family.to_key, staff.to_key]).toEqual(['family@gmail.com', 'staff@example.com']);

      expect(diary.history(1).map(({ event, actor, starts_at }) => ({ event, actor, starts_at }))).toEqual([{ event: 'booked', actor: 'family', starts_at: '2026-12-01T05:00:00.000Z' }]);
      expect(diary.history(2).map(({ event, actor, staff_name, reason }) => ({ event, actor, staff_name, reason }))).toEqual([
        { event: 'booked', actor: 'family', staff_name: null, reason: null },
        { event: 'cancelled', actor: 'staff', staff_name: 'Olga', reason: 'Ill' },
      ]);
      // Moved once before the history was kept: its first time is not known.
      expect(diary.history(3).map(({ event, starts_at, staff_name }) => ({ event, starts_at, staff_name }))).toEqual([
        { event: 'booked', starts_at: null, staff_name: null },
        { event: 'held', starts_at: '2026-11-03T05:00:00.000Z', staff_name: 'Omar' },
      ]);

      // Id 4 was deleted before: it is never given again. Keys and history go with their booking.
      const next = db
        .prepare(
          "INSERT INTO consultations (starts_at, ends_at, meeting, full_name, email, email_key, phone, message, site_language, created_at, updated_at) VALUES ('a', 'b', 'video', 'n', 'e', 'e', 'p', '', 'en', 'c', 'u')",
        )
        .run().lastInsertRowid;
      expect(Number(next)).toBe(5);
      db.exec('DELETE FROM consultations WHERE id = 2');
      expect(db.prepare('SELECT COUNT(*) FROM consultation_keys WHERE consultation_id = 2').pluck().get()).toBe(0);
      expect(db.prepare('SELECT COUNT(*) FROM consultation_events WHERE consultation_id = 2').pluck().get()).toBe(0);
      expect(db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      db.close();
    }
  });
});
