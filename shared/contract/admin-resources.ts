/**
 * Who may use which part of the admin API: each resource once, with the staff roles that may
 * open it and how its list is paged. An account holds one or more roles; the owner (the first
 * account) may use everything, staff management included. The API's authorization (api/src/admin/auth.ts), the audit
 * trail, the admin's menu and its data provider all read this table; the automation token
 * (ADMIN_TOKEN) may use every resource. Plain data, no imports: the admin's bundle takes it whole.
 */

export const STAFF_ROLES = ['owner', 'editor', 'recruiter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

interface ResourceRule {
  /** The staff roles that may use it; everyone else gets 403. */
  roles: readonly StaffRole[];
  /** 'server': the API pages the list (?page=&per_page=); 'whole': it answers the whole list; absent: no list. */
  list?: 'server' | 'whole';
}

const EDITORS = ['owner', 'editor'] as const;
const RECRUITERS = ['owner', 'recruiter'] as const;
const OWNERS = ['owner'] as const;
/** Candidates are content, and recruiters make them from applications, finish and publish them. */
const PLACING = ['owner', 'editor', 'recruiter'] as const;

export const ADMIN_RESOURCES = {
  // Content, for the public site.
  blog: { roles: EDITORS, list: 'whole' },
  testimonials: { roles: EDITORS, list: 'whole' },
  candidates: { roles: PLACING, list: 'whole' },
  /** Uploaded pictures and CVs: listed with where each is used, deleted when unused. */
  media: { roles: EDITORS, list: 'whole' },
  /** Upload routes for media: a picture, a PDF (a candidate's photo and CV too). */
  images: { roles: PLACING },
  files: { roles: PLACING },
  deploys: { roles: EDITORS, list: 'whole' },
  // Leads: personal data, recruiters only.
  applications: { roles: RECRUITERS, list: 'server' },
  messages: { roles: RECRUITERS, list: 'server' },
  mail: { roles: RECRUITERS, list: 'server' },
  /** Booked free consultations: the diary, cancel with a reason, mark held or missed. */
  consultations: { roles: RECRUITERS, list: 'server' },
  /** The diary's settings: weekly hours, slot length, capacity, notice, horizon, closed days. */
  availability: { roles: RECRUITERS },
  /** A family's hiring process after the consultation: stages, fees, trial, the shortlist sent to it. */
  engagements: { roles: RECRUITERS, list: 'server' },
  /** Requests to see or erase what is held for an e-mail address. */
  'personal-data': { roles: RECRUITERS },
  /** The dashboard's numbers: counts of leads, no person in them, still the recruiters' own. */
  stats: { roles: RECRUITERS },
  /** Staff accounts: add one with a one-time password, change roles, disable, reset a password. */
  staff: { roles: OWNERS, list: 'whole' },
  // Every account.
  session: { roles: STAFF_ROLES },
  audit: { roles: STAFF_ROLES, list: 'server' },
} as const satisfies Record<string, ResourceRule>;

export type AdminResource = keyof typeof ADMIN_RESOURCES;

/** What a write does, as the audit trail records it. */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'upload'
  | 'publish'
  | 'mark handled'
  | 'mark not handled'
  | 'login'
  | 'logout'
  | 'change password'
  | 'reset password'
  | 'export'
  | 'erase'
  | 'cancel'
  | 'mark held'
  | 'mark missed'
  | 'change stage'
  | 'record fee'
  | 'send';

export function isAdminResource(name: string): name is AdminResource {
  return Object.hasOwn(ADMIN_RESOURCES, name);
}

/** Whether an account holding these roles may use the resource: one of them is enough. */
export function rolesMayUse(roles: readonly StaffRole[], resource: AdminResource): boolean {
  const allowed: readonly StaffRole[] = ADMIN_RESOURCES[resource].roles;
  return roles.some((role) => allowed.includes(role));
}

/** The resources an account holding these roles sees, in the table's order (the admin's menu). */
export function resourcesOf(roles: readonly StaffRole[]): AdminResource[] {
  return Object.keys(ADMIN_RESOURCES)
    .filter(isAdminResource)
    .filter((resource) => rolesMayUse(roles, resource));
}

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.some((role) => role === value);
}

/** The roles in the table's order, each once: how they are stored and shown. */
export function orderedRoles(roles: Iterable<unknown>): StaffRole[] {
  const given = new Set(roles);
  return STAFF_ROLES.filter((role) => given.has(role));
}

export function isServerPaged(resource: string): boolean {
  if (!isAdminResource(resource)) return false;
  const rule: ResourceRule = ADMIN_RESOURCES[resource];
  return rule.list === 'server';
}
