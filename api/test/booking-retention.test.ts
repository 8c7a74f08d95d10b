/** The retention purge takes a booking once both its making and its time are past the cutoff, with the mails about it. */
import { openDatabase, type Db } from '../src/db/connection';
import { SubmissionRepository } from '../src/db/submission-repository';
import { leadOwners } from '../src/privacy/lead-owners';
import { MailQueue } from '../src/mail/mail-queue';

function book(db: Db, email: string, createdAt: string, startsAt: string): number {
  const ends = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
  return Number(
    db
      .prepare(
        `INSERT INTO consultations (starts_at, ends_at, meeting, full_name, email, email_key, phone, message, site_language, created_at, updated_at)
         VALUES (?, ?, 'phone', 'A family', ?, ?, '+971501234567', '', 'en', ?, ?)`,
      )
      .run(startsAt, ends, email, email, createdAt, createdAt).lastInsertRowid,
  );
}

describe('the retention purge of bookings', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
  });
  afterEach(() => db.close());

  it('keeps a booking made long ago for a consultation still to come, and removes one whose time is past too', () => {
    const cutoff = new Date('2026-06-01T00:00:00Z');
    const old = book(db, 'old@example.com', '2026-01-10T10:00:00.000Z', '2026-01-20T05:00:00.000Z');
    const aheadOfItsTime = book(db, 'ahead@example.com', '2026-05-01T10:00:00.000Z', '2026-06-15T05:00:00.000Z');
    const recent = book(db, 'recent@example.com', '2026-07-01T10:00:00.000Z', '2026-07-05T05:00:00.000Z');
    const queue = new MailQueue(db, 1000, () => new Date('2026-07-01T10:00:00Z'));
    const mail = queue.enqueue({ kind: 'booking-confirmation', to: 'old@example.com', subject: 'Booked', body: 'Text', lead: { kind: 'consultation', id: old } });

    const purged = new SubmissionRepository(db, leadOwners(db)).purgeOlderThan(cutoff);

    expect(purged.consultations).toBe(1);
    expect(purged.mailIds).toContain(mail);
    expect(db.prepare('SELECT id FROM consultations ORDER BY id').pluck().all()).toEqual([aheadOfItsTime, recent]);
  });
});
