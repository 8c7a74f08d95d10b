/** Write side for what visitors send: job applications and contact messages. */
import { addressKey } from '@efe/shared/address-key';
import { LEAD_SOURCE_FIELDS } from '@efe/shared/lead-source';
import type { LeadKind, QueuedMail } from '@efe/shared/contract/mail';
import type { LeadIds } from './mail-rows';
import type { ConsultationEvent, ConsultationRecord } from '@efe/shared/contract/consultation';
import type { Db } from './connection';
import { on, sql } from './sql';
import type { EngagementHeld } from './engagement-rows';
import { applicationWhere, leadClauses, whereOf, type ApplicationFilter, type MessageFilter } from './lead-filters';
import type { ContactMessageRecord, Handling } from '@efe/shared/contract/lead';
import {
  APPLICATION_COLUMNS,
  applicationRecord,
  sourceColumns,
  type ApplicationRecord,
  type ApplicationRow,
  type ContactMessageView,
  type NewApplication,
  type NewContactMessage,
} from './lead-rows';

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
  /** Candidates made from the deleted applications, deleted with them: their ids and the media files they named. */
  candidates: RemovedCandidate[];
}

/** The families' engagements as data requests and the purge reach them (engagements/engagement-repository.ts owns their tables). */
export interface FamiliesEngagements {
  heldFor(email: string): EngagementHeld[];
  /** Closed before the cutoff: what the purge removes. */
  closedBefore(cutoff: Date): number[];
  /** Inside the caller's transaction. */
  deleteIds(ids: readonly number[]): void;
}

/** The families' bookings as data requests and the purge reach them (booking/consultation-repository.ts owns their tables). */
export interface FamiliesConsultations {
  heldFor(email: string): Array<ConsultationRecord & { history: ConsultationEvent[] }>;
  /** Inside the caller's transaction; answers the ids deleted. */
  deleteOlderThan(cutoff: Date): number[];
  /** Inside the caller's transaction. */
  deleteIds(ids: readonly number[]): void;
}

/** What an erasure or the purge counts of each kind of lead. */
export interface RemovedCounts {
  applications: number;
  messages: number;
  consultations: number;
  engagements: number;
}

export interface RemovedCandidate {
  id: number;
  published: boolean;
  /** Files under the media folder (its photo, its CV) the candidate named. */
  mediaFiles: string[];
}

/** The candidates made from applications (content-store/candidate-store.ts owns their table): they go with their application. */
export interface ApplicantsCandidates {
  ofApplication(applicationId: number): { id: number; published: boolean } | null;
  /** Answers its id when it was shown. */
  unpublishMadeFrom(applicationId: number): number | null;
  /** Inside the caller's transaction. */
  deleteMadeFrom(applicationIds: readonly number[]): RemovedCandidate[];
}

/** The mails about leads (mail/mail-queue.ts owns their table): found and deleted with them, inside the caller's transaction. */
export interface MailsAboutLeads {
  ofLeads(ids: LeadIds): QueuedMail[];
  deleteIds(ids: readonly number[]): void;
  /** Answers the ids deleted. */
  deleteOfLeads(kind: LeadKind, leadIds: readonly number[]): number[];
  /** Every mail queued before the cutoff; answers the ids deleted. */
  deleteOlderThan(cutoff: Date): number[];
}

/** The stores a data request and the purge reach beside the leads' own tables, each the owner of its tables (privacy/lead-owners.ts makes them). */
export interface LeadOwners {
  consultations: FamiliesConsultations;
  /** Null where engagements are not reached (a test of the leads alone). */
  engagements: FamiliesEngagements | null;
  candidates: ApplicantsCandidates;
  mails: MailsAboutLeads;
}

/** What withdrawing an applicant's consent changed. */
export type Withdrawal = { ok: true; unpublished: number | null; candidateId: number | null } | { ok: false; refused: 'not-given' | 'withdrawn' };

/** Everything stored for one e-mail address. */
export interface HeldForAddress {
  applications: ApplicationRecord[];
  messages: ContactMessageRecord[];
  /** Free consultations booked with the address, each with its history. */
  consultations: Array<ConsultationRecord & { history: ConsultationEvent[] }>;
  /** The family's engagements, each with its history and shortlist. */
  engagements: EngagementHeld[];
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

type NewApplicationRow = Omit<ApplicationRow, 'id' | 'created_at' | 'age_group' | 'site_language' | 'consent_withdrawn_at' | keyof Handling> & {
  ageGroup: string;
  siteLanguage: string;
  createdAt: string;
  email_key: string;
};
const INSERT_APPLICATION = sql<NewApplicationRow>(
  `INSERT INTO applications (name, email, email_key, phone, languages, role, age_group, country, quote, site_language,
     cv_file, cv_original_name, cv_mime, cv_size, photo_file, photo_original_name, photo_mime, photo_size, created_at,
     landing_path, referrer_host, utm_source, utm_medium, utm_campaign, consent_version, consent_at)
   VALUES (@name, @email, @email_key, @phone, @languages, @role, @ageGroup, @country, @quote, @siteLanguage,
     @cv_file, @cv_original_name, @cv_mime, @cv_size, @photo_file, @photo_original_name, @photo_mime, @photo_size, @createdAt,
     @landing_path, @referrer_host, @utm_source, @utm_medium, @utm_campaign, @consent_version, @consent_at)`,
);
const INSERT_MESSAGE = sql<NewContactMessage & { createdAt: string; email_key: string }>(
  `INSERT INTO contact_messages (full_name, email, email_key, phone, subject, message, service, candidate_id, candidate_name, site_language, created_at,
     landing_path, referrer_host, utm_source, utm_medium, utm_campaign)
   VALUES (@full_name, @email, @email_key, @phone, @subject, @message, @service, @candidate_id, @candidate_name, @site_language, @createdAt,
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
/** A person's leads: those sent with any spelling of their mailbox (shared/address-key.ts), as the booking caps count it. */
const APPLICATIONS_OF = sql<[string], ApplicationRow>(`SELECT ${APPLICATION_COLUMNS} FROM applications WHERE email_key = ? ORDER BY id`);
const MESSAGES_OF = sql<[string], ContactMessageRecord>(`SELECT ${MESSAGE_COLUMNS} FROM contact_messages WHERE email_key = ? ORDER BY id`);
const ERASE = {
  applications: sql<[string]>('DELETE FROM applications WHERE id IN (SELECT value FROM json_each(?))'),
  messages: sql<[string]>('DELETE FROM contact_messages WHERE id IN (SELECT value FROM json_each(?))'),
};
const OLD_APPLICATIONS = sql<[string], FileColumns & { id: number }>('SELECT id, cv_file, photo_file FROM applications WHERE created_at < ?');
const OLD_MESSAGES = sql<[string], { id: number }>('SELECT id FROM contact_messages WHERE created_at < ?');
const DELETE_OLD_APPLICATIONS = sql<[string]>('DELETE FROM applications WHERE created_at < ?');
const DELETE_OLD_MESSAGES = sql<[string]>('DELETE FROM contact_messages WHERE created_at < ?');
const MESSAGE = sql<[number], ContactMessageView>(`${MESSAGE_VIEW} WHERE m.id = ?`);
const ALL_FILES = sql<[], FileColumns>('SELECT cv_file, photo_file FROM applications');
/** The application a private link's key opens. */
const APPLICATION_OF_KEY = sql<[string], ApplicationRow>(
  `SELECT ${APPLICATION_COLUMNS} FROM applications WHERE id = (SELECT application_id FROM application_keys WHERE key_hash = ?)`,
);
const WITHDRAW = sql<[string, number]>('UPDATE applications SET consent_withdrawn_at = ? WHERE id = ? AND consent_at IS NOT NULL AND consent_withdrawn_at IS NULL');

export class SubmissionRepository {
  private readonly consultations: FamiliesConsultations;
  private readonly engagements: FamiliesEngagements | null;
  private readonly candidates: ApplicantsCandidates;
  private readonly mails: MailsAboutLeads;

  constructor(
    private readonly db: Db,
    owners: LeadOwners,
    private readonly listener: LeadListener | null = null,
  ) {
    ({ consultations: this.consultations, engagements: this.engagements, candidates: this.candidates, mails: this.mails } = owners);
  }

  insertApplication(application: NewApplication, createdAt: Date = new Date()): number {
    const { cv, photo } = application;
    const run = this.db.transaction(() => {
      const id = Number(
        on(this.db, INSERT_APPLICATION).run({
          name: application.name,
          email: application.email,
          email_key: addressKey(application.email),
          phone: application.phone,
          languages: JSON.stringify(application.languages),
          role: application.role,
          ageGroup: application.ageGroup,
          country: application.country,
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
          consent_version: application.consentVersion,
          consent_at: application.consentVersion === null ? null : createdAt.toISOString(),
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
      const id = Number(on(this.db, INSERT_MESSAGE).run({ ...message, email_key: addressKey(message.email), createdAt: createdAt.toISOString() }).lastInsertRowid);
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
      const candidates = this.candidates.deleteMadeFrom([id]);
      on(this.db, DELETE_APPLICATION).run(id);
      return { files: [row.cv_file, row.photo_file], mailIds: this.mails.deleteOfLeads('application', [id]), candidates };
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
      return { files: [], mailIds: this.mails.deleteOfLeads('message', [id]), candidates: [] };
    })();
  }

  /**
   * After leads are deleted: the write-ahead log still holds the pages as they were, names and
   * all, until a checkpoint writes them back (secure_delete zeroes them there) and the log is cut.
   */
  forgetDeletedPages(): void {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  /** Everything held for a mailbox, however its address was written (letter case, +tag, Gmail's dots): its leads and every mail about them. */
  heldFor(email: string): HeldForAddress {
    const address = addressKey(email);
    const applications = on(this.db, APPLICATIONS_OF).all(address).map(applicationRecord);
    const messages = on(this.db, MESSAGES_OF).all(address);
    const consultations = this.consultations.heldFor(email);
    const engagements = this.engagements?.heldFor(email) ?? [];
    const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
    const mails = this.mails.ofLeads({ application: ids(applications), message: ids(messages), consultation: ids(consultations), engagement: ids(engagements) });
    return { applications, messages, consultations, engagements, mails };
  }

  /** Erases what heldFor finds, in one transaction; answers what went, with the files and mails to remove outside the database. */
  eraseEverythingOf(email: string): RemovedLeads & RemovedCounts {
    return this.db.transaction(() => {
      const held = this.heldFor(email);
      const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
      const candidates = this.candidates.deleteMadeFrom(ids(held.applications));
      on(this.db, ERASE.applications).run(JSON.stringify(ids(held.applications)));
      on(this.db, ERASE.messages).run(JSON.stringify(ids(held.messages)));
      this.consultations.deleteIds(ids(held.consultations));
      this.engagements?.deleteIds(ids(held.engagements));
      this.mails.deleteIds(ids(held.mails));
      return {
        applications: held.applications.length,
        messages: held.messages.length,
        consultations: held.consultations.length,
        engagements: held.engagements.length,
        files: held.applications.flatMap((application) => [application.cv.file, application.photo.file]),
        mailIds: held.mails.map((mail) => mail.id),
        candidates,
      };
    })();
  }

  /** The application a private link's key opens (private-keys.ts), if any. */
  applicationOfKey(keyHash: string): ApplicationRecord | undefined {
    const row = on(this.db, APPLICATION_OF_KEY).get(keyHash);
    return row && applicationRecord(row);
  }

  /**
   * The applicant withdraws their consent: recorded once, and the profile made from it, if shown,
   * taken off the site (`then` queues the staff's mail in the same transaction).
   */
  withdrawConsent(applicationId: number, now: Date, then: (change: Extract<Withdrawal, { ok: true }>) => void): Withdrawal {
    return this.db.transaction((): Withdrawal => {
      if (on(this.db, WITHDRAW).run(now.toISOString(), applicationId).changes === 0) {
        const application = this.application(applicationId);
        return { ok: false, refused: application?.consent_at ? 'withdrawn' : 'not-given' };
      }
      const unpublished = this.candidates.unpublishMadeFrom(applicationId);
      const change = { ok: true as const, unpublished, candidateId: this.candidates.ofApplication(applicationId)?.id ?? null };
      then(change);
      return change;
    })();
  }

  /**
   * Personal data kept no longer than needed: applications and messages created before `cutoff`,
   * the mails about them, and any mail as old (they repeat a lead's details). Answers the
   * application files and the mails, for their copies outside the database.
   */
  purgeOlderThan(cutoff: Date): RemovedLeads & RemovedCounts {
    const before = cutoff.toISOString();
    return this.db.transaction(() => {
      const oldApplications = on(this.db, OLD_APPLICATIONS).all(before);
      const oldMessages = on(this.db, OLD_MESSAGES).all(before);
      const candidates = this.candidates.deleteMadeFrom(oldApplications.map((row) => row.id));
      on(this.db, DELETE_OLD_APPLICATIONS).run(before);
      on(this.db, DELETE_OLD_MESSAGES).run(before);
      const oldConsultations = this.consultations.deleteOlderThan(cutoff);
      const closedEngagements = this.engagements?.closedBefore(cutoff) ?? [];
      this.engagements?.deleteIds(closedEngagements);
      const mailIds = [
        ...this.mails.deleteOfLeads('engagement', closedEngagements),
        ...this.mails.deleteOfLeads('consultation', oldConsultations),
        ...this.mails.deleteOfLeads('application', oldApplications.map((row) => row.id)),
        ...this.mails.deleteOfLeads('message', oldMessages.map((row) => row.id)),
        ...this.mails.deleteOlderThan(cutoff),
      ];
      return {
        applications: oldApplications.length,
        messages: oldMessages.length,
        consultations: oldConsultations.length,
        engagements: closedEngagements.length,
        files: oldApplications.flatMap((row) => [row.cv_file, row.photo_file]),
        mailIds,
        candidates,
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
