/**
 * Mails waiting to be sent, in the API's SQLite file: a lead's notification is queued in the same
 * transaction that stores the lead, so neither exists without the other, and an SMTP outage only
 * delays it. A failed attempt waits MAIL_RETRY_BASE_MS, doubling up to an hour, and is tried again
 * until it goes out.
 */
import { addressKey } from '@efe/shared/address-key';
import type { Db } from '../db/connection';
import { QueuedMail, type LeadKind, type MailRoute } from '@efe/shared/contract/mail';
import { MAIL_COLUMNS, type LeadIds } from '../db/mail-rows';
import type { MailsAboutLeads } from '../db/submission-repository';
import { on, sql } from '../db/sql';

export interface LeadRef {
  kind: LeadKind;
  id: number;
}

export interface NewMail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  body: string;
  lead: LeadRef;
  /** A calendar invitation (.ics text) sent with the mail. */
  calendar?: string;
}

const LONGEST_WAIT_MS = 60 * 60_000;

const ENQUEUE = sql<[string, string, string, string | null, string, string, string, string, LeadKind, number, string | null]>(
  `INSERT INTO mail_queue (kind, to_address, to_key, reply_to, subject, body, created_at, next_attempt_at, lead_kind, lead_id, calendar)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const DUE = sql<[string, number], QueuedMail>(
  `SELECT ${MAIL_COLUMNS} FROM mail_queue WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
);
const NEXT_DUE = sql<[], { next: string | null }>('SELECT MIN(next_attempt_at) AS next FROM mail_queue WHERE sent_at IS NULL');
const MARK_SENT = sql<[string, MailRoute, number]>(
  'UPDATE mail_queue SET sent_at = ?, sent_via = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
);
const ATTEMPTS = sql<[number], { attempts: number }>('SELECT attempts FROM mail_queue WHERE id = ?');
const MARK_FAILED = sql<[string, string, number]>('UPDATE mail_queue SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?');
const SENT_TO_SINCE = sql<[string, string, string], { n: number }>(
  `SELECT COUNT(*) AS n FROM mail_queue WHERE to_key = ? AND created_at > ? AND kind IN (SELECT value FROM json_each(?))`,
);
const OF_LEAD = sql<[LeadKind, number], QueuedMail>(`SELECT ${MAIL_COLUMNS} FROM mail_queue WHERE lead_kind = ? AND lead_id = ? ORDER BY id`);
const PAGE = sql<[number, number], QueuedMail>(`SELECT ${MAIL_COLUMNS} FROM mail_queue ORDER BY id DESC LIMIT ? OFFSET ?`);
const COUNT = sql<[], { n: number }>('SELECT COUNT(*) AS n FROM mail_queue');
/**
 * A person's mails are those about their leads (what they sent, and what was sent about it), never
 * every mail to an address: every staff notification goes to NOTIFY_TO.
 */
const OF_LEADS = sql<[string, string, string, string], QueuedMail>(
  `SELECT ${MAIL_COLUMNS} FROM mail_queue
   WHERE (lead_kind = 'application' AND lead_id IN (SELECT value FROM json_each(?)))
      OR (lead_kind = 'message' AND lead_id IN (SELECT value FROM json_each(?)))
      OR (lead_kind = 'consultation' AND lead_id IN (SELECT value FROM json_each(?)))
      OR (lead_kind = 'engagement' AND lead_id IN (SELECT value FROM json_each(?)))
   ORDER BY id`,
);
const DELETE_IDS = sql<[string]>('DELETE FROM mail_queue WHERE id IN (SELECT value FROM json_each(?))');
const DELETE_OF_LEADS = sql<[LeadKind, string], { id: number }>(
  'DELETE FROM mail_queue WHERE lead_kind = ? AND lead_id IN (SELECT value FROM json_each(?)) RETURNING id',
);
const DELETE_OLD = sql<[string], { id: number }>('DELETE FROM mail_queue WHERE created_at < ? RETURNING id');

export class MailQueue {
  constructor(
    private readonly db: Db,
    private readonly retryBaseMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  enqueue(mail: NewMail): number {
    const at = this.now().toISOString();
    return Number(
      on(this.db, ENQUEUE).run(mail.kind, mail.to, addressKey(mail.to), mail.replyTo ?? null, mail.subject, mail.body, at, at, mail.lead.kind, mail.lead.id, mail.calendar ?? null)
        .lastInsertRowid,
    );
  }

  /** How many mails of these kinds were queued since `since` to `address`'s mailbox, however its address was written (shared/address-key.ts). */
  countTo(address: string, kinds: readonly string[], since: Date): number {
    return on(this.db, SENT_TO_SINCE).get(addressKey(address), since.toISOString(), JSON.stringify(kinds))?.n ?? 0;
  }

  due(limit = 10): QueuedMail[] {
    return on(this.db, DUE).all(this.now().toISOString(), limit);
  }

  /** Milliseconds until the next unsent mail is due (0 when one is due now), or null when none waits. */
  msUntilNextDue(): number | null {
    const next = on(this.db, NEXT_DUE).get()?.next ?? null;
    return next === null ? null : Math.max(0, new Date(next).getTime() - this.now().getTime());
  }

  /** False when the mail is gone (its lead was deleted while it was being sent). */
  markSent(id: number, via: MailRoute): boolean {
    return (
      on(this.db, MARK_SENT).run(this.now().toISOString(), via, id).changes > 0
    );
  }

  markFailed(id: number, error: string): void {
    const row = on(this.db, ATTEMPTS).get(id);
    if (!row) return; // deleted with its lead meanwhile
    const { attempts } = row;
    const wait = Math.min(this.retryBaseMs * 2 ** attempts, LONGEST_WAIT_MS);
    on(this.db, MARK_FAILED).run(error.slice(0, 500), new Date(this.now().getTime() + wait).toISOString(), id);
  }

  /** Every mail about one lead, oldest first. */
  ofLead(lead: LeadRef): QueuedMail[] {
    return on(this.db, OF_LEAD).all(lead.kind, lead.id);
  }

  page(limit: number, offset: number): { data: QueuedMail[]; total: number } {
    const data = on(this.db, PAGE).all(limit, offset);
    const total = on(this.db, COUNT).get()?.n ?? 0;
    return { data, total };
  }
}

/**
 * The mails about leads as data requests and the retention purge reach them: found and deleted
 * with their leads, inside the caller's transaction. No sending here, so no retry timing.
 */
export class LeadMails implements MailsAboutLeads {
  constructor(private readonly db: Db) {}

  ofLeads(ids: LeadIds): QueuedMail[] {
    const list = (kind: LeadKind) => JSON.stringify(ids[kind]);
    return on(this.db, OF_LEADS).all(list('application'), list('message'), list('consultation'), list('engagement'));
  }

  deleteIds(ids: readonly number[]): void {
    on(this.db, DELETE_IDS).run(JSON.stringify(ids));
  }

  /** Deletes the mails about these leads; answers their ids. */
  deleteOfLeads(kind: LeadKind, leadIds: readonly number[]): number[] {
    return on(this.db, DELETE_OF_LEADS)
      .all(kind, JSON.stringify(leadIds))
      .map((row) => row.id);
  }

  /** Deletes every mail queued before `cutoff` (they repeat a lead's details); answers their ids. */
  deleteOlderThan(cutoff: Date): number[] {
    return on(this.db, DELETE_OLD)
      .all(cutoff.toISOString())
      .map((row) => row.id);
  }
}
