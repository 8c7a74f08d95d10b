/** The mail queue's rows as stored: the columns of the admin's answer (shared/contract/mail.ts). */
import { QueuedMail, type LeadKind } from '@efe/shared/contract/mail';
import { columnsOf } from './sql';

/** The ids of each kind of lead. */
export type LeadIds = Record<LeadKind, readonly number[]>;

export const MAIL_COLUMNS = columnsOf(QueuedMail);

/**
 * What a queued mail's text holds where the family's private key goes: the key is made and
 * written in only as the mail is sent (mail-worker.ts), so the queue, the admin's mail pages and
 * every backup show this instead, and no key can be read from the database.
 */
export const PRIVATE_KEY_PLACEHOLDER = '[private key]';
