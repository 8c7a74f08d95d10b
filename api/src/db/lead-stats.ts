/**
 * The recruiters' Monday numbers, counted by SQLite: leads per week, where they came from, what
 * they ask about, the site language they wrote in, how many wait, and how fast they were answered.
 * Weeks and months are the office's (Dubai, shared/constants.ts), not UTC's. The answer's shape:
 * shared/contract/lead-stats.ts.
 */
import { OFFICE_UTC_OFFSET_HOURS } from '@efe/shared/constants';
import type { LeadStats } from '@efe/shared/contract/lead-stats';
import { DAY_MS, officeDay, officeDayStart } from '@efe/shared/office-clock';
import type { Db } from './connection';
import { consultationWaits } from './lead-filters';
import { on, sql } from './sql';

export const STATS_WEEKS = 12;

/** Monday of the office week holding `day`. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Both kinds of lead as one table; `created_at` and `handled_at` are UTC ISO instants. */
const LEADS = `
  SELECT 'application' AS kind, id AS lead_id, created_at, handled_at, site_language, utm_source, referrer_host, NULL AS service FROM applications
  UNION ALL
  SELECT 'message', id, created_at, handled_at, site_language, utm_source, referrer_host, service FROM contact_messages
  UNION ALL
  SELECT 'consultation', id, created_at, handled_at, site_language, utm_source, referrer_host, service FROM consultations`;

/** An instant as the office's calendar day, in SQL. */
const OFFICE_DAY = (column: string) => `date(${column}, '+${OFFICE_UTC_OFFSET_HOURS} hours')`;

const PER_WEEK = sql<[string], LeadStats['weeks'][number]>(
  `SELECT date(${OFFICE_DAY('created_at')}, '-6 days', 'weekday 1') AS week,
          SUM(kind = 'application') AS applications, SUM(kind = 'message') AS messages, SUM(kind = 'consultation') AS consultations
   FROM (${LEADS}) WHERE created_at >= ? GROUP BY week`,
);
// A consultation waits as the consultations' list filters it (lead-filters.ts).
const WAITING = sql<[], LeadStats['waiting']>(
  `SELECT COALESCE(SUM(kind = 'application'), 0) AS applications, COALESCE(SUM(kind = 'message'), 0) AS messages,
          COALESCE(SUM(kind = 'consultation'), 0) AS consultations
   FROM (${LEADS}) WHERE (kind <> 'consultation' AND handled_at IS NULL) OR (kind = 'consultation' AND ${consultationWaits('lead_id')})`,
);
// The median: the middle one, or the mean of the middle two, of the sorted answer times. A
// consultation's mark comes at its meeting, chosen by the family: not an answer time.
const HANDLED_SINCE = sql<[string], LeadStats['handled_this_month']>(
  `WITH answered AS (
     SELECT (julianday(handled_at) - julianday(created_at)) * 24 AS hours FROM (${LEADS}) WHERE handled_at >= ? AND kind <> 'consultation'
   ), ranked AS (
     SELECT hours, ROW_NUMBER() OVER (ORDER BY hours) AS position, COUNT(*) OVER () AS total FROM answered
   )
   SELECT (SELECT COUNT(*) FROM answered) AS leads,
          (SELECT AVG(hours) FROM ranked WHERE position IN ((total + 1) / 2, (total + 2) / 2)) AS median_hours`,
);

export class LeadStatsQuery {
  constructor(private readonly db: Db) {}

  at(now: Date): LeadStats {
    const thisMonday = mondayOf(officeDay(now));
    const mondays = Array.from({ length: STATS_WEEKS }, (_, index) =>
      new Date(Date.parse(`${thisMonday}T00:00:00Z`) - (STATS_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
    );
    const since = officeDayStart(mondays[0]).toISOString();
    const monthStart = officeDayStart(`${officeDay(now).slice(0, 7)}-01`).toISOString();

    const perWeek = on(this.db, PER_WEEK).all(since);
    const counted = new Map(perWeek.map((row) => [row.week, row]));

    // Each row as the answer's tally names it: `key` is the column's alias.
    const tally = <Key extends string>(key: Key, expression: string, where = '') =>
      this.db
        .prepare<[string], Record<Key, string> & { leads: number }>(
          `SELECT ${expression} AS ${key}, COUNT(*) AS leads FROM (${LEADS}) WHERE created_at >= ? ${where} GROUP BY 1 ORDER BY leads DESC, 1`,
        )
        .all(since);

    const waiting = on(this.db, WAITING).get() ?? { applications: 0, messages: 0, consultations: 0 };
    const handled = on(this.db, HANDLED_SINCE).get(monthStart) ?? { leads: 0, median_hours: null };

    return {
      weeks: mondays.map((week) => ({
        week,
        applications: counted.get(week)?.applications ?? 0,
        messages: counted.get(week)?.messages ?? 0,
        consultations: counted.get(week)?.consultations ?? 0,
      })),
      by_source: tally('source', "COALESCE(NULLIF(utm_source, ''), NULLIF(referrer_host, ''), '')"),
      by_service: tally('service', "COALESCE(service, '')", "AND kind IN ('message', 'consultation')"),
      by_language: tally('language', 'site_language'),
      waiting,
      handled_this_month: { leads: handled.leads, median_hours: handled.median_hours === null ? null : Math.round(handled.median_hours * 10) / 10 },
    };
  }
}
