/**
 * Engagements in SQLite, the one owner of their tables (engagements, engagement_events,
 * shortlist_entries; their keys are private-keys.ts's): opening one from a consultation, a contact
 * message or by hand, moving its stage only along ENGAGEMENT_TRANSITIONS (each change dated, with
 * who and an optional note), its fees and trial, and the shortlist with the family's answers.
 * Each change checks and writes in one IMMEDIATE transaction, so two recruiters cannot both move
 * one engagement from the same stage.
 */
import { addressKey } from '@shared/address-key';
import { mayMove, type EngagementStage, type ShortlistAnswer } from '@shared/contract/engagement';
import { MOBILIZATION_FEE_FILS } from '@shared/engagement-terms';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
import { keyHash } from '../booking/private-keys';
import type { FamiliesEngagements } from '../db/submission-repository';
import {
  ENGAGEMENT_COLUMNS,
  ENGAGEMENT_EVENT_COLUMNS,
  type EngagementDetails,
  type EngagementEvent,
  type EngagementHeld,
  type EngagementRow,
  type NewEngagement,
  type ShortlistEntry,
} from '../db/engagement-rows';

/** Told of each change inside its transaction (its mails are queued with it or not at all), and once it has committed. */
export interface EngagementListener {
  shortlistSent(engagement: EngagementRow): void;
  answered(engagement: EngagementRow, entry: ShortlistEntry): void;
  committed(): void;
}

/** What a stage change needs that the engagement does not have yet. */
export type StageNeed = 'mobilization-fee' | 'salary' | 'placement-fee' | 'trial-start';

export type StageResult =
  | { ok: true; engagement: EngagementRow; from: EngagementStage }
  | { ok: false; refused: 'missing' }
  | { ok: false; refused: 'not-allowed'; engagement: EngagementRow }
  | { ok: false; refused: 'needs'; engagement: EngagementRow; needs: StageNeed[] };

/** A change of an open engagement: done, none with that id, or closed (nothing changes any more). */
export type ChangeResult = { ok: true; engagement: EngagementRow } | { ok: false; refused: 'missing' | 'closed' };

export type OpenResult = { ok: true; engagement: EngagementRow } | { ok: false; refused: 'missing' } | { ok: false; refused: 'exists'; id: number };

export type ShortlistResult =
  | { ok: true; entries: ShortlistEntry[] }
  | { ok: false; refused: 'missing' | 'closed' | 'empty' | 'not-now' }
  | { ok: false; refused: 'unpublished'; ids: number[] };

export type AnswerResult = { ok: true; entry: ShortlistEntry } | { ok: false; refused: 'not-on-shortlist' };

export interface EngagementFilter {
  stage?: EngagementStage;
  /** Only those still open (every stage but closed). */
  open?: boolean;
  q?: string;
}

/** Stages a shortlist may be sent in: the search is on. */
const SHORTLIST_STAGES: readonly EngagementStage[] = ['engaged', 'cvs-presented', 'interviews', 'replacement'];

const INSERT = sql<NewEngagement & { email_key: string; stage: EngagementStage; now: string; by: string }>(
  `INSERT INTO engagements (source, consultation_id, message_id, service, family_name, email, email_key, phone, site_language, details, stage, stage_since,
     created_at, created_by, updated_at, landing_path, referrer_host, utm_source, utm_medium, utm_campaign)
   VALUES (@source, @consultation_id, @message_id, @service, @family_name, @email, @email_key, @phone, @site_language, @details, @stage, @now,
     @now, @by, @now, @landing_path, @referrer_host, @utm_source, @utm_medium, @utm_campaign)`,
);
const ONE = sql<[number], EngagementRow>(`SELECT ${ENGAGEMENT_COLUMNS} FROM engagements WHERE id = ?`);
const BY_KEY = sql<[string], EngagementRow>(`SELECT ${ENGAGEMENT_COLUMNS} FROM engagements WHERE id = (SELECT engagement_id FROM engagement_keys WHERE key_hash = ?)`);
const OF_CONSULTATION = sql<[number], { id: number }>('SELECT id FROM engagements WHERE consultation_id = ?');
const OF_MESSAGE = sql<[number], { id: number }>('SELECT id FROM engagements WHERE message_id = ?');
const CONSULTATION = sql<[number], NewEngagement>(
  `SELECT 'consultation' AS source, id AS consultation_id, NULL AS message_id, service, full_name AS family_name, email, phone, site_language,
     message AS details, landing_path, referrer_host, utm_source, utm_medium, utm_campaign
   FROM consultations WHERE id = ?`,
);
const MESSAGE = sql<[number], NewEngagement>(
  `SELECT 'message' AS source, NULL AS consultation_id, id AS message_id, service, full_name AS family_name, email, phone, site_language,
     subject || char(10) || message AS details, landing_path, referrer_host, utm_source, utm_medium, utm_campaign
   FROM contact_messages WHERE id = ?`,
);
const SET_STAGE = sql<[EngagementStage, string, string, number, EngagementStage]>(
  'UPDATE engagements SET stage = ?, stage_since = ?, updated_at = ? WHERE id = ? AND stage = ?',
);
const RECORD_EVENT = sql<Omit<EngagementEvent, 'id'> & { engagement_id: number }>(
  `INSERT INTO engagement_events (engagement_id, at, from_stage, to_stage, staff_name, note) VALUES (@engagement_id, @at, @from_stage, @to_stage, @staff_name, @note)`,
);
const HISTORY = sql<[number], EngagementEvent>(`SELECT ${ENGAGEMENT_EVENT_COLUMNS} FROM engagement_events WHERE engagement_id = ? ORDER BY id`);
const UPDATE_DETAILS = sql<EngagementDetails & { id: number; email_key: string; now: string }>(
  `UPDATE engagements SET service = @service, family_name = @family_name, email = @email, email_key = @email_key, phone = @phone,
     site_language = @site_language, details = @details, updated_at = @now WHERE id = @id`,
);
const RECORD_MOBILIZATION = sql<[number, string, string, number]>('UPDATE engagements SET mobilization_paid_fils = ?, mobilization_paid_on = ?, updated_at = ? WHERE id = ?');
const SET_TERMS = sql<{ id: number; salary_fils: number | null; placement_paid_on: string | null; trial_starts_on: string | null; now: string }>(
  'UPDATE engagements SET salary_fils = @salary_fils, placement_paid_on = @placement_paid_on, trial_starts_on = @trial_starts_on, updated_at = @now WHERE id = @id',
);
const SHORTLIST = sql<[number], Omit<ShortlistEntry, 'published'> & { published: number }>(
  `SELECT s.candidate_id, c.first_name, c.last_name, c.published, s.position, s.added_at, s.sent_at, s.answer, s.reason, s.answered_at
   FROM shortlist_entries s JOIN candidates c ON c.id = s.candidate_id WHERE s.engagement_id = ? ORDER BY s.position, s.candidate_id`,
);
const PUBLISHED_OF = sql<[string], { id: number }>('SELECT id FROM candidates WHERE published = 1 AND id IN (SELECT value FROM json_each(?))');
const DROP_UNSENT = sql<[number, string]>('DELETE FROM shortlist_entries WHERE engagement_id = ? AND sent_at IS NULL AND candidate_id NOT IN (SELECT value FROM json_each(?))');
const ADD_ENTRY = sql<[number, number, number, string]>(
  `INSERT INTO shortlist_entries (engagement_id, candidate_id, position, added_at) VALUES (?, ?, ?, ?)
   ON CONFLICT (engagement_id, candidate_id) DO UPDATE SET position = excluded.position`,
);
const MARK_SENT = sql<[string, number]>('UPDATE shortlist_entries SET sent_at = ? WHERE engagement_id = ? AND sent_at IS NULL');
const SHORTLIST_SENT = sql<[string, string, number]>('UPDATE engagements SET shortlist_sent_at = ?, updated_at = ? WHERE id = ?');
const ANSWER = sql<[ShortlistAnswer, string | null, string, number, number]>(
  'UPDATE shortlist_entries SET answer = ?, reason = ?, answered_at = ? WHERE engagement_id = ? AND candidate_id = ? AND sent_at IS NOT NULL',
);
const DELETE_IDS = sql<[string]>('DELETE FROM engagements WHERE id IN (SELECT value FROM json_each(?))');
const OF_ADDRESS = sql<[string], EngagementRow>(`SELECT ${ENGAGEMENT_COLUMNS} FROM engagements WHERE email_key = ? ORDER BY id`);
const CLOSED_BEFORE = sql<[string], { id: number }>("SELECT id FROM engagements WHERE stage = 'closed' AND stage_since < ?");

export class EngagementRepository implements FamiliesEngagements {
  constructor(
    private readonly db: Db,
    private readonly listener: EngagementListener | null = null,
  ) {}

  one(id: number): EngagementRow | undefined {
    return on(this.db, ONE).get(id);
  }

  /** The engagement a family's key opens, whatever its stage; undefined for a key that opens none. */
  byKey(key: string): EngagementRow | undefined {
    return on(this.db, BY_KEY).get(keyHash(key));
  }

  history(id: number): EngagementEvent[] {
    return on(this.db, HISTORY).all(id);
  }

  /** Opens an engagement by hand, at the first stage. */
  open(details: NewEngagement, by: string, now: Date = new Date()): EngagementRow {
    return this.db.transaction(() => this.insert(details, by, now)).immediate();
  }

  /** Opens the engagement of a booked consultation or a contact message, with the family's details and where they came from; one per lead. */
  openFrom(lead: 'consultation' | 'message', id: number, by: string, now: Date = new Date()): OpenResult {
    return this.db
      .transaction((): OpenResult => {
        const existing = on(this.db, lead === 'consultation' ? OF_CONSULTATION : OF_MESSAGE).get(id);
        if (existing) return { ok: false, refused: 'exists', id: existing.id };
        const details = on(this.db, lead === 'consultation' ? CONSULTATION : MESSAGE).get(id);
        if (!details) return { ok: false, refused: 'missing' };
        return { ok: true, engagement: this.insert(details, by, now) };
      })
      .immediate();
  }

  updateDetails(id: number, details: EngagementDetails, now: Date = new Date()): ChangeResult {
    return this.change(id, () => on(this.db, UPDATE_DETAILS).run({ ...details, id, email_key: addressKey(details.email), now: now.toISOString() }));
  }

  /** Records the mobilization fee (the terms' amount) as paid on an office day. */
  recordMobilizationFee(id: number, paidOn: string, now: Date = new Date()): ChangeResult {
    return this.change(id, () => on(this.db, RECORD_MOBILIZATION).run(MOBILIZATION_FEE_FILS, paidOn, now.toISOString(), id));
  }

  /** The agreed salary, the day the placement fee was paid and the trial's first day; null clears one. */
  setTerms(id: number, terms: { salary_fils: number | null; placement_paid_on: string | null; trial_starts_on: string | null }, now: Date = new Date()): ChangeResult {
    return this.change(id, () => on(this.db, SET_TERMS).run({ ...terms, id, now: now.toISOString() }));
  }

  /**
   * Moves the engagement to `to` when its stage allows it (ENGAGEMENT_TRANSITIONS) and it has what
   * that stage needs: the mobilization fee paid to be engaged; the salary agreed, the placement fee
   * paid and the trial's first day for a trial (the fee is due in full before the trial starts).
   */
  moveStage(id: number, to: EngagementStage, note: string | null, by: string, now: Date = new Date()): StageResult {
    const result = this.db
      .transaction((): StageResult => {
        const current = this.one(id);
        if (!current) return { ok: false, refused: 'missing' };
        if (!mayMove(current.stage, to)) return { ok: false, refused: 'not-allowed', engagement: current };
        const needs = needsFor(current, to);
        if (needs.length > 0) return { ok: false, refused: 'needs', engagement: current, needs };
        this.setStage(current, to, note, by, now);
        return { ok: true, engagement: this.require(id), from: current.stage };
      })
      .immediate();
    return result;
  }

  shortlist(id: number): ShortlistEntry[] {
    return on(this.db, SHORTLIST)
      .all(id)
      .map((entry) => ({ ...entry, published: entry.published === 1 }));
  }

  /**
   * The candidates picked for the family, in this order: published ones only. Those already sent
   * stay on it whatever is picked now (the family has seen them and may have answered); those
   * only picked before and not now are taken off.
   */
  pick(id: number, candidateIds: readonly number[], now: Date = new Date()): ShortlistResult {
    return this.db
      .transaction((): ShortlistResult => {
        const current = this.one(id);
        if (!current) return { ok: false, refused: 'missing' };
        if (current.stage === 'closed') return { ok: false, refused: 'closed' };
        const unique = [...new Set(candidateIds)];
        const published = new Set(on(this.db, PUBLISHED_OF).all(JSON.stringify(unique)).map((row) => row.id));
        const unpublished = unique.filter((candidate) => !published.has(candidate));
        if (unpublished.length > 0) return { ok: false, refused: 'unpublished', ids: unpublished };
        on(this.db, DROP_UNSENT).run(id, JSON.stringify(unique));
        const at = now.toISOString();
        unique.forEach((candidate, position) => on(this.db, ADD_ENTRY).run(id, candidate, position, at));
        return { ok: true, entries: this.shortlist(id) };
      })
      .immediate();
  }

  /**
   * Sends the shortlist: its entries not sent yet are marked sent and the family is mailed its
   * link. Sending it while engaged moves the engagement to "CVs presented" (the history says so).
   */
  sendShortlist(id: number, by: string, now: Date = new Date()): ShortlistResult {
    const result = this.db
      .transaction((): ShortlistResult => {
        const current = this.one(id);
        if (!current) return { ok: false, refused: 'missing' };
        if (current.stage === 'closed') return { ok: false, refused: 'closed' };
        if (!SHORTLIST_STAGES.includes(current.stage)) return { ok: false, refused: 'not-now' };
        const entries = this.shortlist(id);
        const unpublished = entries.filter((entry) => !entry.published).map((entry) => entry.candidate_id);
        if (unpublished.length > 0) return { ok: false, refused: 'unpublished', ids: unpublished };
        if (!entries.some((entry) => entry.sent_at === null)) return { ok: false, refused: 'empty' };
        const at = now.toISOString();
        on(this.db, MARK_SENT).run(at, id);
        on(this.db, SHORTLIST_SENT).run(at, at, id);
        if (current.stage === 'engaged') this.setStage(current, 'cvs-presented', 'Shortlist sent to the family.', by, now);
        const sent = this.shortlist(id);
        this.listener?.shortlistSent(this.require(id));
        return { ok: true, entries: sent };
      })
      .immediate();
    if (result.ok) this.listener?.committed();
    return result;
  }

  /** The family's answer to one candidate it was sent (a later answer replaces an earlier one); the staff are mailed it. */
  answer(engagement: EngagementRow, candidateId: number, answer: ShortlistAnswer, reason: string | null, now: Date = new Date()): AnswerResult {
    const result = this.db
      .transaction((): AnswerResult => {
        if (on(this.db, ANSWER).run(answer, reason, now.toISOString(), engagement.id, candidateId).changes === 0) return { ok: false, refused: 'not-on-shortlist' };
        const entry = this.shortlist(engagement.id).find((each) => each.candidate_id === candidateId);
        if (!entry) throw new Error(`shortlist entry ${engagement.id}/${candidateId} vanished inside its own transaction`);
        this.listener?.answered(engagement, entry);
        return { ok: true, entry };
      })
      .immediate();
    if (result.ok) this.listener?.committed();
    return result;
  }

  /** A page of engagements, the longest in their stage first. */
  list(page: number, perPage: number, filter: EngagementFilter): { rows: EngagementRow[]; total: number } {
    const clauses: string[] = [];
    const values: string[] = [];
    if (filter.stage) {
      clauses.push('stage = ?');
      values.push(filter.stage);
    }
    if (filter.open) clauses.push("stage != 'closed'");
    if (filter.q) {
      clauses.push("(family_name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\')");
      const pattern = `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      values.push(pattern, pattern, pattern);
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const rows = this.db
      .prepare<Array<string | number>, EngagementRow>(`SELECT ${ENGAGEMENT_COLUMNS} FROM engagements ${where} ORDER BY stage_since ASC, id ASC LIMIT ? OFFSET ?`)
      .all(...values, perPage, (page - 1) * perPage);
    const total = this.db.prepare<string[], { total: number }>(`SELECT COUNT(*) AS total FROM engagements ${where}`).get(...values)?.total ?? 0;
    return { rows, total };
  }

  /** A family's engagements (any spelling of its mailbox: shared/address-key.ts), each with its history and shortlist: what a data request shows. */
  heldFor(email: string): EngagementHeld[] {
    return on(this.db, OF_ADDRESS)
      .all(addressKey(email))
      .map((row) => ({ ...row, history: this.history(row.id), shortlist: this.shortlist(row.id) }));
  }

  /**
   * Engagements closed before `cutoff`: what the retention purge removes. An open one is the
   * family's search going on, kept whatever its age.
   */
  closedBefore(cutoff: Date): number[] {
    return on(this.db, CLOSED_BEFORE)
      .all(cutoff.toISOString())
      .map((row) => row.id);
  }

  /** Deletes these engagements with their history, shortlists and keys (inside the caller's transaction, with the mails about them). */
  deleteIds(ids: readonly number[]): void {
    on(this.db, DELETE_IDS).run(JSON.stringify(ids));
  }

  private insert(details: NewEngagement, by: string, now: Date): EngagementRow {
    const at = now.toISOString();
    const id = Number(on(this.db, INSERT).run({ ...details, email_key: addressKey(details.email), stage: 'consultation', now: at, by }).lastInsertRowid);
    on(this.db, RECORD_EVENT).run({ engagement_id: id, at, from_stage: null, to_stage: 'consultation', staff_name: by, note: null });
    return this.require(id);
  }

  private setStage(current: EngagementRow, to: EngagementStage, note: string | null, by: string, now: Date): void {
    const at = now.toISOString();
    if (on(this.db, SET_STAGE).run(to, at, at, current.id, current.stage).changes !== 1) throw new Error(`engagement ${current.id} changed inside its own transaction`);
    on(this.db, RECORD_EVENT).run({ engagement_id: current.id, at, from_stage: current.stage, to_stage: to, staff_name: by, note });
  }

  /** Runs a write of an open engagement. */
  private change(id: number, write: () => void): ChangeResult {
    return this.db
      .transaction((): ChangeResult => {
        const current = this.one(id);
        if (!current) return { ok: false, refused: 'missing' };
        if (current.stage === 'closed') return { ok: false, refused: 'closed' };
        write();
        return { ok: true, engagement: this.require(id) };
      })
      .immediate();
  }

  private require(id: number): EngagementRow {
    const engagement = this.one(id);
    if (!engagement) throw new Error(`engagement ${id} vanished inside its own transaction`);
    return engagement;
  }
}

/** What the engagement lacks for the stage `to`. */
function needsFor(engagement: EngagementRow, to: EngagementStage): StageNeed[] {
  const needs: StageNeed[] = [];
  if (to === 'engaged' && engagement.mobilization_paid_on === null) needs.push('mobilization-fee');
  if (to === 'trial') {
    if (engagement.salary_fils === null) needs.push('salary');
    if (engagement.placement_paid_on === null) needs.push('placement-fee');
    if (engagement.trial_starts_on === null) needs.push('trial-start');
  }
  return needs;
}
