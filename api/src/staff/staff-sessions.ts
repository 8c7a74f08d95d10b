/**
 * Staff sessions and their CSRF tokens. A session is stored by the SHA-256 of its token: a copy
 * of the database does not let anyone log in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';

export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;

const END_EXPIRED = sql<[string]>('DELETE FROM staff_sessions WHERE expires_at <= ?');
const INSERT = sql<[string, number, string, string, string]>(
  'INSERT INTO staff_sessions (token_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
);
const FIND = sql<[string, string], { user_id: number; csrf_token: string }>('SELECT user_id, csrf_token FROM staff_sessions WHERE token_hash = ? AND expires_at > ?');
const END = sql<[string]>('DELETE FROM staff_sessions WHERE token_hash = ?');
const END_ALL_OF = sql<[number]>('DELETE FROM staff_sessions WHERE user_id = ?');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new session of the account (the expired ones of every account go first). */
  open(userId: number): { token: string; csrfToken: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    on(this.db, END_EXPIRED).run(now.toISOString());
    on(this.db, INSERT).run(hashToken(token), userId, csrfToken, now.toISOString(), expiresAt.toISOString());
    return { token, csrfToken, expiresAt };
  }

  /** The session's account and CSRF token, or null when the token is unknown or expired. */
  find(token: string): { userId: number; csrfToken: string } | null {
    const row = on(this.db, FIND).get(hashToken(token), this.now().toISOString());
    return row ? { userId: row.user_id, csrfToken: row.csrf_token } : null;
  }

  end(token: string): void {
    on(this.db, END).run(hashToken(token));
  }

  /** Ends every session of the account (inside the caller's transaction, when there is one). */
  endAllOf(userId: number): void {
    on(this.db, END_ALL_OF).run(userId);
  }
}
