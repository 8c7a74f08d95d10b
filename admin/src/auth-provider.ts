/**
 * Staff sessions (POST/GET/DELETE /api/admin/session): an httpOnly cookie the page never sees,
 * and a CSRF token the page sends back on writes. The account's roles decide which resources show.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { SessionAnswer } from '@efe/shared/contract/staff';
import { adminFetch, setCsrfToken } from './lib/admin-fetch';

export type StaffSession = SessionAnswer;

let session: StaffSession | null = null;
/** Whether the API has been asked: after that, "nobody" is known too until a login says otherwise. */
let asked = false;
let checking: Promise<StaffSession | null> | null = null;
const listeners = new Set<() => void>();

function remember(next: StaffSession | null): StaffSession | null {
  session = next;
  asked = true;
  setCsrfToken(next?.csrf_token ?? null);
  for (const listener of listeners) listener();
  return next;
}

/** The session as last known, without asking the API (null before the first answer). */
export function knownSession(): StaffSession | null {
  return session;
}

/** Calls `listener` whenever the session changes (login, password change, logout, an ended session); answers the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The current session, asked of the API once per page load; then known (a login, a logout or an
 * ended session changes it). react-admin asks several times before the login page shows: one
 * request, and the API answers "nobody" with a 200, so the console stays clean.
 */
export function currentSession(): Promise<StaffSession | null> {
  if (asked) return Promise.resolve(session);
  checking ??= adminFetch<{ data: StaffSession | null }>('/api/admin/session')
    .then(({ body }) => remember(body.data))
    .catch(() => remember(null))
    .finally(() => {
      checking = null;
    });
  return checking;
}

/** After a password change the session is the same, without the one-time password flag. */
export function sessionChanged(next: StaffSession): void {
  remember(next);
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const { body } = await adminFetch<{ data: StaffSession }>('/api/admin/session', {
      method: 'POST',
      body: JSON.stringify({ email: username, password }),
    });
    remember(body.data);
  },
  async logout() {
    if (session) await adminFetch('/api/admin/session', { method: 'DELETE' }).catch(() => undefined);
    remember(null);
  },
  async checkAuth() {
    if (!(await currentSession())) throw new Error('Please log in.');
  },
  async checkError(error: { status?: number }) {
    // 401: the session ended (expired, logged out elsewhere). A 403 is a role's limit, not a logout.
    if (error?.status === 401) {
      remember(null);
      throw new Error('Your session has ended. Please log in again.');
    }
  },
  async getIdentity(): Promise<UserIdentity> {
    const current = await currentSession();
    if (!current) throw new Error('Please log in.');
    return { id: current.email, fullName: `${current.email} (${current.roles.join(', ')})` };
  },
  async getPermissions() {
    return (await currentSession())?.roles ?? null;
  },
};
