/**
 * Staff log in, see who they are, change their password and log out. A wrong e-mail and a wrong
 * password get the same answer in about the same time; five failures in a row make the account
 * wait (StaffRepository.recordFailedLogin).
 */
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { EMAIL_MAX_LENGTH } from '../../../src/lib/form-rules';
import { HttpError } from '../http/errors';
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from '../staff/passwords';
import { clearSessionCookie, setSessionCookie } from '../staff/session-cookie';
import { SESSION_LIFETIME_MS, SessionAnswer, type StaffRepository, type StaffUser } from '../staff/staff-repository';
import { adminErrorAnswers, dataOf, errorAnswer } from './admin-schemas';
import { FieldErrors } from './field-errors';

const Password = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH });
const LoginBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }), password: Password }, { additionalProperties: false });
const PasswordBody = Type.Object(
  // One character over the limit reaches passwordProblem, which names the limit.
  { current_password: Password, new_password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH + 1 }) },
  { additionalProperties: false },
);

const answers = { ...adminErrorAnswers, 200: dataOf(SessionAnswer), 403: errorAnswer, 429: errorAnswer };

// Compared against when the e-mail is unknown, so that answer takes as long as a wrong password.
const unknownUserHash = hashPassword('no account has this password');

/** `siteUrl`: the public site, for the admin's "view on site" links. */
export function sessionAdminRoutes(app: FastifyInstance, staff: StaffRepository, options: { loginsPerMinute: number; siteUrl: string }): void {
  const { loginsPerMinute, siteUrl } = options;
  const present = (user: StaffUser, csrfToken: string): SessionAnswer => ({
    email: user.email,
    role: user.role,
    must_change_password: user.mustChangePassword,
    csrf_token: csrfToken,
    site_url: siteUrl,
  });
  // Per client, beside the per-account wait: each try costs a scrypt hash (32 MiB, ~0.1 s).
  const loginRateLimit = app.rateLimit({
    max: loginsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, 'Too many login attempts from this address. Please wait a minute and try again.'),
  });
  app.post<{ Body: Static<typeof LoginBody> }>(
    '/api/admin/session',
    { onRequest: loginRateLimit, schema: { body: LoginBody, response: answers } },
    async (request, reply) => {
      const { email, password } = request.body;
      const record = staff.loginRecord(email);
      if (record?.lockedUntil) {
        const seconds = Math.ceil((record.lockedUntil.getTime() - Date.now()) / 1000);
        request.log.warn({ user: record.user.email }, 'login refused: account waiting after failed logins');
        return reply
          .code(429)
          .header('Retry-After', String(seconds))
          .send({ error: `Too many failed logins for this account. Try again in ${seconds} seconds.` });
      }
      const matches = await verifyPassword(password, record?.passwordHash ?? (await unknownUserHash));
      if (!record || !matches) {
        if (record) staff.recordFailedLogin(record.user.id);
        request.log.warn({ known: Boolean(record) }, 'login refused: wrong e-mail or password');
        return reply.code(401).send({ error: 'Wrong e-mail or password' });
      }
      staff.recordSuccessfulLogin(record.user.id);
      const session = staff.createSession(record.user.id);
      setSessionCookie(request, reply, session.token, SESSION_LIFETIME_MS / 1000);
      staff.audit(record.user.email, 'login', 'session', record.user.id);
      return { data: present(record.user, session.csrfToken) };
    },
  );

  app.get('/api/admin/session', { schema: { response: answers } }, async (request, reply) => {
    const { actor } = request;
    if (!actor?.user || !actor.csrfToken) return reply.code(400).send({ error: 'The bearer token has no session' });
    return { data: present(actor.user, actor.csrfToken) };
  });

  app.delete('/api/admin/session', async (request, reply) => {
    if (request.actor?.sessionToken) staff.endSession(request.actor.sessionToken);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.put<{ Body: Static<typeof PasswordBody> }>(
    '/api/admin/session/password',
    { schema: { body: PasswordBody, response: answers } },
    async (request, reply) => {
      const { actor } = request;
      if (!actor?.user || !actor.sessionToken || !actor.csrfToken) return reply.code(400).send({ error: 'The bearer token has no password' });
      const record = staff.loginRecord(actor.user.email);
      if (!record || !(await verifyPassword(request.body.current_password, record.passwordHash))) {
        throw new FieldErrors({ current_password: 'This is not your current password' });
      }
      const problem = passwordProblem(request.body.new_password);
      if (problem) throw new FieldErrors({ new_password: `The new password needs ${problem}` });
      if (request.body.new_password === request.body.current_password) {
        throw new FieldErrors({ new_password: 'Choose a password different from the current one' });
      }
      staff.changePassword(actor.user.id, await hashPassword(request.body.new_password), actor.sessionToken);
      return { data: present({ ...actor.user, mustChangePassword: false }, actor.csrfToken) };
    },
  );
}
