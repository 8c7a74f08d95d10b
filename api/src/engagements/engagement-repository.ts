/**
 * Engagements in SQLite, the one owner of their tables (engagements, engagement_events,
 * shortlist_entries; their keys are private-keys.ts's): opening one from a consultation, a contact
 * message or by hand, moving its stage only along ENGAGEMENT_TRANSITIONS (each change dated, with
 * who and an optional note), its fees and trial, and the shortlist with the family's answers.
 * Each change checks and writes in one IMMEDIATE transaction, so two recruiters cannot both move
 * one engagement from the same stage.
 */
import { addressKey } from '@efe/shared/address-key';
import { ENGAGEMENT_STAGES, mayMove, type EngagementStage, type ShortlistAnswer } from '@efe/shared/contract/engagement';
import { MOBILIZATION_FEE_FILS, reminderDue, trialDates } from '@efe/shared/engagement-terms';
import { officeDay, officeDayStart } from '@efe/shared/office-clock';
import { OFFICE_UTC_OFFSET_HOURS } from '@efe/shared/constants';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
import { keyHash } from '../booking/private-keys';
import type { FamiliesEngagements } from '../db/submission-repository';
import type { EngagementEvent, EngagementStats, ShortlistEntry } from '@efe/shared/contract/engagement-answer';
import {
  ENGAGEMENT_COLUMNS,
  ENGAGEMENT_EVENT_COLUMNS,
  type EngagementDetails,
  type EngagementHeld,
  type EngagementRow,
  type NewEngagement,
} from '../db/engagement-rows';

/** Told of each change inside its transaction (its mails are queued with it or not at all), and once it has committed. */
export interface EngagementListener {
  shortlistSent(engagement: EngagementRow): void;
  answered(engagement: EngagementRow, entry: ShortlistEntry): void;
  /** A trial, or the free replacement's window of a placed candidate, ends on `endsOn` (an office day). */
  windowEnding(engagement: EngagementRow, kind: ReminderKind, endsOn: string): void;
  committed(): void;
}

/** The windows the staff are reminded of before they end. */
export type ReminderKind = 'trial' | 'replacement';

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

export type AnswerResult = { ok: true; entry: ShortlistEntry } | { ok: false; refused: 'not-on-shortlist' | 'closed' };

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
/** Only to a candidate sent to the family and still published (shortlist-routes.ts shows no other). */
const ANSWER = sql<[ShortlistAnswer, string | null, string, number, number]>(
  `UPDATE shortlist_entries SET answer = ?, reason = ?, answered_at = ?
   WHERE engagement_id = ? AND candidate_id = ? AND sent_at IS NOT NULL AND candidate_id IN (SELECT id FROM candidates WHERE published = 1)`,
);
const DELETE_IDS = sql<[string]>('DELETE FROM engagements WHERE id IN (SELECT value FROM json_each(?))');
const OF_ADDRESS = sql<[string], EngagementRow>(`SELECT ${ENGAGEMENT_COLUMNS} FROM engagements WHERE email_key = ? ORDER BY id`);
/** Engagements whose window may end soon: in a trial, or placed (the free replacement may be asked for). */
const IN_A_WINDOW = sql<[], EngagementRow>(`SELECT ${ENGAGEMENT_COLUMNS} FROM engagements WHERE stage IN ('trial', 'placed') AND trial_starts_on IS NOT NULL`);
const ADD_REMINDER = sql<[number, ReminderKind, string, string]>(
  'INSERT INTO engagement_reminders (engagement_id, kind, ends_on, sent_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
);
/** How many are in each stage now. */
const BY_STAGE = sql<[], { stage: EngagementStage; engagements: number }>('SELECT stage, COUNT(*) AS engagements FROM engagements GROUP BY stage');
const OPENED_PER_MONTH = sql<[string], { month: string; opened: number }>(
  `SELECT strftime('%Y-%m', created_at, '+${OFFICE_UTC_OFFSET_HOURS} hours') AS month, COUNT(*) AS opened FROM engagements WHERE created_at >= ? GROUP BY month`,
);
const PLACED_PER_MONTH = sql<[string], { month: string; placed: number }>(
  `SELECT strftime('%Y-%m', at, '+${OFFICE_UTC_OFFSET_HOURS} hours') AS month, COUNT(*) AS placed FROM engagement_events WHERE to_stage = 'placed' AND at >= ? GROUP BY month`,
);
/** Each move's time in the stage it left: from the step that led into that stage. */
const TIME_IN_STAGE = sql<[string], { stage: EngagementStage; moves: number; mean_days: number | null }>(
  `WITH steps AS (
     SELECT from_stage, at, LAG(at) OVER (PARTITION BY engagement_id ORDER BY id) AS entered FROM engagement_events
   )
   SELECT from_stage AS stage, COUNT(*) AS moves, AVG(julianday(at) - julianday(entered)) AS mean_days
   FROM steps WHERE from_stage IS NOT NULL AND entered IS NOT NULL AND at >= ? GROUP BY from_stage`,
);
const CONVERSION_BY = (column: string) =>
  sql<[string], { key: string; opened: number; placed: number }>(
    `SELECT COALESCE(${column}, '') AS key, COUNT(*) AS opened,
            SUM(EXISTS (SELECT 1 FROM engagement_events e WHERE e.engagement_id = engagements.id AND e.to_stage = 'placed')) AS placed
     FROM engagements WHERE created_at >= ? GROUP BY 1 ORDER BY opened DESC, 1`,
  );
const CONVERSION_BY_SERVICE = CONVERSION_BY('service');
const CONVERSION_BY_SOURCE = CONVERSION_BY('source');
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
        // One sent before and taken off the site since is simply no longer shown: it blocks nothing.
        const unpublished = entries.filter((entry) => !entry.published && entry.sent_at === null).map((entry) => entry.candidate_id);
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
        // Closed since its link was looked up: the answer comes too late.
        if (this.one(engagement.id)?.stage === 'closed') return { ok: false, refused: 'closed' };
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

  /**
   * The staff's reminders due at `now`: each trial, and each placed candidate's free replacement
   * window, ending within REMINDER_DAYS_BEFORE office days, once per window and end day (its mail
   * queued in the same transaction). Answers how many were due.
   */
  remind(now: Date = new Date()): number {
    const today = officeDay(now);
    const sent = this.db
      .transaction((): number => {
        let count = 0;
        for (const engagement of on(this.db, IN_A_WINDOW).all()) {
          if (engagement.trial_starts_on === null) continue;
          const dates = trialDates(engagement.trial_starts_on);
          const [kind, endsOn] = engagement.stage === 'trial' ? (['trial', dates.trial_ends_on] as const) : (['replacement', dates.replacement_ends_on] as const);
          if (!reminderDue(today, endsOn)) continue;
          if (on(this.db, ADD_REMINDER).run(engagement.id, kind, endsOn, now.toISOString()).changes === 0) continue;
          this.listener?.windowEnding(engagement, kind, endsOn);
          count += 1;
        }
        return count;
      })
      .immediate();
    if (sent > 0) this.listener?.committed();
    return sent;
  }

  /**
   * The dashboard's numbers over the last `months` office months (this one included): where the
   * engagements are now, opened and placed per month, the mean days in each stage, and how many
   * of those opened were placed, by service and by where they came from.
   */
  stats(now: Date = new Date(), months = 12): EngagementStats {
    const thisMonth = officeDay(now).slice(0, 7);
    const monthList = Array.from({ length: months }, (_, index) => {
      const counted = Number(thisMonth.slice(0, 4)) * 12 + Number(thisMonth.slice(5, 7)) - 1 - (months - 1 - index);
      return `${Math.floor(counted / 12)}-${String((counted % 12) + 1).padStart(2, '0')}`;
    });
    const since = officeDayStart(`${monthList[0]}-01`).toISOString();
    const inStage = new Map(on(this.db, BY_STAGE).all().map((row) => [row.stage, row.engagements]));
    const opened = new Map(on(this.db, OPENED_PER_MONTH).all(since).map((row) => [row.month, row.opened]));
    const placed = new Map(on(this.db, PLACED_PER_MONTH).all(since).map((row) => [row.month, row.placed]));
    const times = new Map(on(this.db, TIME_IN_STAGE).all(since).map((row) => [row.stage, row]));
    return {
      by_stage: ENGAGEMENT_STAGES.map((stage) => ({ stage, engagements: inStage.get(stage) ?? 0 })),
      months: monthList.map((month) => ({ month, opened: opened.get(month) ?? 0, placed: placed.get(month) ?? 0 })),
      time_in_stage: ENGAGEMENT_STAGES.filter((stage) => stage !== 'closed').map((stage) => {
        const row = times.get(stage);
        return { stage, moves: row?.moves ?? 0, mean_days: row?.mean_days === null || row === undefined ? null : Math.round(row.mean_days * 10) / 10 };
      }),
      by_service: on(this.db, CONVERSION_BY_SERVICE).all(since).map(({ key, ...counts }) => ({ service: key, ...counts })),
      by_source: on(this.db, CONVERSION_BY_SOURCE).all(since).map(({ key, ...counts }) => ({ source: key, ...counts })),
    };
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
