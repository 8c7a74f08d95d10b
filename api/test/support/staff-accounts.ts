/** Staff accounts a test calls the admin API as: one per role, each past its one-time password. */
import type { StaffRole } from '@efe/shared/contract/admin-resources';
import type { Staff } from '../../src/staff/staff';

/** Adds `<role>@<domain>` for each role; answers their ids. */
export function addStaffAccounts(staff: Staff, roles: readonly StaffRole[], domain = 'example.com'): Partial<Record<StaffRole, number>> {
  const ids: Partial<Record<StaffRole, number>> = {};
  for (const role of roles) {
    const user = staff.accounts.addUser(`${role}@${domain}`, [role], 'no password');
    // Past its one-time password: the account may use what its role allows.
    staff.accounts.changePassword(user.id, 'no password');
    ids[role] = user.id;
  }
  return ids;
}

/** The headers of a call as the account: a session of its own, with its CSRF token. */
export function sessionHeaders(staff: Staff, userId: number): Record<string, string> {
  const session = staff.sessions.open(userId);
  return { cookie: `staff_session=${session.token}`, 'x-csrf-token': session.csrfToken };
}
