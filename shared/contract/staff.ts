/**
 * The staff's own answers from the admin API: who is logged in (GET/POST /api/admin/session), the
 * accounts the owner manages (GET /api/admin/staff) and the audit trail (GET /api/admin/audit).
 * admin-resources.ts holds the roles and what each may use.
 */
import { Type, type Static } from '@sinclair/typebox';
import { STAFF_ROLES, type StaffRole } from './admin-resources';
import { NullableInteger, NullableString } from './schema-parts';

/** An account's roles: one or more, each once. */
export const StaffRoleList = Type.Array(Type.Unsafe<StaffRole>({ type: 'string', enum: [...STAFF_ROLES] }), { minItems: 1, maxItems: STAFF_ROLES.length, uniqueItems: true });

/** A staff account as the owner's staff page lists it: never its password. */
export const StaffMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  roles: StaffRoleList,
  must_change_password: Type.Boolean(),
  disabled: Type.Boolean(),
  created_at: Type.String(),
  last_login_at: NullableString(),
});
export type StaffMember = Static<typeof StaffMember>;

/** A password the owner hands over once (a new account's, or a reset one's): shown in this answer only, never stored in clear. */
export const OneTimePassword = Type.Object({ one_time_password: Type.String() });
export type OneTimePassword = Static<typeof OneTimePassword>;

/** A new account as its creation answers it: with its one-time password. */
export const NewMemberAnswer = Type.Composite([StaffMember, OneTimePassword]);
export type NewMemberAnswer = Static<typeof NewMemberAnswer>;

/** Who is logged in; the admin keeps it as its session. */
export const SessionAnswer = Type.Object({
  email: Type.String(),
  roles: StaffRoleList,
  must_change_password: Type.Boolean(),
  csrf_token: Type.String(),
  site_url: Type.String(),
});
export type SessionAnswer = Static<typeof SessionAnswer>;

/** A line of the audit trail: who changed what, when. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  resource: Type.String(),
  resource_id: NullableInteger(),
  /** What else identifies the change: an uploaded file's name, what a data request covered. */
  detail: NullableString(),
});
export type AuditEntry = Static<typeof AuditEntry>;
