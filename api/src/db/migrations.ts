/**
 * Versioned schema migrations. `PRAGMA user_version` records the last one applied; each runs in
 * its own transaction, so a failed migration leaves the previous version intact.
 * Append new migrations; never edit one that has shipped.
 */
import type Database from 'better-sqlite3';
import { addressKey } from '@shared/address-key';
import { TRUSTED_DIARY_SQL, migrateToTrustedDiary } from './trusted-diary-migration';
import { dayOfIsoFeeDetail, mobilizationFeeDetail } from './fee-audit-detail';

interface Migration {
  version: number;
  description: string;
  sql: string;
  /** Work SQL alone cannot say, run after `sql` in the same transaction. */
  run?: (db: Database.Database) => void;
  /**
   * Rebuilds tables that others reference: SQLite's procedure turns foreign keys off around the
   * transaction (a DROP would otherwise cascade to the rows referring to it) and checks them all
   * before it commits.
   */
  rebuildsTables?: boolean;
}

/** Tables whose ids other rows, files, mails, links or the audit trail name. */
const LINKED_TABLES = ['blog_posts', 'testimonials', 'candidates', 'applications', 'contact_messages', 'deploys', 'staff_users', 'audit_log', 'mail_queue'];

/**
 * `id INTEGER PRIMARY KEY` reuses the largest id after it is deleted: a message about a deleted
 * candidate then showed the next one created. With AUTOINCREMENT an id is never given twice.
 * The table is made again from its own CREATE statement, rows and indexes kept.
 */
function withIdsNeverReused(db: Database.Database, table: string): void {
  const key = /\bid INTEGER PRIMARY KEY\b(?! AUTOINCREMENT)/;
  rebuildTable(db, table, (create) => {
    if (!key.test(create)) throw new Error(`${table} has no "id INTEGER PRIMARY KEY" to make AUTOINCREMENT`);
    return create.replace(key, 'id INTEGER PRIMARY KEY AUTOINCREMENT');
  });
}

/** Makes the table again from its own CREATE statement as `change` rewrites it, rows and indexes kept. */
function rebuildTable(db: Database.Database, table: string, change: (create: string) => string): void {
  const create: unknown = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(table);
  const indexes: unknown[] = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").pluck().all(table);
  if (typeof create !== 'string') throw new Error(`no table ${table} to rebuild`);
  const changed = change(create);
  if (changed === create) throw new Error(`rebuilding ${table} would change nothing`);
  const rebuilt = `${table}_rebuilt`;
  db.exec(changed.replace(/^CREATE TABLE "?\w+"?/, `CREATE TABLE ${rebuilt}`));
  db.exec(`INSERT INTO ${rebuilt} SELECT * FROM ${table}; DROP TABLE ${table}; ALTER TABLE ${rebuilt} RENAME TO ${table};`);
  for (const index of indexes) if (typeof index === 'string') db.exec(index);
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'content tables (blog, testimonials, candidates) and submissions',
    sql: `
      CREATE TABLE blog_posts (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        image TEXT,
        published_at TEXT NOT NULL
      );
      CREATE TABLE blog_post_translations (
        post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
        language TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        category TEXT,
        author TEXT,
        meta_description TEXT,
        PRIMARY KEY (post_id, language)
      );
      CREATE INDEX blog_posts_published_at ON blog_posts(published_at DESC);

      CREATE TABLE testimonials (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL
      );
      CREATE TABLE testimonial_translations (
        testimonial_id INTEGER NOT NULL REFERENCES testimonials(id) ON DELETE CASCADE,
        language TEXT NOT NULL,
        name TEXT NOT NULL,
        testimonial TEXT NOT NULL,
        PRIMARY KEY (testimonial_id, language)
      );

      -- roles and language hold the JSON encoding of what the seed gave: a list, a plain string or null.
      CREATE TABLE candidates (
        id INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        roles TEXT,
        language TEXT,
        image TEXT,
        rating INTEGER,
        experience_with_ages TEXT,
        attach_cv TEXT,
        country TEXT
      );
      CREATE TABLE candidate_descriptions (
        candidate_id INTEGER NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
        language TEXT NOT NULL,
        description TEXT NOT NULL,
        PRIMARY KEY (candidate_id, language)
      );

      CREATE TABLE applications (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        languages TEXT NOT NULL,
        role TEXT NOT NULL,
        age_group TEXT NOT NULL,
        quote TEXT NOT NULL,
        site_language TEXT NOT NULL,
        cv_file TEXT NOT NULL UNIQUE,
        cv_original_name TEXT,
        cv_mime TEXT NOT NULL,
        cv_size INTEGER NOT NULL,
        photo_file TEXT NOT NULL UNIQUE,
        photo_original_name TEXT,
        photo_mime TEXT NOT NULL,
        photo_size INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY,
        full_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL,
        site_language TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    description: 'deploys: each call of the deploy webhook and its attempts',
    sql: `
      CREATE TABLE deploys (
        id INTEGER PRIMARY KEY,
        reason TEXT NOT NULL,
        changes INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        requested_at TEXT NOT NULL,
        finished_at TEXT
      );
      CREATE TABLE deploy_attempts (
        deploy_id INTEGER NOT NULL REFERENCES deploys(id) ON DELETE CASCADE,
        attempt INTEGER NOT NULL,
        started_at TEXT NOT NULL,
        status_code INTEGER,
        error TEXT,
        PRIMARY KEY (deploy_id, attempt)
      );
    `,
  },
  {
    version: 3,
    description: 'staff: accounts of editors and recruiters, their sessions, and the audit trail',
    sql: `
      CREATE TABLE staff_users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('editor', 'recruiter')),
        must_change_password INTEGER NOT NULL DEFAULT 1,
        failed_logins INTEGER NOT NULL DEFAULT 0,
        locked_until TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE staff_sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX staff_sessions_by_user ON staff_sessions(user_id);
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        resource TEXT NOT NULL,
        resource_id INTEGER
      );
    `,
  },
  {
    version: 4,
    description: 'mail queue: notifications and confirmations, kept until sent',
    sql: `
      CREATE TABLE mail_queue (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        sent_at TEXT,
        last_error TEXT
      );
      CREATE INDEX mail_queue_due ON mail_queue(sent_at, next_attempt_at);
    `,
  },
  {
    version: 5,
    description: 'leads marked handled: when and by whom a recruiter answered an application or a message',
    sql: `
      ALTER TABLE applications ADD COLUMN handled_at TEXT;
      ALTER TABLE applications ADD COLUMN handled_by TEXT;
      ALTER TABLE contact_messages ADD COLUMN handled_at TEXT;
      ALTER TABLE contact_messages ADD COLUMN handled_by TEXT;
    `,
  },
  {
    version: 6,
    description:
      'personal data: mails linked to their lead (deleted with it), failed logins counted per e-mail and client, audit details',
    // Mails queued before this version name their lead only in the text: a notification by its
    // admin link (".../#/applications/12/show"), a confirmation by the applicant's address.
    sql: `
      ALTER TABLE mail_queue ADD COLUMN lead_kind TEXT CHECK (lead_kind IN ('application', 'message'));
      ALTER TABLE mail_queue ADD COLUMN lead_id INTEGER;
      UPDATE mail_queue SET lead_kind = 'application',
        lead_id = CAST(substr(body, instr(body, '#/applications/') + length('#/applications/')) AS INTEGER)
        WHERE kind = 'application-notification' AND instr(body, '#/applications/') > 0;
      UPDATE mail_queue SET lead_kind = 'message',
        lead_id = CAST(substr(body, instr(body, '#/messages/') + length('#/messages/')) AS INTEGER)
        WHERE kind = 'contact-notification' AND instr(body, '#/messages/') > 0;
      UPDATE mail_queue SET lead_kind = 'application',
        lead_id = (SELECT a.id FROM applications a WHERE a.email = mail_queue.to_address COLLATE NOCASE
                   ORDER BY abs(julianday(a.created_at) - julianday(mail_queue.created_at)) LIMIT 1)
        WHERE kind = 'application-confirmation';
      CREATE INDEX mail_queue_lead ON mail_queue(lead_kind, lead_id);

      -- Keyed by a hash of the e-mail given (known account or not) and the client's address, so a
      -- stranger elsewhere cannot lock the owner out and the answers do not tell accounts apart.
      CREATE TABLE login_throttle (
        account TEXT NOT NULL,
        client TEXT NOT NULL,
        failures INTEGER NOT NULL,
        locked_until TEXT,
        last_attempt_at TEXT NOT NULL,
        PRIMARY KEY (account, client)
      );

      ALTER TABLE audit_log ADD COLUMN detail TEXT;
    `,
  },
  {
    version: 7,
    description: 'where each lead came from: the landing page, the referring host and the campaign tags (shared/lead-source.ts)',
    sql: `
      ALTER TABLE applications ADD COLUMN landing_path TEXT;
      ALTER TABLE applications ADD COLUMN referrer_host TEXT;
      ALTER TABLE applications ADD COLUMN utm_source TEXT;
      ALTER TABLE applications ADD COLUMN utm_medium TEXT;
      ALTER TABLE applications ADD COLUMN utm_campaign TEXT;
      ALTER TABLE contact_messages ADD COLUMN landing_path TEXT;
      ALTER TABLE contact_messages ADD COLUMN referrer_host TEXT;
      ALTER TABLE contact_messages ADD COLUMN utm_source TEXT;
      ALTER TABLE contact_messages ADD COLUMN utm_medium TEXT;
      ALTER TABLE contact_messages ADD COLUMN utm_campaign TEXT;
    `,
  },
  {
    version: 8,
    description: 'the service a contact message asks about, and how each mail went out (SMTP or only the outbox)',
    sql: `
      ALTER TABLE contact_messages ADD COLUMN service TEXT;
      ALTER TABLE mail_queue ADD COLUMN sent_via TEXT CHECK (sent_via IN ('smtp', 'outbox'));
    `,
  },
  {
    version: 9,
    description: 'the candidate a message asks about: her id and her name as the family saw it',
    // The name is kept because a candidate may be removed from the site while her messages stay;
    // no foreign key, for the same reason.
    sql: `
      ALTER TABLE contact_messages ADD COLUMN candidate_id INTEGER;
      ALTER TABLE contact_messages ADD COLUMN candidate_name TEXT;
    `,
  },
  {
    version: 10,
    description: "a staff notification's Reply-To: the family's or applicant's address",
    sql: `
      ALTER TABLE mail_queue ADD COLUMN reply_to TEXT;
    `,
  },
  {
    version: 11,
    description: 'ids never reused (AUTOINCREMENT) for every table whose ids are named elsewhere',
    sql: '',
    run: (db) => LINKED_TABLES.forEach((table) => withIdsNeverReused(db, table)),
    rebuildsTables: true,
  },
  {
    version: 12,
    // No account is made owner here: on a running server the oldest account may be anyone's.
    // `npm run admin:user -- roles <email> --role owner` names the owner.
    description: 'staff: an account holds one or more roles (owner, editor, recruiter), and may be disabled',
    sql: `
      CREATE TABLE staff_roles (
        user_id INTEGER NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
        role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'recruiter')),
        PRIMARY KEY (user_id, role)
      ) WITHOUT ROWID;
      INSERT INTO staff_roles (user_id, role) SELECT id, role FROM staff_users;
      ALTER TABLE staff_users DROP COLUMN role;
      ALTER TABLE staff_users ADD COLUMN disabled_at TEXT;
    `,
  },
  {
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
  },
  {
    version: 14,
    description:
      "a diary to trust: a booking's private keys (only their hashes) in a table of their own, none left in queued mails; each booking's history; the address key every per-address limit counts; the clients' bookings of the last day",
    sql: TRUSTED_DIARY_SQL,
    run: migrateToTrustedDiary,
    rebuildsTables: true,
  },
  {
    version: 15,
    description: "applications and contact messages keep their address's mailbox key (shared/address-key.ts), as bookings do: a data request finds a person's leads however the address was written",
    sql: `
      ALTER TABLE applications ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
      ALTER TABLE contact_messages ADD COLUMN email_key TEXT NOT NULL DEFAULT '';
      CREATE INDEX applications_email_key ON applications(email_key);
      CREATE INDEX contact_messages_email_key ON contact_messages(email_key);
    `,
    run: (db) => {
      for (const table of ['applications', 'contact_messages']) {
        const setKey = db.prepare<[string, number]>(`UPDATE ${table} SET email_key = ? WHERE id = ?`);
        for (const row of db.prepare<[], { id: number; email: string }>(`SELECT id, email FROM ${table}`).all()) setKey.run(addressKey(row.email), row.id);
      }
    },
  },
  {
    version: 16,
    description:
      "an applicant's consent to a profile (the wording's version and when; its language is the application's), the applicant's private keys (only their hashes), and candidates made from an application, kept as drafts until published",
    // A candidate points at the application it was made from; the application's rows are deleted
    // with their candidate by the code that deletes them (its media files go too), the foreign key
    // only keeps a dangling id out.
    sql: `
      ALTER TABLE applications ADD COLUMN consent_version INTEGER;
      ALTER TABLE applications ADD COLUMN consent_at TEXT;
      ALTER TABLE applications ADD COLUMN consent_withdrawn_at TEXT;
      CREATE TABLE application_keys (
        key_hash TEXT PRIMARY KEY,
        application_id INTEGER NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        made_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX application_keys_of ON application_keys(application_id);
      ALTER TABLE candidates ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
      ALTER TABLE candidates ADD COLUMN application_id INTEGER REFERENCES applications(id) ON DELETE SET NULL;
      CREATE UNIQUE INDEX candidates_of_application ON candidates(application_id) WHERE application_id IS NOT NULL;
    `,
  },
  {
    version: 17,
    description: "the country an applicant may give on the career form, carried into a profile made from the application",
    sql: 'ALTER TABLE applications ADD COLUMN country TEXT;',
  },
  {
    version: 18,
    description: 'what uses a media file, found by its name: /media asks on every request whether anything shows the file (db/media-audience.ts)',
    sql: `
      CREATE INDEX candidates_image ON candidates(image);
      CREATE INDEX candidates_attach_cv ON candidates(attach_cv);
      CREATE INDEX blog_posts_image ON blog_posts(image);
    `,
  },
  {
    version: 19,
    description:
      "engagements: a family's way from the consultation to a placement (its stage, each change dated, the fees and the trial), the shortlist of candidates presented to it and its answers, the family's private keys to the shortlist (only their hashes), and the staff's reminders before a trial or a replacement window ends",
    // The stages are written out here, not read from shared/contract/engagement.ts: a shipped
    // migration never changes. api/test/engagements.test.ts holds this CHECK to that enumeration.
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
  },
  {
    version: 20,
    description:
      "the audit trail's engagement stage changes without their notes: a note is about the family, kept in the engagement's own history (erased with it, read only by the roles allowed engagements), never in the trail every role reads and no erasure reaches",
    // The trail wrote "from → to: note" (stage codes never hold ": "); what follows the first ": " goes.
    sql: `
      UPDATE audit_log SET detail = substr(detail, 1, instr(detail, ': ') - 1)
      WHERE resource = 'engagements' AND action = 'change stage' AND instr(detail, ': ') > 0;
    `,
  },
  {
    version: 21,
    description:
      "the Deploys log without names: a candidate's or a testimonial's author's name in a deploy's reason goes (the log is read by every role and no erasure reaches it); a change is named by its kind since",
    sql: '',
    run: (db) => {
      const rows = db.prepare<[], { id: number; reason: string }>("SELECT id, reason FROM deploys WHERE reason LIKE '%candidate %' OR reason LIKE '%testimonial %'").all();
      const rewrite = db.prepare<[string, number]>('UPDATE deploys SET reason = ? WHERE id = ?');
      for (const { id, reason } of rows) {
        const nameless = withoutNamesInReasons(reason);
        if (nameless !== reason) rewrite.run(nameless, id);
      }
    },
  },
  {
    version: 22,
    description:
      "deploys that are to forget removed personal data: their build starts without Gatsby's LMDB stores, which keep deleted records' bytes; kept with the deploy so that one whose hook call failed is carried by the next",
    sql: 'ALTER TABLE deploys ADD COLUMN forget_removed INTEGER NOT NULL DEFAULT 0 CHECK (forget_removed IN (0, 1));',
  },
  {
    version: 23,
    description:
      "the audit trail's mobilization fees with their day in words (\"paid on Sat 28 Nov 2026\"), as the route writes them since and the admin says every day; only that sentence of that action is read, so a file name or an address holding digits like a date stays as it was",
    sql: '',
    run: (db) => {
      const rows = db.prepare<[], { id: number; detail: string }>("SELECT id, detail FROM audit_log WHERE resource = 'engagements' AND action = 'record fee' AND detail IS NOT NULL").all();
      const rewrite = db.prepare<[string, number]>('UPDATE audit_log SET detail = ? WHERE id = ?');
      for (const { id, detail } of rows) {
        const day = dayOfIsoFeeDetail(detail);
        if (day) rewrite.run(mobilizationFeeDetail(day), id);
      }
    },
  },
];

/**
 * A deploy's reason as written before version 21 without the names in it: "candidate updated: Lena
 * Petrova; blog post created: a-slug (+2 more)" → "candidate updated; blog post created: a-slug (+2 more)".
 * A reason is up to five changes joined by "; ", each beginning with its kind (or "requested by
 * hand"), and a count of the others at the end: a name runs until the next of these.
 */
function withoutNamesInReasons(reason: string): string {
  return reason.replace(/(^|; )(candidate|testimonial) (created|updated): .*?(?=; (?:blog post|candidate|testimonial|requested by hand)\b|(?: \(\+\d+ more\))?$)/gs, '$1$2 $3');
}

export function schemaVersion(db: Database.Database): number {
  const version = db.pragma('user_version', { simple: true });
  if (typeof version !== 'number') throw new Error(`SQLite answered ${typeof version} for user_version`);
  return version;
}

/** Applies every migration after the database's version; `until`: the last one to apply (a test of one migration). */
export function migrate(db: Database.Database, until = Infinity): void {
  const current = schemaVersion(db);
  for (const migration of MIGRATIONS) {
    if (migration.version <= current || migration.version > until) continue;
    const foreignKeys = db.pragma('foreign_keys', { simple: true });
    // Outside the transaction: inside one, SQLite ignores this pragma.
    if (migration.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        migration.run?.(db);
        if (migration.rebuildsTables) {
          const broken: unknown = db.pragma('foreign_key_check');
          if (Array.isArray(broken) && broken.length) throw new Error(`migration ${migration.version} would break ${broken.length} foreign keys`);
        }
        db.pragma(`user_version = ${migration.version}`);
      })();
    } finally {
      if (migration.rebuildsTables) db.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    }
  }
}
