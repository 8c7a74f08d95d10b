/** Write side for what visitors send: job applications and contact messages. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { NullableInteger, NullableString } from '../../../src/lib/contract/schema-parts';
import type { ApplicationValues, SingleTextField } from '../../../src/lib/application-schema';
import { LEAD_SOURCE_FIELDS, type LeadSource } from '../../../src/lib/lead-source';
import { MAIL_COLUMNS, type LeadKind, type QueuedMail } from '../mail/mail-queue';
import type { Db } from './connection';
import { columnsOf, on, sql } from './sql';

export interface StoredFile {
  /** Random name inside the uploads directory. */
  storedName: string;
  originalName: string | null;
  mime: string;
  size: number;
}

/** What an application says, as validated (languages and role in their offered spelling). */
export type ApplicationText = Pick<ApplicationValues, SingleTextField> & { languages: string[] };

export interface NewApplication extends ApplicationText {
  siteLanguage: string;
  cv: StoredFile;
  photo: StoredFile;
  source: LeadSource;
}

/** Who answered a lead and when; both null until a recruiter marks it handled. */
export const Handling = Type.Object({ handled_at: NullableString(), handled_by: NullableString() });
export type Handling = Static<typeof Handling>;

/** Where a lead came from (src/lib/lead-source.ts); null when the visit did not say. */
export const LeadSourceColumns = Type.Object({
  landing_path: NullableString(),
  referrer_host: NullableString(),
  utm_source: NullableString(),
  utm_medium: NullableString(),
  utm_campaign: NullableString(),
});
export type LeadSourceColumns = Static<typeof LeadSourceColumns>;

/** The columns of a lead's source: what the visit said, null for the rest. */
export const sourceColumns = (source: LeadSource): LeadSourceColumns => ({
  landing_path: source.landing_path ?? null,
  referrer_host: source.referrer_host ?? null,
  utm_source: source.utm_source ?? null,
  utm_medium: source.utm_medium ?? null,
  utm_campaign: source.utm_campaign ?? null,
});

/** A stored contact message; also the admin API's answer for one. */
export const ContactMessageRecord = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  /** The service page's slug the visitor chose (src/lib/routes.ts), null for "Not sure yet". */
  service: NullableString(),
  /** The candidate the family asked about from her card ("Ask about …"), and her name then. */
  candidate_id: NullableInteger(),
  candidate_name: NullableString(),
  site_language: Type.String(),
  created_at: Type.String(),
  ...Handling.properties,
  ...LeadSourceColumns.properties,
});
export type ContactMessageRecord = Static<typeof ContactMessageRecord>;
export type NewContactMessage = Omit<ContactMessageRecord, 'id' | 'created_at' | keyof Handling>;

/** A message with the picture file the candidate it names has now (null when she has none or is gone). */
export type ContactMessageView = ContactMessageRecord & { candidate_image: string | null };

/** The admin API's answer for a message: that picture as a link. */
export const ContactMessageAnswer = Type.Object({ ...ContactMessageRecord.properties, candidate_photo: NullableString() });
export type ContactMessageAnswer = Static<typeof ContactMessageAnswer>;

const FileFacts = { original_name: NullableString(), mime: Type.String(), size: Type.Integer() };

const applicationFields = <File extends TSchema>(file: File) => ({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  languages: Type.Array(Type.String()),
  role: Type.String(),
  age_group: Type.String(),
  quote: Type.String(),
  site_language: Type.String(),
  cv: file,
  photo: file,
  created_at: Type.String(),
  ...Handling.properties,
  ...LeadSourceColumns.properties,
});

/** A stored application, its files by their stored names. */
export const ApplicationRecord = Type.Object(applicationFields(Type.Object({ file: Type.String(), ...FileFacts })));
export type ApplicationRecord = Static<typeof ApplicationRecord>;

/** The admin API's answer for an application: its files as links, their stored names not shown. */
export const ApplicationAnswer = Type.Object(applicationFields(Type.Object({ ...FileFacts, download: Type.String() })));
export type ApplicationAnswer = Static<typeof ApplicationAnswer>;

/** A row of the applications table as stored. */
export const ApplicationRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  /** JSON array of strings. */
  languages: Type.String(),
  role: Type.String(),
  age_group: Type.String(),
  quote: Type.String(),
  site_language: Type.String(),
  cv_file: Type.String(),
  cv_original_name: NullableString(),
  cv_mime: Type.String(),
  cv_size: Type.Integer(),
  photo_file: Type.String(),
  photo_original_name: NullableString(),
  photo_mime: Type.String(),
  photo_size: Type.Integer(),
  created_at: Type.String(),
  ...Handling.properties,
  ...LeadSourceColumns.properties,
});
export type ApplicationRow = Static<typeof ApplicationRow>;
const APPLICATION_COLUMNS = columnsOf(ApplicationRow);

/** The languages column: a JSON list of strings, written by insertApplication. */
function stringList(stored: string): string[] {
  const value: unknown = JSON.parse(stored);
  return Array.isArray(value) ? value.map(String) : [];
}

function applicationRecord(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    languages: stringList(row.languages),
    role: row.role,
    age_group: row.age_group,
    quote: row.quote,
    site_language: row.site_language,
    cv: { file: row.cv_file, original_name: row.cv_original_name, mime: row.cv_mime, size: row.cv_size },
    photo: { file: row.photo_file, original_name: row.photo_original_name, mime: row.photo_mime, size: row.photo_size },
    created_at: row.created_at,
    handled_at: row.handled_at,
    handled_by: row.handled_by,
    landing_path: row.landing_path,
    referrer_host: row.referrer_host,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
  };
}

/** Leads a recruiter has answered ('yes') or not yet ('no'). */
const HANDLED_VALUES = ['yes', 'no'] as const;
export const HandledFilter = Type.Object({
  handled: Type.Optional(Type.Unsafe<(typeof HANDLED_VALUES)[number]>({ type: 'string', enum: [...HANDLED_VALUES] })),
});
export type HandledFilter = Static<typeof HandledFilter>;

const handledClause = (filter: HandledFilter): string[] =>
  filter.handled === 'yes' ? ['handled_at IS NOT NULL'] : filter.handled === 'no' ? ['handled_at IS NULL'] : [];

const whereOf = (clauses: string[]) => (clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '');

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
function leadClauses(filter: MessageFilter): { clauses: string[]; values: string[] } {
  const clauses = handledClause(filter);
  const values: string[] = [];
  if (filter.source) {
    clauses.push(`(${SOURCE_COLUMNS.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    values.push(...SOURCE_COLUMNS.map(() => likePattern(filter.source ?? '')));
  }
  return { clauses, values };
}

function applicationWhere(filter: ApplicationFilter): { where: string; values: string[] } {
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

interface FileColumns {
  cv_file: string;
  photo_file: string;
}

/** What a deletion left for the caller to remove outside the database. */
export interface RemovedLeads {
  /** Stored names in the uploads directory. */
  files: string[];
  /** Mails deleted with their lead: their outbox copies go too. */
  mailIds: number[];
}

/** Everything stored for one e-mail address. */
export interface HeldForAddress {
  applications: ApplicationRecord[];
  messages: ContactMessageRecord[];
  mails: QueuedMail[];
}

/**
 * Told of each stored lead inside the transaction that stores it (so a queued notification and
 * its lead are written together or not at all), and once that transaction has committed.
 */
export interface LeadListener {
  applicationStored(id: number, application: NewApplication): void;
  contactMessageStored(id: number, message: NewContactMessage): void;
  committed(): void;
}

const MESSAGE_COLUMNS = [
  'id, full_name, email, phone, subject, message, service, candidate_id, candidate_name, site_language, created_at, handled_at, handled_by',
  ...LEAD_SOURCE_FIELDS,
].join(', ');

/** A message with its candidate's current picture file (media name), for the admin. */
const MESSAGE_VIEW = `SELECT ${MESSAGE_COLUMNS
  .split(', ')
  .map((column) => `m.${column}`)
  .join(', ')}, c.image AS candidate_image FROM contact_messages m LEFT JOIN candidates c ON c.id = m.candidate_id`;

type NewApplicationRow = Omit<ApplicationRow, 'id' | 'created_at' | 'age_group' | 'site_language' | keyof Handling> & {
  ageGroup: string;
  siteLanguage: string;
  createdAt: string;
};
const INSERT_APPLICATION = sql<NewApplicationRow>(
  `INSERT INTO applications (name, email, phone, languages, role, age_group, quote, site_language,
     cv_file, cv_original_name, cv_mime, cv_size, photo_file, photo_original_name, photo_mime, photo_size, created_at,
     landing_path, referrer_host, utm_source, utm_medium, utm_campaign)
   VALUES (@name, @email, @phone, @languages, @role, @ageGroup, @quote, @siteLanguage,
     @cv_file, @cv_original_name, @cv_mime, @cv_size, @photo_file, @photo_original_name, @photo_mime, @photo_size, @createdAt,
     @landing_path, @referrer_host, @utm_source, @utm_medium, @utm_campaign)`,
);
const INSERT_MESSAGE = sql<NewContactMessage & { createdAt: string }>(
  `INSERT INTO contact_messages (full_name, email, phone, subject, message, service, candidate_id, candidate_name, site_language, created_at,
     landing_path, referrer_host, utm_source, utm_medium, utm_campaign)
   VALUES (@full_name, @email, @phone, @subject, @message, @service, @candidate_id, @candidate_name, @site_language, @createdAt,
     @landing_path, @referrer_host, @utm_source, @utm_medium, @utm_campaign)`,
);
const APPLICATION = sql<[number], ApplicationRow>(`SELECT ${APPLICATION_COLUMNS} FROM applications WHERE id = ?`);
const FILES_OF = sql<[number], FileColumns>('SELECT cv_file, photo_file FROM applications WHERE id = ?');
const DELETE_APPLICATION = sql<[number]>('DELETE FROM applications WHERE id = ?');
const SET_HANDLED = {
  application: sql<[string | null, string | null, number]>('UPDATE applications SET handled_at = ?, handled_by = ? WHERE id = ?'),
  message: sql<[string | null, string | null, number]>('UPDATE contact_messages SET handled_at = ?, handled_by = ? WHERE id = ?'),
};
const DELETE_MESSAGE = sql<[number]>('DELETE FROM contact_messages WHERE id = ?');
const APPLICATIONS_OF = sql<[string], ApplicationRow>(`SELECT ${APPLICATION_COLUMNS} FROM applications WHERE email = ? COLLATE NOCASE ORDER BY id`);
const MESSAGES_OF = sql<[string], ContactMessageRecord>(
  `SELECT ${MESSAGE_COLUMNS} FROM contact_messages WHERE email = ? COLLATE NOCASE ORDER BY id`,
);
/**
 * A person's mails are those about their leads (what they sent, and what was sent about it), never
 * every mail to an address: every staff notification goes to NOTIFY_TO.
 */
const MAILS_OF = sql<[string, string], QueuedMail>(
  `SELECT ${MAIL_COLUMNS} FROM mail_queue
   WHERE (lead_kind = 'application' AND lead_id IN (SELECT value FROM json_each(?)))
      OR (lead_kind = 'message' AND lead_id IN (SELECT value FROM json_each(?)))
   ORDER BY id`,
);
const ERASE = [
  sql<[string]>('DELETE FROM applications WHERE id IN (SELECT value FROM json_each(?))'),
  sql<[string]>('DELETE FROM contact_messages WHERE id IN (SELECT value FROM json_each(?))'),
  sql<[string]>('DELETE FROM mail_queue WHERE id IN (SELECT value FROM json_each(?))'),
] as const;
const DELETE_MAILS_OF = sql<[LeadKind, string], { id: number }>(
  'DELETE FROM mail_queue WHERE lead_kind = ? AND lead_id IN (SELECT value FROM json_each(?)) RETURNING id',
);
const OLD_APPLICATIONS = sql<[string], FileColumns & { id: number }>('SELECT id, cv_file, photo_file FROM applications WHERE created_at < ?');
const OLD_MESSAGES = sql<[string], { id: number }>('SELECT id FROM contact_messages WHERE created_at < ?');
const DELETE_OLD_APPLICATIONS = sql<[string]>('DELETE FROM applications WHERE created_at < ?');
const DELETE_OLD_MESSAGES = sql<[string]>('DELETE FROM contact_messages WHERE created_at < ?');
const DELETE_OLD_MAILS = sql<[string], { id: number }>('DELETE FROM mail_queue WHERE created_at < ? RETURNING id');
const MESSAGE = sql<[number], ContactMessageView>(`${MESSAGE_VIEW} WHERE m.id = ?`);
const ALL_FILES = sql<[], FileColumns>('SELECT cv_file, photo_file FROM applications');

export class SubmissionRepository {
  constructor(
    private readonly db: Db,
    private readonly listener: LeadListener | null = null,
  ) {}

  insertApplication(application: NewApplication, createdAt: Date = new Date()): number {
    const { cv, photo } = application;
    const run = this.db.transaction(() => {
      const id = Number(
        on(this.db, INSERT_APPLICATION).run({
          name: application.name,
          email: application.email,
          phone: application.phone,
          languages: JSON.stringify(application.languages),
          role: application.role,
          ageGroup: application.ageGroup,
          quote: application.quote,
          siteLanguage: application.siteLanguage,
          cv_file: cv.storedName,
          cv_original_name: cv.originalName,
          cv_mime: cv.mime,
          cv_size: cv.size,
          photo_file: photo.storedName,
          photo_original_name: photo.originalName,
          photo_mime: photo.mime,
          photo_size: photo.size,
          createdAt: createdAt.toISOString(),
          ...sourceColumns(application.source),
        }).lastInsertRowid,
      );
      this.listener?.applicationStored(id, application);
      return id;
    });
    const id = run();
    this.listener?.committed();
    return id;
  }

  insertContactMessage(message: NewContactMessage, createdAt: Date = new Date()): number {
    const id = this.db.transaction(() => {
      const id = Number(on(this.db, INSERT_MESSAGE).run({ ...message, createdAt: createdAt.toISOString() }).lastInsertRowid);
      this.listener?.contactMessageStored(id, message);
      return id;
    })();
    this.listener?.committed();
    return id;
  }

  /** Newest first; each filter given narrows the list (text filters match a part, any case). */
  applications(page: number, perPage: number, filter: ApplicationFilter = {}): { rows: ApplicationRecord[]; total: number } {
    const { where, values } = applicationWhere(filter);
    const rows = this.db
      .prepare<Array<string | number>, ApplicationRow>(
        `SELECT ${APPLICATION_COLUMNS} FROM applications ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...values, perPage, (page - 1) * perPage);
    const { total } = this.db.prepare<string[], { total: number }>(`SELECT COUNT(*) AS total FROM applications ${where}`).get(...values) ?? { total: 0 };
    return { rows: rows.map(applicationRecord), total };
  }

  application(id: number): ApplicationRecord | undefined {
    const row = on(this.db, APPLICATION).get(id);
    return row && applicationRecord(row);
  }

  /**
   * Deletes the application and the mails about it; answers the stored names of its files and
   * the ids of those mails, for the caller to remove the files and the mails' outbox copies.
   */
  deleteApplication(id: number): RemovedLeads | null {
    return this.db.transaction(() => {
      const row = on(this.db, FILES_OF).get(id);
      if (!row) return null;
      on(this.db, DELETE_APPLICATION).run(id);
      return { files: [row.cv_file, row.photo_file], mailIds: this.deleteMailsOf('application', [id]) };
    })();
  }

  /**
   * Marks an application or a message handled by `by` (null: not handled any more). Answers false
   * when there is no such lead.
   */
  setHandled(kind: 'application' | 'message', id: number, by: string | null, at: Date = new Date()): boolean {
    return on(this.db, SET_HANDLED[kind]).run(by === null ? null : at.toISOString(), by, id).changes > 0;
  }

  /** Deletes the message and the mails about it; answers those mails' ids (for their outbox copies). */
  deleteContactMessage(id: number): RemovedLeads | null {
    return this.db.transaction(() => {
      if (on(this.db, DELETE_MESSAGE).run(id).changes === 0) return null;
      return { files: [], mailIds: this.deleteMailsOf('message', [id]) };
    })();
  }

  /**
   * After leads are deleted: the write-ahead log still holds the pages as they were, names and
   * all, until a checkpoint writes them back (secure_delete zeroes them there) and the log is cut.
   */
  forgetDeletedPages(): void {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  /** Everything held for an e-mail address (any letter case): its leads and every mail about them. */
  heldFor(email: string): HeldForAddress {
    const address = email.trim();
    const applications = on(this.db, APPLICATIONS_OF).all(address).map(applicationRecord);
    const messages = on(this.db, MESSAGES_OF).all(address);
    const mails = on(this.db, MAILS_OF).all(
      JSON.stringify(applications.map((row) => row.id)),
      JSON.stringify(messages.map((row) => row.id)),
    );
    return { applications, messages, mails };
  }

  /** Erases what heldFor finds, in one transaction; answers what went, with the files and mails to remove outside the database. */
  eraseEverythingOf(email: string): RemovedLeads & { applications: number; messages: number } {
    return this.db.transaction(() => {
      const held = this.heldFor(email);
      const ids = (rows: Array<{ id: number }>) => JSON.stringify(rows.map((row) => row.id));
      const [applications, messages, mails] = ERASE;
      on(this.db, applications).run(ids(held.applications));
      on(this.db, messages).run(ids(held.messages));
      on(this.db, mails).run(ids(held.mails));
      return {
        applications: held.applications.length,
        messages: held.messages.length,
        files: held.applications.flatMap((application) => [application.cv.file, application.photo.file]),
        mailIds: held.mails.map((mail) => mail.id),
      };
    })();
  }

  /** Deletes the mails about these leads; answers their ids. */
  private deleteMailsOf(kind: LeadKind, leadIds: number[]): number[] {
    return on(this.db, DELETE_MAILS_OF)
      .all(kind, JSON.stringify(leadIds))
      .map((row) => row.id);
  }

  /**
   * Personal data kept no longer than needed: applications and messages created before `cutoff`,
   * the mails about them, and any mail as old (they repeat a lead's details). Answers the
   * application files and the mails, for their copies outside the database.
   */
  purgeOlderThan(cutoff: Date): RemovedLeads & { applications: number; messages: number } {
    const before = cutoff.toISOString();
    return this.db.transaction(() => {
      const oldApplications = on(this.db, OLD_APPLICATIONS).all(before);
      const oldMessages = on(this.db, OLD_MESSAGES).all(before);
      on(this.db, DELETE_OLD_APPLICATIONS).run(before);
      on(this.db, DELETE_OLD_MESSAGES).run(before);
      const mailIds = [
        ...this.deleteMailsOf('application', oldApplications.map((row) => row.id)),
        ...this.deleteMailsOf('message', oldMessages.map((row) => row.id)),
        ...on(this.db, DELETE_OLD_MAILS).all(before).map((row) => row.id),
      ];
      return {
        applications: oldApplications.length,
        messages: oldMessages.length,
        files: oldApplications.flatMap((row) => [row.cv_file, row.photo_file]),
        mailIds,
      };
    })();
  }

  /** Newest first; each filter given narrows the list. */
  contactMessages(page: number, perPage: number, filter: MessageFilter = {}): { rows: ContactMessageView[]; total: number } {
    const { clauses, values } = leadClauses(filter);
    const where = whereOf(clauses);
    const rows = this.db
      .prepare<Array<string | number>, ContactMessageView>(
        `${MESSAGE_VIEW} WHERE m.id IN (SELECT id FROM contact_messages ${where}) ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...values, perPage, (page - 1) * perPage);
    const { total } = this.db.prepare<string[], { total: number }>(`SELECT COUNT(*) AS total FROM contact_messages ${where}`).get(...values) ?? { total: 0 };
    return { rows, total };
  }

  contactMessage(id: number): ContactMessageView | undefined {
    return on(this.db, MESSAGE).get(id);
  }

  /** Every upload file name some application row points at. */
  referencedUploads(): Set<string> {
    return new Set(on(this.db, ALL_FILES).all().flatMap((row) => [row.cv_file, row.photo_file]));
  }
}
