/**
 * Who may use which part of the admin API: each resource once, with the staff roles that may
 * open it and how its list is paged. The API's authorization (api/src/admin/auth.ts), the audit
 * trail, the admin's menu and its data provider all read this table; the automation token
 * (ADMIN_TOKEN) may use every resource. Plain data, no imports: the admin's bundle takes it whole.
 */

export const STAFF_ROLES = ['editor', 'recruiter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

interface ResourceRule {
  /** The staff roles that may use it; everyone else gets 403. */
  roles: readonly StaffRole[];
  /** 'server': the API pages the list (?page=&per_page=); 'whole': it answers the whole list; absent: no list. */
  list?: 'server' | 'whole';
}

const EDITORS = ['editor'] as const;
const RECRUITERS = ['recruiter'] as const;

export const ADMIN_RESOURCES = {
  // Content, for the public site.
  blog: { roles: EDITORS, list: 'whole' },
  testimonials: { roles: EDITORS, list: 'whole' },
  candidates: { roles: EDITORS, list: 'whole' },
  /** Uploaded pictures and CVs: listed with where each is used, deleted when unused. */
  media: { roles: EDITORS, list: 'whole' },
  /** Upload routes for media: a picture, a PDF. */
  images: { roles: EDITORS },
  files: { roles: EDITORS },
  deploys: { roles: EDITORS, list: 'whole' },
  // Leads: personal data, recruiters only.
  applications: { roles: RECRUITERS, list: 'server' },
  messages: { roles: RECRUITERS, list: 'server' },
  mail: { roles: RECRUITERS, list: 'server' },
  /** Requests to see or erase what is held for an e-mail address. */
  'personal-data': { roles: RECRUITERS },
  /** The dashboard's numbers: counts of leads, no person in them, still the recruiters' own. */
  stats: { roles: RECRUITERS },
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
  | 'export'
  | 'erase';

export function isAdminResource(name: string): name is AdminResource {
  return Object.hasOwn(ADMIN_RESOURCES, name);
}

export function roleMayUse(role: StaffRole, resource: AdminResource): boolean {
  const allowed: readonly StaffRole[] = ADMIN_RESOURCES[resource].roles;
  return allowed.includes(role);
}

/** The resources a role sees, in the table's order (the admin's menu). */
export function resourcesOf(role: StaffRole): AdminResource[] {
  return Object.keys(ADMIN_RESOURCES)
    .filter(isAdminResource)
    .filter((resource) => roleMayUse(role, resource));
}

export function isServerPaged(resource: string): boolean {
  if (!isAdminResource(resource)) return false;
  const rule: ResourceRule = ADMIN_RESOURCES[resource];
  return rule.list === 'server';
}
