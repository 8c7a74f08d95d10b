/**
 * react-admin's home page: the recruiters' dashboard (its charts loaded only here), and for
 * editors, whose work has no such numbers, their first page.
 */
import { Navigate } from 'react-router-dom';
import { Loading } from 'react-admin';
import { resourcesOf, rolesMayUse } from '@efe/shared/contract/admin-resources';
import { useStaffSession } from '../use-staff-session';
import { loadedOnOpen } from './loaded-on-open';

const RecruiterDashboard = loadedOnOpen(() => import('../pages/dashboard').then((dashboard) => dashboard.default));

export function DashboardEntry() {
  const session = useStaffSession();
  if (!session) return <Loading />;
  if (!rolesMayUse(session.roles, 'stats')) return <Navigate to={`/${resourcesOf(session.roles)[0]}`} replace />;
  return <RecruiterDashboard />;
}
