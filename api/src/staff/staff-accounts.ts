/** Staff accounts and the roles each holds, in the API's SQLite file. */
import { orderedRoles, STAFF_ROLES, type StaffRole } from '@efe/shared/contract/admin-resources';
import type { StaffMember } from '@efe/shared/contract/staff';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';

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

/** An account's sessions, which end when its password changes or it is disabled (staff-sessions.ts owns them). */
export interface AccountSessions {
  endAllOf(userId: number): void;
}

const USER_COLUMNS =
  'u.id, u.email, u.password_hash, u.must_change_password, u.disabled_at, (SELECT group_concat(r.role) FROM staff_roles r WHERE r.user_id = u.id) AS roles';
const COUNT_USERS = sql<[], { n: number }>('SELECT COUNT(*) AS n FROM staff_users');
const ALL_USERS = sql<[], UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users u ORDER BY u.id`);
const USER_BY_EMAIL = sql<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users u WHERE u.email = ?`);
const USER_BY_ID = sql<[number], UserRow>(`SELECT ${USER_COLUMNS} FROM staff_users u WHERE u.id = ?`);
const MEMBERS = sql<[], UserRow & { created_at: string }>(`SELECT ${USER_COLUMNS}, u.created_at FROM staff_users u ORDER BY u.id`);
const COUNT_ACTIVE_OWNERS = sql<[], { n: number }>(
  "SELECT COUNT(*) AS n FROM staff_users u JOIN staff_roles r ON r.user_id = u.id WHERE r.role = 'owner' AND u.disabled_at IS NULL",
);
const INSERT_USER = sql<[string, string, string]>('INSERT INTO staff_users (email, password_hash, created_at) VALUES (?, ?, ?)');
const INSERT_ROLE = sql<[number, StaffRole]>('INSERT INTO staff_roles (user_id, role) VALUES (?, ?)');
const FORGET_ROLES = sql<[number]>('DELETE FROM staff_roles WHERE user_id = ?');
const SET_DISABLED = sql<[string | null, number]>('UPDATE staff_users SET disabled_at = ? WHERE id = ?');
const SET_PASSWORD = sql<[string, number, number]>('UPDATE staff_users SET password_hash = ?, must_change_password = ? WHERE id = ?');
const REMOVE_USER = sql<[string]>('DELETE FROM staff_users WHERE email = ?');

const toUser = (row: UserRow): StaffUser => ({
  id: row.id,
  email: row.email,
  roles: orderedRoles((row.roles ?? '').split(',')),
  mustChangePassword: row.must_change_password === 1,
  disabled: row.disabled_at !== null,
});

export class StaffAccounts {
  constructor(
    private readonly db: Db,
    private readonly sessions: AccountSessions,
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

  /** Every account for the owner's staff page, with when it last logged in (the audit trail's, by account id). */
  members(lastLogins: ReadonlyMap<number, string>): StaffMember[] {
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
          last_login_at: lastLogins.get(user.id) ?? null,
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
      if (disabled) this.sessions.endAllOf(id);
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
      this.sessions.endAllOf(userId);
    })();
  }

  /** A one-time password in place of the account's (by e-mail for the CLI, by id for the staff page); its sessions end. */
  resetPassword(who: string | number, passwordHash: string): StaffUser | null {
    const row = typeof who === 'number' ? on(this.db, USER_BY_ID).get(who) : on(this.db, USER_BY_EMAIL).get(who.trim());
    if (!row) return null;
    this.db.transaction(() => {
      on(this.db, SET_PASSWORD).run(passwordHash, 1, row.id);
      this.sessions.endAllOf(row.id);
    })();
    return { ...toUser(row), mustChangePassword: true };
  }

  removeUser(email: string): boolean {
    return on(this.db, REMOVE_USER).run(email.trim()).changes > 0;
  }
}
