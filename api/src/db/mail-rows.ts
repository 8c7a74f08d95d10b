/** The mail queue's rows as stored: the lead each mail is about, and where it went. */
import { Type, type Static } from '@sinclair/typebox';
import { NullableInteger, NullableString } from '@shared/contract/schema-parts';
import { columnsOf } from './sql';

/** Where a sent mail went: an SMTP server, or the outbox directory when none is configured. */
export type MailRoute = 'smtp' | 'outbox';

/** The lead a mail is about, deleted with it. */
export type LeadKind = 'application' | 'message' | 'consultation' | 'engagement';
/** The ids of each kind of lead. */
export type LeadIds = Record<LeadKind, readonly number[]>;

export const QueuedMail = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  to_address: Type.String(),
  /** Whom Reply answers: the family or applicant a staff notification is about; null for none. */
  reply_to: NullableString(),
  subject: Type.String(),
  body: Type.String(),
  created_at: Type.String(),
  attempts: Type.Integer(),
  next_attempt_at: Type.String(),
  sent_at: NullableString(),
  /** How it went out: to the SMTP server, or only into the outbox directory (no SMTP_URL). */
  sent_via: Type.Unsafe<MailRoute | null>({ type: ['string', 'null'], enum: ['smtp', 'outbox', null] }),
  last_error: NullableString(),
  lead_kind: Type.Unsafe<LeadKind | null>({ type: ['string', 'null'], enum: ['application', 'message', 'consultation', 'engagement', null] }),
  lead_id: NullableInteger(),
  /** The calendar invitation (.ics text) a booking's mails carry; null for others. */
  calendar: NullableString(),
});
export type QueuedMail = Static<typeof QueuedMail>;

export const MAIL_COLUMNS = columnsOf(QueuedMail);

/**
 * What a queued mail's text holds where the family's private key goes: the key is made and
 * written in only as the mail is sent (mail-worker.ts), so the queue, the admin's mail pages and
 * every backup show this instead, and no key can be read from the database.
 */
export const PRIVATE_KEY_PLACEHOLDER = '[private key]';
