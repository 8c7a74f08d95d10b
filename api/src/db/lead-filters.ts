/**
 * What a recruiter narrows the lead lists by, as the admin API's query strings declare it, and
 * the SQL WHERE clause each filter makes (values always bound, text matched literally).
 */
import { Type, type Static } from '@sinclair/typebox';
import { HandledFilter } from '@efe/shared/contract/lead';

export const handledClause = (filter: HandledFilter): string[] =>
  filter.handled === 'yes' ? ['handled_at IS NOT NULL'] : filter.handled === 'no' ? ['handled_at IS NULL'] : [];

/**
 * Whether a consultation still waits, in SQL over its row (`id`: the column holding its id): not
 * held, missed or cancelled (each sets its handled_at), and no engagement opened from it, which
 * puts it in the recruiters' hands whether or not its meeting was marked. The dashboard counts
 * these; the consultations' list filters on the same.
 */
export const consultationWaits = (id: string): string =>
  `(handled_at IS NULL AND NOT EXISTS (SELECT 1 FROM engagements e WHERE e.consultation_id = ${id}))`;

/** The handled filter on the consultations' list: handled is what no longer waits. */
export const consultationHandledClause = (filter: HandledFilter): string[] =>
  filter.handled === 'no' ? [consultationWaits('consultations.id')] : filter.handled === 'yes' ? [`NOT ${consultationWaits('consultations.id')}`] : [];

export const whereOf = (clauses: string[]) => (clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '');

const FilterText = Type.Optional(Type.String({ minLength: 1, maxLength: 100 }));
const Day = Type.Optional(Type.String({ format: 'date' }));

/** Leads whose source names this (a part of it, any case): a campaign tag or the referring host. */
const SourceFilter = Type.Object({ source: FilterText });

/** What a recruiter narrows the messages by. */
export const MessageFilter = Type.Object({ ...HandledFilter.properties, ...SourceFilter.properties });
export type MessageFilter = Static<typeof MessageFilter>;

/** What a recruiter narrows the inbox by. Dates are days (YYYY-MM-DD), both ends included. */
export const ApplicationFilter = Type.Object({
  ...HandledFilter.properties,
  ...SourceFilter.properties,
  role: FilterText,
  /** A language the applicant speaks. */
  language: FilterText,
  site_language: FilterText,
  since: Day,
  until: Day,
});
export type ApplicationFilter = Static<typeof ApplicationFilter>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const SOURCE_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'referrer_host'];

/** The handled and source filters every lead list has. */
export function leadClauses(filter: MessageFilter): { clauses: string[]; values: string[] } {
  const clauses = handledClause(filter);
  const values: string[] = [];
  if (filter.source) {
    clauses.push(`(${SOURCE_COLUMNS.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    values.push(...SOURCE_COLUMNS.map(() => likePattern(filter.source ?? '')));
  }
  return { clauses, values };
}

export function applicationWhere(filter: ApplicationFilter): { where: string; values: string[] } {
  const { clauses, values } = leadClauses(filter);
  if (filter.role) {
    clauses.push("role LIKE ? ESCAPE '\\'");
    values.push(likePattern(filter.role));
  }
  if (filter.language) {
    clauses.push("EXISTS (SELECT 1 FROM json_each(applications.languages) WHERE value LIKE ? ESCAPE '\\')");
    values.push(likePattern(filter.language));
  }
  if (filter.site_language) {
    clauses.push('site_language = ?');
    values.push(filter.site_language);
  }
  // created_at is an ISO timestamp: a day's start compares below every moment of that day.
  if (filter.since) {
    clauses.push('created_at >= ?');
    values.push(filter.since);
  }
  if (filter.until) {
    clauses.push("created_at < date(?, '+1 day')");
    values.push(filter.until);
  }
  return { where: whereOf(clauses), values };
}
