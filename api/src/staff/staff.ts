/**
 * The staff's three stores on one database, made together: accounts end their sessions, and a
 * session is good only while its account can log in.
 */
import type { Db } from '../db/connection';
import { AuditLog } from './audit-log';
import type { StaffMember } from '@efe/shared/contract/staff';
import { StaffAccounts, type StaffUser } from './staff-accounts';
import { StaffSessions } from './staff-sessions';

export class Staff {
  readonly sessions: StaffSessions;
  readonly accounts: StaffAccounts;
  readonly auditLog: AuditLog;

  constructor(db: Db, now: () => Date = () => new Date()) {
    this.sessions = new StaffSessions(db, now);
    this.accounts = new StaffAccounts(db, this.sessions, now);
    this.auditLog = new AuditLog(db, now);
  }

  /** The session's account and CSRF token, or null when the token is unknown or expired, or its account disabled. */
  signedIn(token: string): { user: StaffUser; csrfToken: string } | null {
    const session = this.sessions.find(token);
    const user = session && this.accounts.user(session.userId);
    return session && user && !user.disabled ? { user, csrfToken: session.csrfToken } : null;
  }

  /** Every account for the owner's staff page, with when it last logged in. */
  members(): StaffMember[] {
    return this.accounts.members(this.auditLog.lastLogins());
  }
}
