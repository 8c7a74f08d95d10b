import { useEffect, useSyncExternalStore } from 'react';
import { currentSession, knownSession, onSessionChange, type StaffSession } from './auth-provider';

/**
 * Who is logged in (role, one-time password, the site's address), once the API has said; it
 * follows changes, so the one-time password gate opens as soon as the password is changed.
 */
export function useStaffSession(): StaffSession | null {
  const session = useSyncExternalStore(onSessionChange, knownSession);
  useEffect(() => {
    void currentSession();
  }, []);
  return session;
}
