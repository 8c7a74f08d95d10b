/**
 * The free consultation's diary in SQLite: the staff's settings, and bookings that hold their
 * time. Whether a time is free is decided inside the transaction that books it, started
 * IMMEDIATE (the write lock taken before the read), so two bookings of a slot's last place can
 * never both see it free, even from two processes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AvailabilitySettings, DEFAULT_AVAILABILITY } from '@shared/contract/availability';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
import { freeSlotAt, freeSlots, type HeldTime, type Slot } from './free-slots';
import { CONSULTATION_COLUMNS, type ConsultationRecord, type NewConsultation, type Outcome } from '../db/consultation-rows';
import type { TimeRange } from '@shared/slot-time';

/**
 * Told of each change inside its transaction (so the mails about it are queued with it, or not
 * at all), and once it has committed.
 */
export interface ConsultationListener {
  booked(consultation: ConsultationRecord, token: string): void;
  /** `from`: the time it had before, which the mails about the move repeat. */
  moved(consultation: ConsultationRecord, token: string, from: TimeRange): void;
  cancelled(consultation: ConsultationRecord): void;
  committed(): void;
}

/** The family's private link: 256 random bits; only its SHA-256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export type BookingResult = { ok: true; consultation: ConsultationRecord; token: string } | { ok: false; free: Slot[] };
export type MoveResult = { ok: true; consultation: ConsultationRecord; changed: boolean } | { ok: false; free: Slot[] };

const settingsCheck = TypeCompiler.Compile(AvailabilitySettings);

const SETTINGS = sql<[], { settings: string }>('SELECT settings FROM booking_settings WHERE id = 1');
const SAVE_SETTINGS = sql<[string, string, string | null]>(
  `INSERT INTO booking_settings (id, settings, updated_at, updated_by) VALUES (1, ?, ?, ?)
   ON CONFLICT (id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
);
/** Bookings that hold their time and may still matter: those ending after `from`. */
const HELD = sql<[string], { id: number; starts_at: string; ends_at: string }>(
  "SELECT id, starts_at, ends_at FROM consultations WHERE status = 'booked' AND ends_at > ?",
);
const INSERT = sql<NewConsultation & { starts_at: string; ends_at: string; token_hash: string; now: string }>(
  `INSERT INTO consultations (starts_at, ends_at, meeting, full_name, email, phone, service, message, site_language, time_zone,
     token_hash, created_at, updated_at, landing_path, referrer_host, utm_source, utm_medium, utm_campaign)
   VALUES (@starts_at, @ends_at, @meeting, @full_name, @email, @phone, @service, @message, @site_language, @time_zone,
     @token_hash, @now, @now, @landing_path, @referrer_host, @utm_source, @utm_medium, @utm_campaign)`,
);
const ONE = sql<[number], ConsultationRecord>(`SELECT ${CONSULTATION_COLUMNS} FROM consultations WHERE id = ?`);
const BY_TOKEN = sql<[string], ConsultationRecord>(`SELECT ${CONSULTATION_COLUMNS} FROM consultations WHERE token_hash = ?`);
/** The mover's zone replaces the one booked from (null: their browser did not say, the old one stays). */
const MOVE = sql<[string, string, string | null, string, number]>(
  "UPDATE consultations SET starts_at = ?, ends_at = ?, time_zone = COALESCE(?, time_zone), sequence = sequence + 1, updated_at = ? WHERE id = ? AND status = 'booked'",
);
const CANCEL = sql<[string, string | null, string, string, string | null, number]>(
  `UPDATE consultations SET status = 'cancelled', cancelled_by = ?, cancel_reason = ?, sequence = sequence + 1, updated_at = ?,
     handled_at = COALESCE(handled_at, ?), handled_by = COALESCE(handled_by, ?)
   WHERE id = ? AND status = 'booked'`,
);
const OUTCOME = sql<[Outcome, string, string, string, number]>(
  "UPDATE consultations SET status = ?, updated_at = ?, handled_at = ?, handled_by = ? WHERE id = ? AND status IN ('booked', 'held', 'missed')",
);
const OF_ADDRESS = sql<[string], ConsultationRecord>(
  `SELECT ${CONSULTATION_COLUMNS} FROM consultations WHERE email = ? COLLATE NOCASE ORDER BY id`,
);
const DELETE_IDS = sql<[string]>('DELETE FROM consultations WHERE id IN (SELECT value FROM json_each(?))');
const OLD = sql<[string, string], { id: number }>('SELECT id FROM consultations WHERE created_at < ? AND ends_at < ?');

export interface ConsultationFilter {
  /** upcoming: booked and not yet over; past: the rest, newest first. */
  when?: 'upcoming' | 'past';
  status?: ConsultationRecord['status'];
  /** Only those starting on or after this instant, and before `until`. */
  from?: string;
  until?: string;
  q?: string;
}

export class ConsultationRepository {
  constructor(
    private readonly db: Db,
    private readonly listener: ConsultationListener | null = null,
  ) {}

  /** The staff's settings, or the defaults until they save their own (a stored row that no longer fits the contract is ignored). */
  settings(): AvailabilitySettings {
    const stored = on(this.db, SETTINGS).get()?.settings;
    if (stored === undefined) return DEFAULT_AVAILABILITY;
    const parsed: unknown = JSON.parse(stored);
    return settingsCheck.Check(parsed) ? parsed : DEFAULT_AVAILABILITY;
  }

  saveSettings(settings: AvailabilitySettings, by: string | null, at: Date = new Date()): void {
    on(this.db, SAVE_SETTINGS).run(JSON.stringify(settings), at.toISOString(), by);
  }

  /** The times still free now, earliest first: free or not, never who booked. */
  freeSlots(now: Date): Slot[] {
    return freeSlots(this.settings(), this.held(now), now);
  }

  /** Books the free slot starting at `start`, or answers the times still free when it is not. */
  book(details: NewConsultation, start: string, now: Date = new Date()): BookingResult {
    const token = newToken();
    const result = this.db
      .transaction((): BookingResult => {
        const settings = this.settings();
        const held = this.held(now);
        const slot = freeSlotAt(settings, held, now, start);
        if (!slot) return { ok: false, free: freeSlots(settings, held, now) };
        const id = Number(
          on(this.db, INSERT).run({ ...details, starts_at: slot.start, ends_at: slot.end, token_hash: tokenHash(token), now: now.toISOString() }).lastInsertRowid,
        );
        const consultation = this.require(id);
        this.listener?.booked(consultation, token);
        return { ok: true, consultation, token };
      })
      .immediate();
    if (result.ok) this.listener?.committed();
    return result;
  }

  /** The booking this link opens, whatever its state; undefined for a link that opens none. */
  byToken(token: string): ConsultationRecord | undefined {
    return on(this.db, BY_TOKEN).get(tokenHash(token));
  }

  one(id: number): ConsultationRecord | undefined {
    return on(this.db, ONE).get(id);
  }

  /**
   * Moves a booked consultation to the free slot at `start` (its own time does not count as
   * taken), with the family's link, which the mail about the move repeats. `timeZone`: the
   * mover's, for the mails about it (the family may be elsewhere than when they booked).
   */
  move(id: number, start: string, token: string, now: Date = new Date(), timeZone: string | null = null): MoveResult {
    const result = this.db
      .transaction((): MoveResult => {
        const current = this.one(id);
        if (!current || current.status !== 'booked') return { ok: false, free: this.freeSlots(now) };
        const settings = this.settings();
        const others = this.held(now, id);
        const slot = freeSlotAt(settings, others, now, start);
        if (!slot) return { ok: false, free: freeSlots(settings, others, now) };
        // Its own time again: nothing changes, and no one is mailed.
        if (slot.start === current.starts_at && slot.end === current.ends_at) return { ok: true, consultation: current, changed: false };
        on(this.db, MOVE).run(slot.start, slot.end, timeZone, now.toISOString(), id);
        const consultation = this.require(id);
        this.listener?.moved(consultation, token, { start: current.starts_at, end: current.ends_at });
        return { ok: true, consultation, changed: true };
      })
      .immediate();
    if (result.ok && result.changed) this.listener?.committed();
    return result;
  }

  /** Cancels a booked consultation (its slot is free again); undefined when it was not booked. */
  cancel(id: number, by: 'family' | 'staff', reason: string | null, staff: string | null, now: Date = new Date()): ConsultationRecord | undefined {
    const at = now.toISOString();
    const cancelled = this.db.transaction(() => {
      if (on(this.db, CANCEL).run(by, reason, at, at, staff ?? (by === 'family' ? 'the family' : null), id).changes === 0) return undefined;
      const consultation = this.require(id);
      this.listener?.cancelled(consultation);
      return consultation;
    })();
    if (cancelled) this.listener?.committed();
    return cancelled;
  }

  /** Held or missed, as staff mark it; undefined for a cancelled or unknown one. */
  markOutcome(id: number, outcome: Outcome, by: string, now: Date = new Date()): ConsultationRecord | undefined {
    const at = now.toISOString();
    if (on(this.db, OUTCOME).run(outcome, at, at, by, id).changes === 0) return undefined;
    return this.one(id);
  }

  /** The diary for the admin: upcoming earliest first, the rest newest first. */
  list(page: number, perPage: number, filter: ConsultationFilter, now: Date = new Date()): { rows: ConsultationRecord[]; total: number } {
    const clauses: string[] = [];
    const values: string[] = [];
    if (filter.when === 'upcoming') {
      clauses.push("status = 'booked' AND ends_at > ?");
      values.push(now.toISOString());
    } else if (filter.when === 'past') {
      clauses.push("NOT (status = 'booked' AND ends_at > ?)");
      values.push(now.toISOString());
    }
    if (filter.status) {
      clauses.push('status = ?');
      values.push(filter.status);
    }
    if (filter.from) {
      clauses.push('starts_at >= ?');
      values.push(filter.from);
    }
    if (filter.until) {
      clauses.push('starts_at < ?');
      values.push(filter.until);
    }
    if (filter.q) {
      clauses.push("(full_name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR phone LIKE ? ESCAPE '\\')");
      const pattern = `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      values.push(pattern, pattern, pattern);
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const order = filter.when === 'upcoming' ? 'starts_at ASC, id ASC' : 'starts_at DESC, id DESC';
    const rows = this.db
      .prepare<Array<string | number>, ConsultationRecord>(`SELECT ${CONSULTATION_COLUMNS} FROM consultations ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...values, perPage, (page - 1) * perPage);
    const total = this.db.prepare<string[], { total: number }>(`SELECT COUNT(*) AS total FROM consultations ${where}`).get(...values)?.total ?? 0;
    return { rows, total };
  }

  /** Every booking made with this address (any letter case). */
  heldFor(email: string): ConsultationRecord[] {
    return on(this.db, OF_ADDRESS).all(email.trim());
  }

  /** Deletes these bookings (inside the caller's transaction, with the mails about them). */
  deleteIds(ids: readonly number[]): void {
    on(this.db, DELETE_IDS).run(JSON.stringify(ids));
  }

  /** Bookings made before `cutoff` whose time is also past it: what the retention purge removes. */
  idsOlderThan(cutoff: Date): number[] {
    const before = cutoff.toISOString();
    return on(this.db, OLD)
      .all(before, before)
      .map((row) => row.id);
  }

  /** The times booked consultations hold, but the one being moved. */
  private held(now: Date, exceptId?: number): HeldTime[] {
    return on(this.db, HELD)
      .all(now.toISOString())
      .filter((row) => row.id !== exceptId)
      .map((row) => ({ start: new Date(row.starts_at), end: new Date(row.ends_at) }));
  }

  private require(id: number): ConsultationRecord {
    const consultation = this.one(id);
    if (!consultation) throw new Error(`consultation ${id} vanished inside its own transaction`);
    return consultation;
  }
}
