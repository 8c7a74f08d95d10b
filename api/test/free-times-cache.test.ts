/**
 * The free times are computed once for a state of the diary and kept: until this process or
 * another writes to the database, or until the clock moves a slot out of the notice or into the
 * horizon; never a moment longer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase, type Db } from '../src/db/connection';
import { ConsultationRepository } from '../src/booking/consultation-repository';

/** Monday 30 November 2026, 08:00 in Dubai (04:00 UTC). */
const MONDAY_8AM_DUBAI = Date.parse('2026-11-30T04:00:00Z');
const MONDAY_MORNINGS = { weekly: [{ weekday: 1, from: '09:00', to: '11:00' }], slot_minutes: 30, capacity: 1, notice_hours: 0, horizon_days: 6, closed_days: [] };
const FAMILY = { meeting: 'phone' as const, full_name: 'A Family', email: 'family@example.com', phone: '+971501234567', service: null, message: '', site_language: 'en', time_zone: null, landing_path: null, referrer_host: null, utm_source: null, utm_medium: null, utm_campaign: null };

describe('the kept free times', () => {
  let dir: string;
  let db: Db;
  let diary: ConsultationRepository;
  const at = (ms: number) => new Date(ms);
  const starts = (ms: number) => diary.freeTimes(at(ms)).slots.map((slot) => slot.start);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'free-times-'));
    db = openDatabase(path.join(dir, 'content.db'));
    diary = new ConsultationRepository(db);
    diary.saveSettings(MONDAY_MORNINGS, 'test');
  });
  afterEach(() => {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are the same answer until the first slot passes the notice, and a new one from then', () => {
    const first = diary.freeTimes(at(MONDAY_8AM_DUBAI));
    expect(first.slots.map((slot) => slot.start)).toEqual(['2026-11-30T05:00:00.000Z', '2026-11-30T05:30:00.000Z', '2026-11-30T06:00:00.000Z', '2026-11-30T06:30:00.000Z']);
    const nineDubai = Date.parse('2026-11-30T05:00:00Z');
    expect(diary.freeTimes(at(nineDubai))).toBe(first);
    expect(starts(nineDubai + 1)).toEqual(['2026-11-30T05:30:00.000Z', '2026-11-30T06:00:00.000Z', '2026-11-30T06:30:00.000Z']);
    // A clock set back is not trusted with a later answer.
    expect(diary.freeTimes(at(MONDAY_8AM_DUBAI)).slots).toHaveLength(4);
  });

  it('follow a booking of this process and a write of another at once', () => {
    expect(starts(MONDAY_8AM_DUBAI)).toHaveLength(4);
    const booked = diary.book(FAMILY, { start: '2026-11-30T05:30:00.000Z', client: '203.0.113.1', clientLimit: 5 }, at(MONDAY_8AM_DUBAI));
    expect(booked.ok).toBe(true);
    expect(starts(MONDAY_8AM_DUBAI)).not.toContain('2026-11-30T05:30:00.000Z');

    const other = new Database(path.join(dir, 'content.db'));
    try {
      other.prepare('UPDATE booking_settings SET settings = ?').run(JSON.stringify({ ...MONDAY_MORNINGS, closed_days: ['2026-11-30'] }));
    } finally {
      other.close();
    }
    expect(starts(MONDAY_8AM_DUBAI)).toEqual([]);
  });
});
