/**
 * Staff log in, see who they are, change their password and log out. A wrong e-mail and a wrong
 * password get the same answer in about the same time; after five failures for one e-mail from
 * one client that client waits (login-throttle.ts), whether the account exists or not.
 */
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMAIL_MAX_LENGTH } from '@efe/shared/form-rules';
import { FieldErrors, HttpError } from '../http/errors';
import { hashPassword, MAX_PASSWORD_LENGTH, passwordProblem, verifyPassword } from '../staff/passwords';
import type { LoginThrottle } from '../staff/login-throttle';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../staff/session-cookie';
import type { Staff } from '../staff/staff';
import type { StaffUser } from '../staff/staff-accounts';
import { SessionAnswer } from '@efe/shared/contract/staff';
import { SESSION_LIFETIME_MS } from '../staff/staff-sessions';
import { adminRoute } from '../http/route-rules';
import { adminErrorAnswers, dataOf, errorAnswer } from './admin-schemas';

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
/** 429 with Retry-After: this client tried too many passwords for the account; the wait in words too. */
function waitFirst(reply: FastifyReply, retryAfterSeconds: number, what: string) {
  return reply.code(429).header('Retry-After', String(retryAfterSeconds)).send({ error: `Too many ${what}. Try again in ${retryAfterSeconds} seconds.` });
}

export function sessionAdminRoutes(
  fastify: FastifyInstance,
  staff: Staff,
  throttle: LoginThrottle,
  options: { loginsPerMinute: number; siteUrl: string },
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { loginsPerMinute, siteUrl } = options;
  const present = (user: StaffUser, csrfToken: string): SessionAnswer => ({
    email: user.email,
    roles: user.roles,
    must_change_password: user.mustChangePassword,
    csrf_token: csrfToken,
    site_url: siteUrl,
  });
  /** A new session for the user: its cookie set on the reply, its CSRF token in the answer. */
  const openSession = (request: FastifyRequest, reply: FastifyReply, user: StaffUser): SessionAnswer => {
    const session = staff.sessions.open(user.id);
    setSessionCookie(request, reply, session.token, SESSION_LIFETIME_MS / 1000);
    return present(user, session.csrfToken);
  };
  // Per client, beside the per-e-mail wait: each try costs a scrypt hash (32 MiB, ~0.1 s).
  const loginRateLimit = app.rateLimit({
    max: loginsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, 'Too many login attempts from this address. Please wait a minute and try again.'),
  });
  app.post(
    '/api/admin/session',
    { onRequest: loginRateLimit, config: { admin: { resource: 'session', action: 'login', public: true } }, schema: { body: LoginBody, response: answers } },
    async (request, reply) => {
      const { email, password } = request.body;
      // Counted before the hash is computed, and alike for every e-mail: see login-throttle.ts.
      const attempt = throttle.begin(email, request.ip);
      if (!attempt.allowed) {
        request.log.warn({ client: request.ip }, 'login refused: too many failed logins for one e-mail from this client');
        return waitFirst(reply, attempt.retryAfterSeconds, 'failed logins');
      }
      const record = staff.accounts.loginRecord(email);
      const matches = await verifyPassword(password, record?.passwordHash ?? (await unknownUserHash));
      if (!record || !matches) {
        request.log.warn({ known: Boolean(record) }, 'login refused: wrong e-mail or password');
        return reply.code(401).send({ error: 'Wrong e-mail or password' });
      }
      throttle.succeeded(email, request.ip);
      // Said only to whoever knows the password: the owner turned the account off.
      if (record.user.disabled) return reply.code(403).send({ error: 'This account is disabled. Ask the owner of the admin to enable it.' });
      const data = openSession(request, reply, record.user);
      staff.auditLog.record(record.user.email, 'login', 'session', record.user.id);
      return { data };
    },
  );

  // Who is logged in: the session's staff member, or nobody (200 with null, not a 401, so the
  // admin's first look before anyone has logged in fills no console with errors).
  app.get(
    '/api/admin/session',
    { config: { admin: { resource: 'session', public: true } }, schema: { response: { ...answers, 200: dataOf(Type.Union([SessionAnswer, Type.Null()])) } } },
    async (request) => {
      const token = sessionTokenOf(request);
      const session = token ? staff.signedIn(token) : null;
      return { data: session ? present(session.user, session.csrfToken) : null };
    },
  );

  app.delete('/api/admin/session', { config: adminRoute('session', 'logout') }, async (request, reply) => {
    if (request.actor?.sessionToken) staff.sessions.end(request.actor.sessionToken);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.put(
    '/api/admin/session/password',
    { config: adminRoute('session', 'change password'), schema: { body: PasswordBody, response: answers } },
    async (request, reply) => {
      const { actor } = request;
      if (!actor?.user || !actor.sessionToken || !actor.csrfToken) return reply.code(400).send({ error: 'The bearer token has no password' });
      // Guessing the current password with a stolen session is counted like logins, for the same
      // account and client, before the hash is computed (32 MiB of scrypt a try).
      const attempt = throttle.begin(actor.user.email, request.ip);
      if (!attempt.allowed) {
        request.log.warn({ client: request.ip }, 'password change refused: too many wrong current passwords from this client');
        return waitFirst(reply, attempt.retryAfterSeconds, 'wrong passwords');
      }
      const record = staff.accounts.loginRecord(actor.user.email);
      if (!record || !(await verifyPassword(request.body.current_password, record.passwordHash))) {
        throw new FieldErrors({ current_password: 'This is not your current password' });
      }
      throttle.succeeded(actor.user.email, request.ip);
      const problem = passwordProblem(request.body.new_password);
      if (problem) throw new FieldErrors({ new_password: `The new password needs ${problem}` });
      if (request.body.new_password === request.body.current_password) {
        throw new FieldErrors({ new_password: 'Choose a password different from the current one' });
      }
      // Every session of the account ends, this one too: whoever held a copy of its cookie or
      // CSRF token (the reason to change a password, often) holds nothing now.
      staff.accounts.changePassword(actor.user.id, await hashPassword(request.body.new_password));
      return { data: openSession(request, reply, { ...actor.user, mustChangePassword: false }) };
    },
  );
}
