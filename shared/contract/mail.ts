/** The mail queue as the admin API answers it (GET /api/admin/mail): each mail, the lead it is about, and where it went. */
import { Type, type Static } from '@sinclair/typebox';
import { NullableInteger, NullableString } from './schema-parts';

/** Where a sent mail went: an SMTP server, or the outbox directory when none is configured. */
export const MAIL_ROUTES = ['smtp', 'outbox'] as const;
export type MailRoute = (typeof MAIL_ROUTES)[number];

/** The lead a mail is about, deleted with it. */
export const LEAD_KINDS = ['application', 'message', 'consultation', 'engagement'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

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
  sent_via: Type.Unsafe<MailRoute | null>({ type: ['string', 'null'], enum: [...MAIL_ROUTES, null] }),
  last_error: NullableString(),
  lead_kind: Type.Unsafe<LeadKind | null>({ type: ['string', 'null'], enum: [...LEAD_KINDS, null] }),
  lead_id: NullableInteger(),
  /** The calendar invitation (.ics text) a booking's mails carry; null for others. */
  calendar: NullableString(),
});
export type QueuedMail = Static<typeof QueuedMail>;

/** A mail about a booking or an engagement as its admin page lists it: who it went to and its subject, not its text. */
export const LeadMail = Type.Pick(QueuedMail, ['id', 'kind', 'to_address', 'subject', 'created_at', 'sent_at', 'sent_via']);
export type LeadMail = Static<typeof LeadMail>;
