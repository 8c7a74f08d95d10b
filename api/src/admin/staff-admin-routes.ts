/**
 * The owner's staff page: every account, a new member with a one-time password (shown once, in
 * the answer, never stored in clear), roles changed, an account disabled or enabled, a password
 * reset to a new one-time one. Each change is in the audit trail. The admin always keeps an
 * owner who can log in, and an owner cannot lock themselves out.
 */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '@efe/shared/form-rules';
import { FieldErrors, HttpError } from '../http/errors';
import type { LoginThrottle } from '../staff/login-throttle';
import { hashPassword, oneTimePassword } from '../staff/passwords';
import type { Staff } from '../staff/staff';
import { NewMemberAnswer, OneTimePassword, StaffMember, StaffRoleList } from '@efe/shared/contract/staff';
import type { StaffUser } from '../staff/staff-accounts';
import { adminRoute } from '../http/route-rules';
import { adminErrorAnswers, dataOf, errorAnswer, idParams, listOf } from './admin-schemas';
import { noteForAudit } from './audit-trail';

const NewMemberBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }), roles: StaffRoleList }, { additionalProperties: false });
const MemberChangeBody = Type.Object({ roles: Type.Optional(StaffRoleList), disabled: Type.Optional(Type.Boolean()) }, { additionalProperties: false, minProperties: 1 });

const answers = { ...adminErrorAnswers, 403: errorAnswer };

export function staffAdminRoutes(fastify: FastifyInstance, staff: Staff, throttle: LoginThrottle): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/admin/staff';

  const memberOf = (id: number): StaffMember => {
    const member = staff.members().find((candidate) => candidate.id === id);
    if (!member) throw new HttpError(404, 'No staff account has this id');
    return member;
  };
  const existing = (id: number): StaffUser => {
    const user = staff.accounts.user(id);
    if (!user) throw new HttpError(404, 'No staff account has this id');
    return user;
  };
  const isSelf = (request: FastifyRequest, user: StaffUser) => request.actor?.user?.id === user.id;

  app.get(base, { config: adminRoute('staff'), schema: { response: { ...answers, 200: listOf(StaffMember) } } }, async () => {
    const data = staff.members();
    return { data, total: data.length };
  });

  app.post(
    base,
    { config: adminRoute('staff', 'create'), schema: { body: NewMemberBody, response: { ...answers, 201: dataOf(NewMemberAnswer) } } },
    async (request, reply) => {
      const email = request.body.email.trim();
      if (!isEmailAddress(email)) throw new FieldErrors({ email: 'is not an e-mail address' });
      if (staff.accounts.loginRecord(email)) throw new FieldErrors({ email: 'already has an account: reset its password instead' }, 409);
      const password = oneTimePassword();
      const user = staff.accounts.addUser(email, request.body.roles, await hashPassword(password));
      noteForAudit(request, { id: user.id, detail: `${user.email} as ${user.roles.join(' and ')}` });
      return reply.code(201).send({ data: { ...memberOf(user.id), one_time_password: password } });
    },
  );

  app.put(
    `${base}/:id`,
    { config: adminRoute('staff', 'update'), schema: { params: idParams, body: MemberChangeBody, response: { ...answers, 200: dataOf(StaffMember) } } },
    async (request) => {
      const user = existing(request.params.id);
      const { roles, disabled } = request.body;
      const losesOwner = roles !== undefined && user.roles.includes('owner') && !roles.includes('owner');
      if (isSelf(request, user) && disabled === true) throw new FieldErrors({ disabled: 'You cannot disable your own account' });
      if (isSelf(request, user) && losesOwner) throw new FieldErrors({ roles: 'You cannot take the owner role from yourself: another owner can' });
      const activeOwner = user.roles.includes('owner') && !user.disabled;
      if (activeOwner && (losesOwner || disabled === true) && staff.accounts.activeOwners() <= 1) {
        throw new FieldErrors({ [losesOwner ? 'roles' : 'disabled']: 'The admin needs at least one owner who can log in: make another account owner first' }, 409);
      }
      if (roles !== undefined) staff.accounts.setRoles(user.id, roles);
      if (disabled !== undefined && disabled !== user.disabled) staff.accounts.setDisabled(user.id, disabled);
      const changes = [roles !== undefined ? `roles: ${roles.join(', ')}` : null, disabled === undefined ? null : disabled ? 'disabled' : 'enabled'];
      noteForAudit(request, { detail: `${user.email}: ${changes.filter(Boolean).join('; ')}` });
      return { data: memberOf(user.id) };
    },
  );

  app.post(
    `${base}/:id/password`,
    { config: adminRoute('staff', 'reset password'), schema: { params: idParams, response: { ...answers, 200: dataOf(OneTimePassword) } } },
    async (request) => {
      const user = existing(request.params.id);
      if (isSelf(request, user)) throw new FieldErrors({ id: 'Change your own password on the Password page' });
      const password = oneTimePassword();
      staff.accounts.resetPassword(user.id, await hashPassword(password));
      // Whoever made failed logins for it, the member may now try the new password from anywhere.
      throttle.forget(user.email);
      noteForAudit(request, { detail: user.email });
      return { data: { one_time_password: password } };
    },
  );
}
