/**
 * Migration 14's work that SQL alone cannot say: the booking's private keys move to a table of
 * their own (a booking may have several: the one its page showed, and one made for each mail
 * that carries its link), its history is started from what its row says, addresses get the key
 * every per-address limit counts (shared/address-key.ts), and the keys queued mails held in
 * their text are taken out.
 */
import type Database from 'better-sqlite3';
import { addressKey } from '@efe/shared/address-key';
import { PRIVATE_KEY_PLACEHOLDER } from '../mail-rows';
import type { Migration } from './migration';

/** The consultations table as it is from here on: no key column, the address's key beside the address. */
const CONSULTATIONS = `
  CREATE TABLE consultations_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    meeting TEXT NOT NULL CHECK (meeting IN ('phone', 'video', 'office')),
    full_name TEXT NOT NULL,
    email TEXT NOT NULL,
    email_key TEXT NOT NULL,
    phone TEXT NOT NULL,
    service TEXT,
    message TEXT NOT NULL,
    site_language TEXT NOT NULL,
    time_zone TEXT,
    status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled', 'held', 'missed')),
    cancelled_by TEXT CHECK (cancelled_by IN ('family', 'staff')),
    cancel_reason TEXT,
    sequence INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    handled_at TEXT,
    handled_by TEXT,
    landing_path TEXT,
    referrer_host TEXT,
    utm_source TEXT,
    utm_medium TEXT,
    utm_campaign TEXT
  )`;
const KEPT_COLUMNS =
  'id, starts_at, ends_at, meeting, full_name, email, phone, service, message, site_language, time_zone, status, cancelled_by, cancel_reason, sequence, created_at, updated_at, handled_at, handled_by, landing_path, referrer_host, utm_source, utm_medium, utm_campaign';

const TRUSTED_DIARY_SQL = `
  CREATE TABLE consultation_keys (
    key_hash TEXT PRIMARY KEY,
    consultation_id INTEGER NOT NULL REFERENCES consultations(id) ON DELETE CASCADE,
    made_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX consultation_keys_of ON consultation_keys(consultation_id);
  INSERT INTO consultation_keys (key_hash, consultation_id, made_at) SELECT token_hash, id, created_at FROM consultations;

  CREATE TABLE consultation_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    consultation_id INTEGER NOT NULL REFERENCES consultations(id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    event TEXT NOT NULL CHECK (event IN ('booked', 'moved', 'cancelled', 'held', 'missed', 'link-mailed')),
    actor TEXT NOT NULL CHECK (actor IN ('family', 'staff', 'visitor')),
    staff_name TEXT,
    starts_at TEXT,
    previous_starts_at TEXT,
    reason TEXT
  );
  CREATE INDEX consultation_events_of ON consultation_events(consultation_id, id);
  -- What each row says of its past; a moved booking's first time is not known any more.
  INSERT INTO consultation_events (consultation_id, at, event, actor, starts_at)
    SELECT id, created_at, 'booked', 'family', CASE WHEN sequence - (status = 'cancelled') = 0 THEN starts_at END FROM consultations;
  INSERT INTO consultation_events (consultation_id, at, event, actor, staff_name, starts_at, reason)
    SELECT id, updated_at, 'cancelled', COALESCE(cancelled_by, 'staff'), CASE WHEN cancelled_by = 'staff' THEN handled_by END, starts_at, cancel_reason
    FROM consultations WHERE status = 'cancelled';
  INSERT INTO consultation_events (consultation_id, at, event, actor, staff_name, starts_at)
    SELECT id, handled_at, status, 'staff', handled_by, starts_at FROM consultations WHERE status IN ('held', 'missed') AND handled_at IS NOT NULL;

  CREATE TABLE booking_clients (
    client TEXT NOT NULL,
    booked_at TEXT NOT NULL
  );
  CREATE INDEX booking_clients_recent ON booking_clients(client, booked_at);

  ALTER TABLE mail_queue ADD COLUMN to_key TEXT;
  CREATE INDEX mail_queue_to_key ON mail_queue(to_key, created_at);
`;

/** A key in a mail's link, with the folds (CRLF and a space) a calendar line may have inside it. */
const KEY_IN_LINK = /(manage#)((?:\r\n )?[A-Za-z0-9_-]){43}/g;

function migrateToTrustedDiary(db: Database.Database): void {
  const sequence: unknown = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'consultations'").pluck().get();
  db.exec(CONSULTATIONS);
  db.exec(`INSERT INTO consultations_rebuilt (${KEPT_COLUMNS}, email_key) SELECT ${KEPT_COLUMNS}, '' FROM consultations`);
  const setKey = db.prepare<[string, number]>('UPDATE consultations_rebuilt SET email_key = ? WHERE id = ?');
  for (const row of db.prepare<[], { id: number; email: string }>('SELECT id, email FROM consultations_rebuilt').all()) setKey.run(addressKey(row.email), row.id);
  db.exec('DROP TABLE consultations; ALTER TABLE consultations_rebuilt RENAME TO consultations;');
  // Ids are never given twice: the counter goes on from where it was, not from the largest id left.
  if (typeof sequence === 'number') db.prepare("UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = 'consultations'").run(sequence);
  db.exec(`
    CREATE INDEX consultations_diary ON consultations(status, starts_at);
    CREATE INDEX consultations_email ON consultations(email COLLATE NOCASE);
    CREATE INDEX consultations_email_key ON consultations(email_key, starts_at);
  `);

  const setMailKey = db.prepare<[string, number]>('UPDATE mail_queue SET to_key = ? WHERE id = ?');
  for (const row of db.prepare<[], { id: number; to_address: string }>('SELECT id, to_address FROM mail_queue').all()) setMailKey.run(addressKey(row.to_address), row.id);

  // The text keeps a mark where the key was; a calendar, whose lines are folded, keeps its length.
  const scrub = db.prepare<[string, string | null, number]>('UPDATE mail_queue SET body = ?, calendar = ? WHERE id = ?');
  const withKeys = db.prepare<[], { id: number; body: string; calendar: string | null }>(
    "SELECT id, body, calendar FROM mail_queue WHERE lead_kind = 'consultation' AND (instr(body, 'manage#') > 0 OR instr(calendar, 'manage#') > 0)",
  );
  for (const mail of withKeys.all()) {
    scrub.run(
      mail.body.replace(KEY_IN_LINK, `$1${PRIVATE_KEY_PLACEHOLDER}`),
      mail.calendar?.replace(KEY_IN_LINK, (link) => link.replace(/(?<=manage#[^]*)[A-Za-z0-9_-]/g, 'x')) ?? null,
      mail.id,
    );
  }
}

export const trustedDiary: Migration = {
  version: 14,
  description:
    "a diary to trust: a booking's private keys (only their hashes) in a table of their own, none left in queued mails; each booking's history; the address key every per-address limit counts; the clients' bookings of the last day",
  sql: TRUSTED_DIARY_SQL,
  run: migrateToTrustedDiary,
  rebuildsTables: true,
};
