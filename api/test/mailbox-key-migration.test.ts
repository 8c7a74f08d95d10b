/**
 * Migration 15 on leads already stored: each application and contact message gets its address's
 * mailbox key, so a data request finds the ones sent before it too, however their address was written.
 */
import Database from 'better-sqlite3';
import { migrate } from '../src/db/migrate';
import { SubmissionRepository } from '../src/db/submission-repository';
import { leadOwners } from '../src/privacy/lead-owners';

it('keys the applications and messages stored before it, and a data request finds them by any spelling of the mailbox', () => {
  const db = new Database(':memory:');
  migrate(db, 14);
  db.prepare(
    `INSERT INTO applications (name, email, phone, languages, role, age_group, quote, site_language, cv_file, cv_original_name, cv_mime, cv_size,
       photo_file, photo_original_name, photo_mime, photo_size, created_at)
     VALUES ('Case Tester', 'Case.Tester+cv@Gmail.com', '+971 50 123 4567', '["english"]', 'nanny', '3-5', 'Hello', 'en', 'a.pdf', 'cv.pdf', 'application/pdf', 10,
       'b.png', 'me.png', 'image/png', 10, '2026-11-01T10:00:00.000Z')`,
  ).run();
  const message = db.prepare(
    `INSERT INTO contact_messages (full_name, email, phone, subject, message, site_language, created_at)
     VALUES ('Case Tester', ?, '+971 50 123 4567', 'Hi', 'Hello', 'en', '2026-11-01T10:00:00.000Z')`,
  );
  message.run('casetester@googlemail.com');
  message.run('Other.Person@example.com');
  migrate(db);
  expect(db.prepare('SELECT email_key FROM applications').all()).toEqual([{ email_key: 'casetester@gmail.com' }]);
  expect(db.prepare('SELECT email_key FROM contact_messages ORDER BY id').all()).toEqual([{ email_key: 'casetester@gmail.com' }, { email_key: 'other.person@example.com' }]);
  const held = new SubmissionRepository(db, leadOwners(db)).heldFor('CASE.TESTER@gmail.com');
  expect([held.applications.length, held.messages.map((row) => row.email)]).toEqual([1, ['casetester@googlemail.com']]);
  db.close();
});
