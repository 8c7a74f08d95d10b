/**
 * The private keys of the links mailed to visitors: a family's to its booking and to the shortlist
 * of its engagement, an applicant's to their application. 256 random bits each, of which only the SHA-256 is stored. A lead has one
 * key for each mail that carries its link (a booking also one for the page that booked it), made
 * as that mail is sent: the queued mail holds PRIVATE_KEY_PLACEHOLDER where the key goes, so no key
 * is ever in the database, its backups or the admin.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import type { QueuedMail } from '@efe/shared/contract/mail';
import { PRIVATE_KEY_PLACEHOLDER } from '../db/mail-rows';
import { on, sql, type Sql } from '../db/sql';

export const newKey = (): string => randomBytes(32).toString('base64url');
export const keyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** The leads a private link opens, each with its table of key hashes. */
export type KeyedLead = 'consultation' | 'application' | 'engagement';
const KEY_TABLES: Record<KeyedLead, { add: Sql<[string, number, string], never>; revoke: Sql<[string], never> }> = {
  consultation: {
    add: sql<[string, number, string]>('INSERT INTO consultation_keys (key_hash, consultation_id, made_at) VALUES (?, ?, ?)'),
    revoke: sql<[string]>('DELETE FROM consultation_keys WHERE key_hash = ?'),
  },
  application: {
    add: sql<[string, number, string]>('INSERT INTO application_keys (key_hash, application_id, made_at) VALUES (?, ?, ?)'),
    revoke: sql<[string]>('DELETE FROM application_keys WHERE key_hash = ?'),
  },
  engagement: {
    add: sql<[string, number, string]>('INSERT INTO engagement_keys (key_hash, engagement_id, made_at) VALUES (?, ?, ?)'),
    revoke: sql<[string]>('DELETE FROM engagement_keys WHERE key_hash = ?'),
  },
};
const isKeyedLead = (kind: string | null): kind is KeyedLead => kind !== null && Object.hasOwn(KEY_TABLES, kind);

/** A mail with its key written in, and how to take the key back if the mail does not go out. */
export interface KeyedMail {
  body: string;
  revoke(): void;
}

export class PrivateKeys {
  constructor(private readonly db: Db) {}

  /** A new key that opens this lead (inside the caller's transaction, when there is one). */
  add(lead: KeyedLead, id: number, now: Date): string {
    const key = newKey();
    on(this.db, KEY_TABLES[lead].add).run(keyHash(key), id, now.toISOString());
    return key;
  }

  /**
   * The text of a mail to a family or an applicant with a new key in its link; null when it has
   * no place for one. Called as the mail is sent: the key exists only in what is sent.
   */
  keyed(mail: QueuedMail, now: Date = new Date()): KeyedMail | null {
    const lead = mail.lead_kind;
    if (!isKeyedLead(lead) || mail.lead_id === null || !mail.body.includes(PRIVATE_KEY_PLACEHOLDER)) return null;
    const key = this.add(lead, mail.lead_id, now);
    return { body: mail.body.replaceAll(PRIVATE_KEY_PLACEHOLDER, key), revoke: () => on(this.db, KEY_TABLES[lead].revoke).run(keyHash(key)) };
  }
}
