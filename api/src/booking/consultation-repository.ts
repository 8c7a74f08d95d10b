/**
 * The free consultation's diary in SQLite: the staff's settings, bookings that hold their time,
 * and each booking's history. Every change checks and writes inside one transaction started
 * IMMEDIATE (the write lock taken before the read), so two requests, even from two processes,
 * can never both see a slot's last place free, nor both change one booking.
 */
import { addressKey } from '@efe/shared/address-key';
import type { Canceller } from '@efe/shared/consultation-values';
import { MOVES_PER_BOOKING_PER_DAY, UPCOMING_BOOKINGS_PER_ADDRESS } from '@efe/shared/constants';
import { DEFAULT_AVAILABILITY, SLOT_MINUTES_MAX, type AvailabilitySettings, type OutsideBooking } from '@efe/shared/contract/availability';
import { DAY_MS, HOUR_MS } from '@efe/shared/office-clock';
import type { Db } from '../db/connection';
import { dataVersion } from '../db/data-version';
import type { HandledFilter } from '@efe/shared/contract/lead';
import { consultationHandledClause } from '../db/lead-filters';
import { on, sql } from '../db/sql';
import type { FamiliesConsultations } from '../db/submission-repository';
import type { ConsultationEvent, ConsultationRecord } from '@efe/shared/contract/consultation';
import { CONSULTATION_COLUMNS, CONSULTATION_EVENT_COLUMNS, type NewConsultation, type Outcome } from '../db/consultation-rows';
import { freeTimes, offeredSlot, type FreeTimes, type HeldTime } from './free-slots';
import { bookingsOutside } from './outside-diary';
import { keyHash, PrivateKeys } from './private-keys';
import { DiaryUnreadable, readStoredSettings, type StoredSettings } from './stored-settings';
import type { TimeRange } from '@efe/shared/slot-time';

/**
 * Told of each change inside its transaction (so the mails about it are queued with it, or not
 * at all), and once it has committed.
 */
export interface ConsultationListener {
  booked(consultation: ConsultationRecord): void;
  /** `from`: the time it had before, which the mails about the move repeat. */
  moved(consultation: ConsultationRecord, from: TimeRange): void;
  cancelled(consultation: ConsultationRecord): void;
  /** Someone tried to book again with this booking's address: its link again, in the booking's own language. Answers whether a mail was queued. */
  linkAsked(consultation: ConsultationRecord): boolean;
  committed(): void;
}

/** Why a time cannot be booked or moved to: not a time the diary offers now, or offered but full. */
export type TimeRefusal = 'not-offered' | 'taken';
export type BookingResult =
  | { ok: true; consultation: ConsultationRecord; key: string }
  | { ok: false; refused: TimeRefusal | 'client-limit' }
  /** The address holds its upcoming bookings already; `mailed`: its link was queued to that address again. */
  | { ok: false; refused: 'address-has-booking'; mailed: boolean };
/** `move-limit`: moved MOVES_PER_BOOKING_PER_DAY times in the last 24 hours already. */
export type MoveResult = { ok: true; consultation: ConsultationRecord; changed: boolean } | { ok: false; refused: TimeRefusal | 'not-booked' | 'move-limit' };
/** A change staff or the family asked of one booking: done, no such booking, or it is no longer in a state that allows it. */
export type ChangeResult = { ok: true; consultation: ConsultationRecord } | { ok: false; refused: 'missing' } | { ok: false; refused: 'not-allowed'; consultation: ConsultationRecord };

/** What a booking is made with besides the family's details. */
export interface BookingRequest {
  /** The slot's start, as the page sent it. */
  start: string;
  /** Who asks (http/client-key.ts), for the per-client limit. */
  client: string;
  /** Bookings one client may make in 24 hours. */
  clientLimit: number;
}

const SETTINGS = sql<[], { settings: string }>('SELECT settings FROM booking_settings WHERE id = 1');
const SAVE_SETTINGS = sql<[string, string, string | null]>(
  `INSERT INTO booking_settings (id, settings, updated_at, updated_by) VALUES (1, ?, ?, ?)
   ON CONFLICT (id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
);
/** Bookings that may overlap slots from `from` on, in order of start (no booking is longer than the longest slot). */
const HELD = sql<[string, string], { starts_at: string; ends_at: string }>(
  "SELECT starts_at, ends_at FROM consultations WHERE status = 'booked' AND starts_at > ? AND ends_at > ? ORDER BY starts_at",
);
/** Bookings holding some of [start, end), but one (-1: none). */
const OVERLAPPING = sql<{ start: string; end: string; earliest: string; except: number }, { n: number }>(
  "SELECT COUNT(*) AS n FROM consultations WHERE status = 'booked' AND starts_at > @earliest AND starts_at < @end AND ends_at > @start AND id != @except",
);
const INSERT = sql<NewConsultation & { starts_at: string; ends_at: string; email_key: string; now: string }>(
  `INSERT INTO consultations (starts_at, ends_at, meeting, full_name, email, email_key, phone, service, message, site_language, time_zone,
     created_at, updated_at, landing_path, referrer_host, utm_source, utm_medium, utm_campaign)
   VALUES (@starts_at, @ends_at, @meeting, @full_name, @email, @email_key, @phone, @service, @message, @site_language, @time_zone,
     @now, @now, @landing_path, @referrer_host, @utm_source, @utm_medium, @utm_campaign)`,
);
const ONE = sql<[number], ConsultationRecord>(`SELECT ${CONSULTATION_COLUMNS} FROM consultations WHERE id = ?`);
const BY_KEY = sql<[string], ConsultationRecord>(
  `SELECT ${CONSULTATION_COLUMNS} FROM consultations WHERE id = (SELECT consultation_id FROM consultation_keys WHERE key_hash = ?)`,
);
/** Bookings that have not started, earliest first, as the staff name them. */
const UPCOMING = sql<[string], Omit<OutsideBooking, 'reason'>>(
  "SELECT id, starts_at, ends_at, full_name FROM consultations WHERE status = 'booked' AND starts_at > ? ORDER BY starts_at, id",
);
/** The address's bookings that have not started, earliest first. */
const UPCOMING_OF_ADDRESS = sql<[string, string], ConsultationRecord>(
  `SELECT ${CONSULTATION_COLUMNS} FROM consultations WHERE email_key = ? AND status = 'booked' AND starts_at > ? ORDER BY starts_at`,
);
const FORGET_CLIENTS = sql<[string]>('DELETE FROM booking_clients WHERE booked_at <= ?');
const CLIENT_BOOKINGS = sql<[string, string], { n: number }>('SELECT COUNT(*) AS n FROM booking_clients WHERE client = ? AND booked_at > ?');
const COUNT_CLIENT = sql<[string, string]>('INSERT INTO booking_clients (client, booked_at) VALUES (?, ?)');
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
const RECORD_EVENT = sql<Omit<ConsultationEvent, 'id'> & { consultation_id: number }>(
  `INSERT INTO consultation_events (consultation_id, at, event, actor, staff_name, starts_at, previous_starts_at, reason)
   VALUES (@consultation_id, @at, @event, @actor, @staff_name, @starts_at, @previous_starts_at, @reason)`,
);
/** The family's moves of one booking since an instant. */
const FAMILY_MOVES_SINCE = sql<[number, string], { n: number }>(
  "SELECT COUNT(*) AS n FROM consultation_events WHERE consultation_id = ? AND event = 'moved' AND actor = 'family' AND at > ?",
);
const HISTORY = sql<[number], ConsultationEvent>(`SELECT ${CONSULTATION_EVENT_COLUMNS} FROM consultation_events WHERE consultation_id = ? ORDER BY id`);
/** A person's bookings: those made with any spelling of their mailbox (shared/address-key.ts), as the booking caps count it. */
const OF_ADDRESS = sql<[string], ConsultationRecord>(`SELECT ${CONSULTATION_COLUMNS} FROM consultations WHERE email_key = ? ORDER BY id`);
/** The history of these bookings, each step with the booking it belongs to. */
const HISTORY_OF = sql<[string], ConsultationEvent & { consultation_id: number }>(
  `SELECT consultation_id, ${CONSULTATION_EVENT_COLUMNS} FROM consultation_events WHERE consultation_id IN (SELECT value FROM json_each(?)) ORDER BY id`,
);
const DELETE_IDS = sql<[string]>('DELETE FROM consultations WHERE id IN (SELECT value FROM json_each(?))');
/** A booking goes once it was made and its time was over before the cutoff (a booking made long ahead stays until it has taken place). */
const DELETE_OLD = sql<[string, string], { id: number }>('DELETE FROM consultations WHERE created_at < ? AND ends_at < ? RETURNING id');

const SLOT_MS_MAX = SLOT_MINUTES_MAX * 60_000;

export interface ConsultationFilter extends HandledFilter {
  /** upcoming: booked and not yet over; past: the rest, newest first. */
  when?: 'upcoming' | 'past';
  status?: ConsultationRecord['status'];
  /** Only those starting on or after this instant, and before `until`. */
  from?: string;
  until?: string;
  q?: string;
}

/** The free times with the slot length they were cut with, as computed at `from` for one state of the database. */
interface KeptFreeTimes extends FreeTimes {
  version: string;
  from: number;
  slotMinutes: number;
}

type NewEvent = Pick<ConsultationEvent, 'event' | 'actor'> & Partial<Pick<ConsultationEvent, 'staff_name' | 'previous_starts_at' | 'reason'>>;

export class ConsultationRepository implements FamiliesConsultations {
  private readonly version: () => string;
  private readonly keys: PrivateKeys;
  /** The last settings row read, and what it said: parsed and checked once per change. */
  private read: { text: string; result: StoredSettings } | null = null;
  private kept: KeptFreeTimes | null = null;

  constructor(
    private readonly db: Db,
    private readonly listener: ConsultationListener | null = null,
    /** Told once of each stored settings row that cannot be read (the API's log). */
    private readonly unreadable: (problem: string) => void = () => undefined,
  ) {
    this.version = dataVersion(db);
    this.keys = new PrivateKeys(db);
  }

  /** The staff's settings, or the defaults until they save their own; DiaryUnreadable when the stored row does not pass the checks that saved it. */
  settings(): AvailabilitySettings {
    const stored = this.storedSettings();
    if (!stored.ok) throw new DiaryUnreadable(stored.problem);
    return stored.settings;
  }

  /** Why the stored settings cannot be read, or null when they can (or none are stored). */
  settingsProblem(): string | null {
    const stored = this.storedSettings();
    return stored.ok ? null : stored.problem;
  }

  saveSettings(settings: AvailabilitySettings, by: string | null, at: Date = new Date()): void {
    on(this.db, SAVE_SETTINGS).run(JSON.stringify(settings), at.toISOString(), by);
  }

  /**
   * Bookings that have not started and that the settings in force leave outside the diary (a
   * closed day, hours taken away, fewer at once than are booked), each with why. They stand until
   * cancelled; the admin names them.
   */
  bookedOutside(now: Date = new Date()): OutsideBooking[] {
    return bookingsOutside(this.settings(), on(this.db, UPCOMING).all(now.toISOString()));
  }

  /**
   * The times free now, earliest first (free or not, never who booked), and the slot length.
   * Computed once for a state of the diary and kept until the database changes or the clock
   * moves a slot in or out of the window.
   */
  freeTimes(now: Date): { slots: FreeTimes['slots']; slotMinutes: number; validUntil: number } {
    const version = this.version();
    const at = now.getTime();
    const kept = this.kept;
    if (kept && kept.version === version && at >= kept.from && at < kept.validUntil) return kept;
    const settings = this.settings();
    const earliest = at + settings.notice_hours * HOUR_MS;
    const held = on(this.db, HELD)
      .all(new Date(earliest - SLOT_MS_MAX).toISOString(), new Date(earliest).toISOString())
      .map((row): HeldTime => ({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) }));
    this.kept = { ...freeTimes(settings, held, now), version, from: at, slotMinutes: settings.slot_minutes };
    return this.kept;
  }

  /**
   * Which computation of the free times holds at `now`, as a text: with the database's version,
   * what their cached answer depends on ('unreadable' while the settings cannot be read).
   */
  freeTimesEdition(now: Date): string {
    try {
      return String(this.freeTimes(now).validUntil);
    } catch (error) {
      if (error instanceof DiaryUnreadable) return 'unreadable';
      throw error;
    }
  }

  /**
   * Books the slot starting at `start` when the client has not had its day's share of answers, the
   * address holds no upcoming booking yet (else its link is mailed to it again, in the booking's
   * own language) and the diary offers the time with a place free. The key in the answer is the
   * page's own; its mails get theirs.
   *
   * The client's day is checked first, and "this address has a booking" counts in it as a booking
   * does: that answer says something about an address and mails it, so a client learns it of a few
   * addresses a day, never of a list.
   */
  book(details: NewConsultation, request: BookingRequest, now: Date = new Date()): BookingResult {
    const at = now.toISOString();
    const result = this.db
      .transaction((): BookingResult => {
        const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
        if ((on(this.db, CLIENT_BOOKINGS).get(request.client, dayAgo)?.n ?? 0) >= request.clientLimit) return { ok: false, refused: 'client-limit' };
        const upcoming = on(this.db, UPCOMING_OF_ADDRESS).all(addressKey(details.email), at);
        if (upcoming.length >= UPCOMING_BOOKINGS_PER_ADDRESS) {
          on(this.db, COUNT_CLIENT).run(request.client, at);
          const mailed = this.listener?.linkAsked(upcoming[0]) ?? false;
          if (mailed) this.record(upcoming[0], { event: 'link-mailed', actor: 'visitor' }, now);
          return { ok: false, refused: 'address-has-booking', mailed };
        }
        const slot = this.placeFor(request.start, now);
        if (!slot.ok) return slot;
        // Everything above only read: what it decided holds because no one else can write meanwhile.
        const id = Number(
          on(this.db, INSERT).run({ ...details, email_key: addressKey(details.email), starts_at: slot.start, ends_at: slot.end, now: at }).lastInsertRowid,
        );
        on(this.db, COUNT_CLIENT).run(request.client, at);
        on(this.db, FORGET_CLIENTS).run(dayAgo);
        const key = this.keys.add('consultation', id, now);
        const consultation = this.require(id);
        this.record(consultation, { event: 'booked', actor: 'family' }, now);
        this.listener?.booked(consultation);
        return { ok: true, consultation, key };
      })
      .immediate();
    if (result.ok || ('mailed' in result && result.mailed)) this.listener?.committed();
    return result;
  }

  /** The booking this key opens, whatever its state; undefined for a key that opens none. */
  byKey(key: string): ConsultationRecord | undefined {
    return on(this.db, BY_KEY).get(keyHash(key));
  }

  one(id: number): ConsultationRecord | undefined {
    return on(this.db, ONE).get(id);
  }

  /** Its history, oldest first. */
  history(id: number): ConsultationEvent[] {
    return on(this.db, HISTORY).all(id);
  }

  /**
   * Moves a booked consultation, at the family's request, to the slot at `start` (its own time
   * does not count as taken), unless it was moved MOVES_PER_BOOKING_PER_DAY times in the last 24
   * hours: each move mails the staff and the family. `timeZone`: the mover's, for the mails about
   * it (the family may be elsewhere than when they booked).
   */
  move(id: number, start: string, now: Date = new Date(), timeZone: string | null = null): MoveResult {
    const result = this.db
      .transaction((): MoveResult => {
        const current = this.one(id);
        if (!current || current.status !== 'booked') return { ok: false, refused: 'not-booked' };
        const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
        if ((on(this.db, FAMILY_MOVES_SINCE).get(id, dayAgo)?.n ?? 0) >= MOVES_PER_BOOKING_PER_DAY) return { ok: false, refused: 'move-limit' };
        const slot = this.placeFor(start, now, id);
        if (!slot.ok) return slot;
        // Its own time again: nothing changes, and no one is mailed.
        if (slot.start === current.starts_at && slot.end === current.ends_at) return { ok: true, consultation: current, changed: false };
        on(this.db, MOVE).run(slot.start, slot.end, timeZone, now.toISOString(), id);
        const consultation = this.require(id);
        this.record(consultation, { event: 'moved', actor: 'family', previous_starts_at: current.starts_at }, now);
        this.listener?.moved(consultation, { start: current.starts_at, end: current.ends_at });
        return { ok: true, consultation, changed: true };
      })
      .immediate();
    if (result.ok && result.changed) this.listener?.committed();
    return result;
  }

  /** Cancels a booked consultation (its slot is free again); by the staff, `staff` names who. */
  cancel(id: number, by: Canceller, reason: string | null, staff: string | null, now: Date = new Date()): ChangeResult {
    const at = now.toISOString();
    const result = this.db
      .transaction((): ChangeResult => {
        const current = this.one(id);
        if (!current) return { ok: false, refused: 'missing' };
        if (current.status !== 'booked') return { ok: false, refused: 'not-allowed', consultation: current };
        on(this.db, CANCEL).run(by, reason, at, at, staff ?? (by === 'family' ? 'the family' : null), id);
        const consultation = this.require(id);
        this.record(consultation, { event: 'cancelled', actor: by, staff_name: by === 'staff' ? staff : null, reason }, now);
        this.listener?.cancelled(consultation);
        return { ok: true, consultation };
      })
      .immediate();
    if (result.ok) this.listener?.committed();
    return result;
  }

  /** Held or missed, as staff mark it once its time has come; not for a cancelled one. */
  markOutcome(id: number, outcome: Outcome, by: string, now: Date = new Date()): ChangeResult {
    const at = now.toISOString();
    return this.db
      .transaction((): ChangeResult => {
        const current = this.one(id);
        if (!current) return { ok: false, refused: 'missing' };
        if (current.status === 'cancelled' || Date.parse(current.starts_at) > now.getTime()) return { ok: false, refused: 'not-allowed', consultation: current };
        if (current.status === outcome) return { ok: true, consultation: current };
        on(this.db, OUTCOME).run(outcome, at, at, by, id);
        const consultation = this.require(id);
        this.record(consultation, { event: outcome, actor: 'staff', staff_name: by }, now);
        return { ok: true, consultation };
      })
      .immediate();
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
    clauses.push(...consultationHandledClause(filter));
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

  /** Everything booked with a mailbox, however its address was written, each booking with its history, oldest first (a data request's). */
  heldFor(email: string): Array<ConsultationRecord & { history: ConsultationEvent[] }> {
    const booked = on(this.db, OF_ADDRESS).all(addressKey(email));
    const history = on(this.db, HISTORY_OF).all(JSON.stringify(booked.map((row) => row.id)));
    return booked.map((row) => ({ ...row, history: history.filter((step) => step.consultation_id === row.id).map(({ consultation_id: _booking, ...step }) => step) }));
  }

  /** Deletes these bookings, their keys and history (inside the caller's transaction, with the mails about them). */
  deleteIds(ids: readonly number[]): void {
    on(this.db, DELETE_IDS).run(JSON.stringify(ids));
  }

  /** Forgets which clients booked more than a day ago (the per-client cap needs no more); answers how many. */
  forgetOldClients(now: Date = new Date()): number {
    return on(this.db, FORGET_CLIENTS).run(new Date(now.getTime() - DAY_MS).toISOString()).changes;
  }

  /** Deletes the bookings made before `cutoff` whose time is also past it (the retention purge, inside its transaction); answers their ids. */
  deleteOlderThan(cutoff: Date): number[] {
    const before = cutoff.toISOString();
    return on(this.db, DELETE_OLD)
      .all(before, before)
      .map((row) => row.id);
  }

  /** The slot at `start` if the diary offers it now and a place is free in it (the booking `except` aside). */
  private placeFor(start: string, now: Date, except = -1): { ok: true; start: string; end: string } | { ok: false; refused: TimeRefusal } {
    const settings = this.settings();
    const slot = offeredSlot(settings, Date.parse(start), now);
    if (!slot) return { ok: false, refused: 'not-offered' };
    const [from, to] = [new Date(slot.start).toISOString(), new Date(slot.end).toISOString()];
    const held = on(this.db, OVERLAPPING).get({ start: from, end: to, earliest: new Date(slot.start - SLOT_MS_MAX).toISOString(), except })?.n ?? 0;
    return held < settings.capacity ? { ok: true, start: from, end: to } : { ok: false, refused: 'taken' };
  }

  private record(consultation: ConsultationRecord, event: NewEvent, now: Date): void {
    on(this.db, RECORD_EVENT).run({
      consultation_id: consultation.id,
      at: now.toISOString(),
      staff_name: null,
      previous_starts_at: null,
      reason: null,
      ...event,
      starts_at: consultation.starts_at,
    });
  }

  private storedSettings(): StoredSettings {
    const text = on(this.db, SETTINGS).get()?.settings;
    if (text === undefined) return { ok: true, settings: DEFAULT_AVAILABILITY };
    if (this.read?.text !== text) {
      this.read = { text, result: readStoredSettings(text) };
      if (!this.read.result.ok) this.unreadable(this.read.result.problem);
    }
    return this.read.result;
  }

  private require(id: number): ConsultationRecord {
    const consultation = this.one(id);
    if (!consultation) throw new Error(`consultation ${id} vanished inside its own transaction`);
    return consultation;
  }
}
