/**
 * Staff accounts, their sessions and the audit trail, in the API's SQLite file. A session is
 * stored by the SHA-256 of its token: a copy of the database does not let anyone log in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { Type, type Static } from '@sinclair/typebox';
import { NullableInteger, NullableString } from '../../../src/lib/contract/schema-parts';
import { STAFF_ROLES, type AuditAction, type StaffRole } from '../../../src/lib/contract/admin-resources';

export { STAFF_ROLES, type StaffRole };

export interface StaffUser {
  id: number;
  email: string;
  role: StaffRole;
  mustChangePassword: boolean;
}

/** failed_logins and locked_until are no longer used: failures are counted per client (login-throttle.ts). */
interface UserRow {
  id: number;
  email: string;
  role: StaffRole;
  password_hash: string;
  must_change_password: number;
}

/** A line of the audit trail; also an item of GET /api/admin/audit. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  resource: Type.String(),
  resource_id: NullableInteger(),
  /** What else identifies the change: an uploaded file's name, what a data request covered. */
  detail: NullableString(),
});
export type AuditEntry = Static<typeof AuditEntry>;

/** Who is logged in (GET/POST /api/admin/session); the admin keeps it as its session. */
export const SessionAnswer = Type.Object({
  email: Type.String(),
  role: Type.Unsafe<StaffRole>({ type: 'string', enum: [...STAFF_ROLES] }),
  must_change_password: Type.Boolean(),
  csrf_token: Type.String(),
  site_url: Type.String(),
});
export type SessionAnswer = Static<typeof SessionAnswer>;

export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const toUser = (row: UserRow): StaffUser => ({ id: row.id, email: row.email, role: row.role, mustChangePassword: row.must_change_password === 1 });

export class StaffRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  countUsers(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM staff_users').get() as { n: number }).n;
  }

  listUsers(): StaffUser[] {
    return (this.db.prepare('SELECT * FROM staff_users ORDER BY id').all() as UserRow[]).map(toUser);
  }

  /** Throws when the e-mail is taken (any letter case). */
  addUser(email: string, role: StaffRole, passwordHash: string): StaffUser {
    const id = Number(
      this.db
        .prepare('INSERT INTO staff_users (email, password_hash, role, created_at) VALUES (?, ?, ?, ?)')
        .run(email.trim(), passwordHash, role, this.now().toISOString()).lastInsertRowid,
    );
    return { id, email: email.trim(), role, mustChangePassword: true };
  }

  /** The stored hash for a login attempt. */
  loginRecord(email: string): { user: StaffUser; passwordHash: string } | null {
    const row = this.db.prepare('SELECT * FROM staff_users WHERE email = ?').get(email.trim()) as UserRow | undefined;
    return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
  }

  /** Sets a new password and ends every session of the account (the caller opens a new one if it should go on). */
  changePassword(userId: number, passwordHash: string): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE staff_users SET password_hash = ?, must_change_password = 0 WHERE id = ?').run(passwordHash, userId);
      this.db.prepare('DELETE FROM staff_sessions WHERE user_id = ?').run(userId);
    })();
  }

  resetPassword(email: string, passwordHash: string): StaffUser | null {
    const row = this.db.prepare('SELECT * FROM staff_users WHERE email = ?').get(email.trim()) as UserRow | undefined;
    if (!row) return null;
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE staff_users SET password_hash = ?, must_change_password = 1 WHERE id = ?')
        .run(passwordHash, row.id);
      this.db.prepare('DELETE FROM staff_sessions WHERE user_id = ?').run(row.id);
    })();
    return { ...toUser(row), mustChangePassword: true };
  }

  removeUser(email: string): boolean {
    return this.db.prepare('DELETE FROM staff_users WHERE email = ?').run(email.trim()).changes > 0;
  }

  createSession(userId: number): { token: string; csrfToken: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    this.db.prepare('DELETE FROM staff_sessions WHERE expires_at <= ?').run(now.toISOString());
    this.db
      .prepare('INSERT INTO staff_sessions (token_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(hashToken(token), userId, csrfToken, now.toISOString(), expiresAt.toISOString());
    return { token, csrfToken, expiresAt };
  }

  /** The session's user and CSRF token, or null when the token is unknown or expired. */
  session(token: string): { user: StaffUser; csrfToken: string } | null {
    const row = this.db
      .prepare(
        `SELECT u.*, s.csrf_token FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id
         WHERE s.token_hash = ? AND s.expires_at > ?`,
      )
      .get(hashToken(token), this.now().toISOString()) as (UserRow & { csrf_token: string }) | undefined;
    return row ? { user: toUser(row), csrfToken: row.csrf_token } : null;
  }

  endSession(token: string): void {
    this.db.prepare('DELETE FROM staff_sessions WHERE token_hash = ?').run(hashToken(token));
  }

  audit(actor: string, action: AuditAction, resource: string, resourceId: number | null, detail: string | null = null): void {
    this.db
      .prepare('INSERT INTO audit_log (at, actor, action, resource, resource_id, detail) VALUES (?, ?, ?, ?, ?, ?)')
      .run(this.now().toISOString(), actor, action, resource, resourceId, detail);
  }

  auditPage(limit: number, offset: number): { data: AuditEntry[]; total: number } {
    const data = this.db.prepare('SELECT * FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?').all(limit, offset) as AuditEntry[];
    const total = (this.db.prepare('SELECT COUNT(*) AS n FROM audit_log').get() as { n: number }).n;
    return { data, total };
  }
}
