/**
 * Failed logins, counted per e-mail given and client address (OWASP's Authentication Cheat
 * Sheet): guesses from one address wait, while the owner logging in from elsewhere does not; an
 * e-mail that has no account is counted exactly like one that has, so a refusal tells nothing.
 *
 * An attempt is counted when it starts, before its password is hashed: parallel guesses cannot
 * all slip in while the first ones are still being checked. A success clears the count.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import { on, sql } from '../db/sql';
import { clientKey } from '../http/client-key';

/** Attempts a client may make for one e-mail before it waits. */
export const LOGIN_ATTEMPTS_BEFORE_WAIT = 5;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** A count with no attempt for this long starts again from zero. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface ThrottleRow {
  failures: number;
  locked_until: string | null;
}

const FORGET_OLD = sql<[string]>('DELETE FROM login_throttle WHERE last_attempt_at < ?');
const COUNT_OF = sql<[string, string], ThrottleRow>('SELECT failures, locked_until FROM login_throttle WHERE account = ? AND client = ?');
const COUNT_ATTEMPT = sql<[{ account: string; client: string; failures: number; lockedUntil: string | null; at: string }]>(
  `INSERT INTO login_throttle (account, client, failures, locked_until, last_attempt_at) VALUES (@account, @client, @failures, @lockedUntil, @at)
   ON CONFLICT (account, client) DO UPDATE SET failures = @failures, locked_until = @lockedUntil, last_attempt_at = @at`,
);
const FORGET_CLIENT = sql<[string, string]>('DELETE FROM login_throttle WHERE account = ? AND client = ?');
const FORGET_ACCOUNT = sql<[string]>('DELETE FROM login_throttle WHERE account = ?');

/** The e-mail as a key: any letter case, surrounding spaces ignored; not kept in clear. */
const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts an attempt about to be checked, or answers how long the client must wait first. */
  begin(email: string, ip: string): LoginAttempt {
    const now = this.now();
    const key = { account: accountKey(email), client: clientKey(ip) };
    return this.db.transaction((): LoginAttempt => {
      on(this.db, FORGET_OLD).run(new Date(now.getTime() - FORGET_AFTER_MS).toISOString());
      const row = on(this.db, COUNT_OF).get(key.account, key.client);
      const lockedUntil = row?.locked_until ? new Date(row.locked_until) : null;
      if (lockedUntil && lockedUntil > now) {
        return { allowed: false, retryAfterSeconds: Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000) };
      }
      const failures = (row?.failures ?? 0) + 1;
      const excess = failures - LOGIN_ATTEMPTS_BEFORE_WAIT;
      const wait = excess >= 0 ? Math.min(FIRST_WAIT_MS * 2 ** excess, LONGEST_WAIT_MS) : 0;
      on(this.db, COUNT_ATTEMPT).run({ ...key, failures, lockedUntil: wait > 0 ? new Date(now.getTime() + wait).toISOString() : null, at: now.toISOString() });
      return { allowed: true };
    })();
  }

  /** The right password: this client's count for the e-mail starts again. */
  succeeded(email: string, ip: string): void {
    on(this.db, FORGET_CLIENT).run(accountKey(email), clientKey(ip));
  }

  /** A new one-time password (staff CLI): every client may try it at once. */
  forget(email: string): void {
    on(this.db, FORGET_ACCOUNT).run(accountKey(email));
  }
}
