import type { Migration } from './migration';
import { rebuildTable } from './rebuild-table';

export const consultations: Migration = {
  version: 13,
  description: 'the free consultation: the diary settings, bookings (times in UTC, the family link stored as a hash), and mails that carry a calendar invitation',
  sql: `
      CREATE TABLE booking_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        settings TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        updated_by TEXT
      );

      CREATE TABLE consultations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        meeting TEXT NOT NULL CHECK (meeting IN ('phone', 'video', 'office')),
        full_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        service TEXT,
        message TEXT NOT NULL,
        site_language TEXT NOT NULL,
        time_zone TEXT,
        status TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled', 'held', 'missed')),
        cancelled_by TEXT CHECK (cancelled_by IN ('family', 'staff')),
        cancel_reason TEXT,
        sequence INTEGER NOT NULL DEFAULT 0,
        token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        handled_at TEXT,
        handled_by TEXT,
        landing_path TEXT,
        referrer_host TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT
      );
      CREATE INDEX consultations_diary ON consultations(status, starts_at);
      CREATE INDEX consultations_email ON consultations(email COLLATE NOCASE);
    `,
  // The mail queue's lead_kind check learns 'consultation' (SQLite changes a CHECK only by making
  // the table again), and a mail may carry an invitation (.ics text).
  run: (db) => {
    rebuildTable(db, 'mail_queue', (create) => create.replace("CHECK (lead_kind IN ('application', 'message'))", "CHECK (lead_kind IN ('application', 'message', 'consultation'))"));
    db.exec('ALTER TABLE mail_queue ADD COLUMN calendar TEXT');
  },
  rebuildsTables: true,
};
