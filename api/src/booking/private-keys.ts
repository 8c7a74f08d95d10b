/**
 * The family's private keys: 256 random bits each, of which only the SHA-256 is stored. A booking
 * has one for the page that booked it and one more for each mail that carries its link, made as
 * that mail is sent: the queued mail holds PRIVATE_KEY_PLACEHOLDER where the key goes, so no key
 * is ever in the database, its backups or the admin.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { PRIVATE_KEY_PLACEHOLDER, type QueuedMail } from '../db/mail-rows';
import { on, sql } from '../db/sql';

export const newKey = (): string => randomBytes(32).toString('base64url');
export const keyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

const ADD = sql<[string, number, string]>('INSERT INTO consultation_keys (key_hash, consultation_id, made_at) VALUES (?, ?, ?)');
const REVOKE = sql<[string]>('DELETE FROM consultation_keys WHERE key_hash = ?');

/** A mail with its key written in, and how to take the key back if the mail does not go out. */
export interface KeyedMail {
  body: string;
  revoke(): void;
}

export class PrivateKeys {
  constructor(private readonly db: Db) {}

  /** A new key that opens this consultation (inside the caller's transaction, when there is one). */
  add(consultationId: number, now: Date): string {
    const key = newKey();
    on(this.db, ADD).run(keyHash(key), consultationId, now.toISOString());
    return key;
  }

  /**
   * The text of a mail to a family about their consultation with a new key in its link; null
   * when it has no place for one. Called as the mail is sent: the key exists only in what is sent.
   */
  keyed(mail: QueuedMail, now: Date = new Date()): KeyedMail | null {
    if (mail.lead_kind !== 'consultation' || mail.lead_id === null || !mail.body.includes(PRIVATE_KEY_PLACEHOLDER)) return null;
    const key = this.add(mail.lead_id, now);
    return { body: mail.body.replaceAll(PRIVATE_KEY_PLACEHOLDER, key), revoke: () => on(this.db, REVOKE).run(keyHash(key)) };
  }
}
