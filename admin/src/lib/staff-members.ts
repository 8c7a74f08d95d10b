/**
 * How the staff page words an account: its roles in plain words and where it stands.
 */
import type { StaffMember } from '@efe/shared/contract/staff';
import { STAFF_ROLES, type StaffRole } from '@efe/shared/contract/admin-resources';
import { officeDate } from './dates';

export const ROLE_LABELS: Record<StaffRole, { label: string; explains: string }> = {
  owner: { label: 'Owner', explains: 'Everything: content, leads and this page' },
  editor: { label: 'Editor', explains: 'Blog, testimonials, candidates, media and publishing' },
  recruiter: { label: 'Recruiter', explains: 'Applications, messages, mail, data requests and the dashboard' },
};

/** "Editor and recruiter" */
export function rolesInWords(roles: readonly StaffRole[]): string {
  const labels = STAFF_ROLES.filter((role) => roles.includes(role)).map((role) => ROLE_LABELS[role].label);
  const sentence = labels.join(' and ').toLowerCase();
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Where the account stands, for the line under its address. */
export function memberStatus(member: Pick<StaffMember, 'disabled' | 'must_change_password' | 'last_login_at' | 'created_at'>): string {
  if (member.disabled) return 'Disabled: cannot log in';
  if (member.must_change_password) return `Added ${officeDate(member.created_at)}; has not yet replaced the one-time password`;
  return member.last_login_at ? `Last logged in ${officeDate(member.last_login_at)}` : `Added ${officeDate(member.created_at)}`;
}
