/**
 * Staff accounts, their sessions and the audit trail, in the API's SQLite file. A session is
 * stored by the SHA-256 of its token: a copy of the database does not let anyone log in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
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

const USER_COLUMNS = 'u.id, u.email, u.role, u.password_hash, u.must_change_password';
const COUNT_USERS = sql<[], { n: number }>('SELECT COUNT(*) AS n FROM staff_users');
const ALL_USERS = sql<[], UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users u ORDER BY u.id`);
const USER_BY_EMAIL = sql<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users u WHERE u.email = ?`);
const INSERT_USER = sql<[string, string, StaffRole, string]>('INSERT INTO staff_users (email, password_hash, role, created_at) VALUES (?, ?, ?, ?)');
const SET_PASSWORD = sql<[string, number, number]>('UPDATE staff_users SET password_hash = ?, must_change_password = ? WHERE id = ?');
const END_SESSIONS_OF = sql<[number]>('DELETE FROM staff_sessions WHERE user_id = ?');
const REMOVE_USER = sql<[string]>('DELETE FROM staff_users WHERE email = ?');
const END_EXPIRED = sql<[string]>('DELETE FROM staff_sessions WHERE expires_at <= ?');
const INSERT_SESSION = sql<[string, number, string, string, string]>(
  'INSERT INTO staff_sessions (token_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
);
const SESSION_USER = sql<[string, string], UserRow & { csrf_token: string }>(
  `SELECT ${USER_COLUMNS}, s.csrf_token FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id
   WHERE s.token_hash = ? AND s.expires_at > ?`,
);
const END_SESSION = sql<[string]>('DELETE FROM staff_sessions WHERE token_hash = ?');
const INSERT_AUDIT = sql<[string, string, AuditAction, string, number | null, string | null]>(
  'INSERT INTO audit_log (at, actor, action, resource, resource_id, detail) VALUES (?, ?, ?, ?, ?, ?)',
);
const AUDIT_PAGE = sql<[number, number], AuditEntry>(
  'SELECT id, at, actor, action, resource, resource_id, detail FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?',
);
const COUNT_AUDIT = sql<[], { n: number }>('SELECT COUNT(*) AS n FROM audit_log');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const toUser = (row: UserRow): StaffUser => ({ id: row.id, email: row.email, role: row.role, mustChangePassword: row.must_change_password === 1 });

export class StaffRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  countUsers(): number {
    return on(this.db, COUNT_USERS).get()?.n ?? 0;
  }

  listUsers(): StaffUser[] {
    return on(this.db, ALL_USERS).all().map(toUser);
  }

  /** Throws when the e-mail is taken (any letter case). */
  addUser(email: string, role: StaffRole, passwordHash: string): StaffUser {
    const id = Number(
      on(this.db, INSERT_USER).run(email.trim(), passwordHash, role, this.now().toISOString()).lastInsertRowid,
    );
    return { id, email: email.trim(), role, mustChangePassword: true };
  }

  /** The stored hash for a login attempt. */
  loginRecord(email: string): { user: StaffUser; passwordHash: string } | null {
    const row = on(this.db, USER_BY_EMAIL).get(email.trim());
    return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
  }

  /** Sets a new password and ends every session of the account (the caller opens a new one if it should go on). */
  changePassword(userId: number, passwordHash: string): void {
    this.db.transaction(() => {
      on(this.db, SET_PASSWORD).run(passwordHash, 0, userId);
      on(this.db, END_SESSIONS_OF).run(userId);
    })();
  }

  resetPassword(email: string, passwordHash: string): StaffUser | null {
    const row = on(this.db, USER_BY_EMAIL).get(email.trim());
    if (!row) return null;
    this.db.transaction(() => {
      on(this.db, SET_PASSWORD).run(passwordHash, 1, row.id);
      on(this.db, END_SESSIONS_OF).run(row.id);
    })();
    return { ...toUser(row), mustChangePassword: true };
  }

  removeUser(email: string): boolean {
    return on(this.db, REMOVE_USER).run(email.trim()).changes > 0;
  }

  createSession(userId: number): { token: string; csrfToken: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    on(this.db, END_EXPIRED).run(now.toISOString());
    on(this.db, INSERT_SESSION).run(hashToken(token), userId, csrfToken, now.toISOString(), expiresAt.toISOString());
    return { token, csrfToken, expiresAt };
  }

  /** The session's user and CSRF token, or null when the token is unknown or expired. */
  session(token: string): { user: StaffUser; csrfToken: string } | null {
    const row = on(this.db, SESSION_USER).get(hashToken(token), this.now().toISOString());
    return row ? { user: toUser(row), csrfToken: row.csrf_token } : null;
  }

  endSession(token: string): void {
    on(this.db, END_SESSION).run(hashToken(token));
  }

  audit(actor: string, action: AuditAction, resource: string, resourceId: number | null, detail: string | null = null): void {
    on(this.db, INSERT_AUDIT).run(this.now().toISOString(), actor, action, resource, resourceId, detail);
  }

  auditPage(limit: number, offset: number): { data: AuditEntry[]; total: number } {
    const data = on(this.db, AUDIT_PAGE).all(limit, offset);
    const total = on(this.db, COUNT_AUDIT).get()?.n ?? 0;
    return { data, total };
  }
}
