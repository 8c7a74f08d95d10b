/**
 * Staff accounts, their sessions and the audit trail, in the API's SQLite file. A session is
 * stored by the SHA-256 of its token: a copy of the database does not let anyone log in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
import { Type, type Static } from '@sinclair/typebox';
import { NullableInteger, NullableString } from '@shared/contract/schema-parts';
import { orderedRoles, STAFF_ROLES, type AuditAction, type StaffRole } from '@shared/contract/admin-resources';

export { STAFF_ROLES, type StaffRole };

export interface StaffUser {
  id: number;
  email: string;
  /** One or more, in the role table's order. */
  roles: StaffRole[];
  mustChangePassword: boolean;
  disabled: boolean;
}

/** failed_logins and locked_until are no longer used: failures are counted per client (login-throttle.ts). */
interface UserRow {
  id: number;
  email: string;
  /** The account's roles, comma-separated (group_concat). */
  roles: string | null;
  password_hash: string;
  must_change_password: number;
  disabled_at: string | null;
}

const StaffRoleList = Type.Array(Type.Unsafe<StaffRole>({ type: 'string', enum: [...STAFF_ROLES] }), { minItems: 1, uniqueItems: true });

/** A staff account as the owner's staff page lists it (GET /api/admin/staff): never its password. */
export const StaffMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  roles: StaffRoleList,
  must_change_password: Type.Boolean(),
  disabled: Type.Boolean(),
  created_at: Type.String(),
  last_login_at: NullableString(),
});
export type StaffMember = Static<typeof StaffMember>;

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
  roles: StaffRoleList,
  must_change_password: Type.Boolean(),
  csrf_token: Type.String(),
  site_url: Type.String(),
});
export type SessionAnswer = Static<typeof SessionAnswer>;

export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;

const USER_COLUMNS =
  'u.id, u.email, u.password_hash, u.must_change_password, u.disabled_at, (SELECT group_concat(r.role) FROM staff_roles r WHERE r.user_id = u.id) AS roles';
const COUNT_USERS = sql<[], { n: number }>('SELECT COUNT(*) AS n FROM staff_users');
const ALL_USERS = sql<[], UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users u ORDER BY u.id`);
const USER_BY_EMAIL = sql<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users u WHERE u.email = ?`);
const USER_BY_ID = sql<[number], UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users u WHERE u.id = ?`);
const MEMBERS = sql<[], UserRow & { created_at: string; last_login_at: string | null }>(
  `SELECT ${USER_COLUMNS}, u.created_at,
     (SELECT max(a.at) FROM audit_log a WHERE a.action = 'login' AND a.resource = 'session' AND a.resource_id = u.id) AS last_login_at
   FROM staff_users u ORDER BY u.id`,
);
const COUNT_ACTIVE_OWNERS = sql<[], { n: number }>(
  "SELECT COUNT(*) AS n FROM staff_users u JOIN staff_roles r ON r.user_id = u.id WHERE r.role = 'owner' AND u.disabled_at IS NULL",
);
const INSERT_USER = sql<[string, string, string]>('INSERT INTO staff_users (email, password_hash, created_at) VALUES (?, ?, ?)');
const INSERT_ROLE = sql<[number, StaffRole]>('INSERT INTO staff_roles (user_id, role) VALUES (?, ?)');
const FORGET_ROLES = sql<[number]>('DELETE FROM staff_roles WHERE user_id = ?');
const SET_DISABLED = sql<[string | null, number]>('UPDATE staff_users SET disabled_at = ? WHERE id = ?');
const SET_PASSWORD = sql<[string, number, number]>('UPDATE staff_users SET password_hash = ?, must_change_password = ? WHERE id = ?');
const END_SESSIONS_OF = sql<[number]>('DELETE FROM staff_sessions WHERE user_id = ?');
const REMOVE_USER = sql<[string]>('DELETE FROM staff_users WHERE email = ?');
const END_EXPIRED = sql<[string]>('DELETE FROM staff_sessions WHERE expires_at <= ?');
const INSERT_SESSION = sql<[string, number, string, string, string]>(
  'INSERT INTO staff_sessions (token_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
);
const SESSION_USER = sql<[string, string], UserRow & { csrf_token: string }>(
  `SELECT ${USER_COLUMNS}, s.csrf_token FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id
   WHERE s.token_hash = ? AND s.expires_at > ? AND u.disabled_at IS NULL`,
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
const toUser = (row: UserRow): StaffUser => ({
  id: row.id,
  email: row.email,
  roles: orderedRoles((row.roles ?? '').split(',')),
  mustChangePassword: row.must_change_password === 1,
  disabled: row.disabled_at !== null,
});

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
  addUser(email: string, roles: readonly StaffRole[], passwordHash: string): StaffUser {
    return this.db.transaction((): StaffUser => {
      const id = Number(on(this.db, INSERT_USER).run(email.trim(), passwordHash, this.now().toISOString()).lastInsertRowid);
      this.writeRoles(id, roles);
      return { id, email: email.trim(), roles: orderedRoles(roles), mustChangePassword: true, disabled: false };
    })();
  }

  user(id: number): StaffUser | null {
    const row = on(this.db, USER_BY_ID).get(id);
    return row ? toUser(row) : null;
  }

  /** Every account for the owner's staff page, with when it last logged in. */
  members(): StaffMember[] {
    return on(this.db, MEMBERS)
      .all()
      .map((row) => {
        const user = toUser(row);
        return {
          id: user.id,
          email: user.email,
          roles: user.roles,
          must_change_password: user.mustChangePassword,
          disabled: user.disabled,
          created_at: row.created_at,
          last_login_at: row.last_login_at,
        };
      });
  }

  /** Owners who can log in: the staff page never lets this reach zero. */
  activeOwners(): number {
    return on(this.db, COUNT_ACTIVE_OWNERS).get()?.n ?? 0;
  }

  /** The account's roles become these; its sessions go on with them from the next request. */
  setRoles(id: number, roles: readonly StaffRole[]): void {
    this.db.transaction(() => this.writeRoles(id, roles))();
  }

  /** A disabled account cannot log in, and its sessions end at once. */
  setDisabled(id: number, disabled: boolean): void {
    this.db.transaction(() => {
      on(this.db, SET_DISABLED).run(disabled ? this.now().toISOString() : null, id);
      if (disabled) on(this.db, END_SESSIONS_OF).run(id);
    })();
  }

  private writeRoles(id: number, roles: readonly StaffRole[]): void {
    const ordered = orderedRoles(roles);
    if (ordered.length === 0) throw new Error('an account needs at least one role');
    on(this.db, FORGET_ROLES).run(id);
    for (const role of ordered) on(this.db, INSERT_ROLE).run(id, role);
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

  /** A one-time password in place of the account's (by e-mail for the CLI, by id for the staff page); its sessions end. */
  resetPassword(who: string | number, passwordHash: string): StaffUser | null {
    const row = typeof who === 'number' ? on(this.db, USER_BY_ID).get(who) : on(this.db, USER_BY_EMAIL).get(who.trim());
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
