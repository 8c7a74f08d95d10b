import { useEffect, useState } from 'react';
import { currentSession, type StaffSession } from './auth-provider';

/** Who is logged in (role, one-time password, the site's address), once the API has said. */
export function useStaffSession(): StaffSession | null {
  const [session, setSession] = useState<StaffSession | null>(null);
  useEffect(() => {
    let alive = true;
    void currentSession().then((next) => alive && setSession(next));
    return () => {
      alive = false;
    };
  }, []);
  return session;
}
