import type { Migration } from './migration';
import { rebuildTable } from './rebuild-table';

export const engagements: Migration = {
  version: 19,
  description:
    "engagements: a family's way from the consultation to a placement (its stage, each change dated, the fees and the trial), the shortlist of candidates presented to it and its answers, the family's private keys to the shortlist (only their hashes), and the staff's reminders before a trial or a replacement window ends",
  // The stages are written out here, not read from shared/contract/engagement.ts: a shipped
  // migration never changes. api/test/enumeration-checks.test.ts holds this CHECK to that enumeration.
  sql: `
      CREATE TABLE engagements (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        source TEXT NOT NULL CHECK (source IN ('consultation', 'message', 'manual')),
        consultation_id INTEGER UNIQUE REFERENCES consultations(id) ON DELETE SET NULL,
        message_id INTEGER UNIQUE REFERENCES contact_messages(id) ON DELETE SET NULL,
        service TEXT,
        family_name TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL,
        phone TEXT NOT NULL,
        site_language TEXT NOT NULL CHECK (site_language IN ('en', 'ar', 'ru')),
        details TEXT NOT NULL DEFAULT '',
        stage TEXT NOT NULL CHECK (stage IN ('consultation', 'engaged', 'cvs-presented', 'interviews', 'trial', 'placed', 'replacement', 'closed')),
        stage_since TEXT NOT NULL,
        mobilization_paid_fils INTEGER CHECK (mobilization_paid_fils >= 0),
        mobilization_paid_on TEXT,
        salary_fils INTEGER CHECK (salary_fils >= 0),
        placement_paid_on TEXT,
        trial_starts_on TEXT,
        shortlist_sent_at TEXT,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        landing_path TEXT,
        referrer_host TEXT,
        utm_source TEXT,
        utm_medium TEXT,
        utm_campaign TEXT
      );
      CREATE INDEX engagements_board ON engagements(stage, stage_since);
      CREATE INDEX engagements_email_key ON engagements(email_key);

      CREATE TABLE engagement_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        engagement_id INTEGER NOT NULL REFERENCES engagements(id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        from_stage TEXT CHECK (from_stage IN ('consultation', 'engaged', 'cvs-presented', 'interviews', 'trial', 'placed', 'replacement', 'closed')),
        to_stage TEXT NOT NULL CHECK (to_stage IN ('consultation', 'engaged', 'cvs-presented', 'interviews', 'trial', 'placed', 'replacement', 'closed')),
        staff_name TEXT NOT NULL,
        note TEXT
      );
      CREATE INDEX engagement_events_of ON engagement_events(engagement_id, id);

      CREATE TABLE engagement_keys (
        key_hash TEXT PRIMARY KEY,
        engagement_id INTEGER NOT NULL REFERENCES engagements(id) ON DELETE CASCADE,
        made_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX engagement_keys_of ON engagement_keys(engagement_id);

      CREATE TABLE shortlist_entries (
        engagement_id INTEGER NOT NULL REFERENCES engagements(id) ON DELETE CASCADE,
        candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        added_at TEXT NOT NULL,
        sent_at TEXT,
        answer TEXT CHECK (answer IN ('interview', 'decline')),
        reason TEXT,
        answered_at TEXT,
        PRIMARY KEY (engagement_id, candidate_id)
      ) WITHOUT ROWID;

      -- The staff's reminder that a trial or a free replacement's window ends soon: one per window
      -- and end day (a trial moved to another day is reminded of again).
      CREATE TABLE engagement_reminders (
        engagement_id INTEGER NOT NULL REFERENCES engagements(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('trial', 'replacement')),
        ends_on TEXT NOT NULL,
        sent_at TEXT NOT NULL,
        PRIMARY KEY (engagement_id, kind, ends_on)
      ) WITHOUT ROWID;
    `,
  // The mail queue's lead_kind learns 'engagement': the shortlist's mails are deleted with it.
  run: (db) =>
    rebuildTable(db, 'mail_queue', (create) =>
      create.replace("CHECK (lead_kind IN ('application', 'message', 'consultation'))", "CHECK (lead_kind IN ('application', 'message', 'consultation', 'engagement'))"),
    ),
  rebuildsTables: true,
};
