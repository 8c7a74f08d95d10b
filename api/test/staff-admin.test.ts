/**
 * Staff accounts of the admin over real HTTP: login and logout, the one-time password, session
 * expiry, CSRF on every write, what each role may open, the wait after failed logins, the audit
 * trail, and the bearer token beside them.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { hashPassword } from '../src/staff/passwords';
import { LOGIN_ATTEMPTS_BEFORE_WAIT } from '../src/staff/login-throttle';
import { Staff } from '../src/staff/staff';
import type { StaffRole } from '../src/staff/staff-accounts';
import { ADMIN_TOKEN, fileForm } from './support/admin';
import { jpegOfSize } from './support/sample-files';
import { applicationForm, postForm, postJson } from './support/forms';
import { REPOSITORY_ROOT, removeServerFiles, startServer, temporaryServerFiles, type RunningServer } from './support/server';

let server: RunningServer;
let db: Database.Database;
let staff: Staff;

beforeAll(async () => {
  // X-Forwarded-For is believed, so one test can log in from several clients.
  server = await startServer({ env: { ADMIN_TOKEN, TRUST_PROXY: 'true' } });
  db = new Database(server.databasePath);
  staff = new Staff(db);
});

afterAll(async () => {
  db.close();
  await server.stop();
  removeServerFiles(server);
});

const PASSWORD = 'correct horse battery staple';

/** An account that has already replaced its one-time password. */
async function account(email: string, role: StaffRole): Promise<void> {
  const user = staff.accounts.addUser(email, [role], await hashPassword('one-time password 1'));
  staff.accounts.changePassword(user.id, await hashPassword(PASSWORD));
}

interface Reply {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown>; error?: string; errors?: Record<string, string> } & Record<string, unknown>;
}

/** A browser of one staff member: keeps the session cookie and sends the CSRF token on writes. */
class StaffBrowser {
  cookie = '';
  csrf = '';

  /** `client`: the address it calls from (as a proxy would say in X-Forwarded-For). */
  constructor(private readonly client = '198.51.100.1') {}

  async call(method: string, route: string, json?: unknown, options: { csrf?: string | null } = {}): Promise<Reply> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.client };
    if (this.cookie) headers.cookie = this.cookie;
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    if (csrf) headers['x-csrf-token'] = csrf;
    const form = json instanceof FormData ? json : null;
    if (json !== undefined && !form) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.baseUrl}${route}`, { method, headers, body: form ?? (json === undefined ? undefined : JSON.stringify(json)) });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    const body = text ? (JSON.parse(text) as Reply['body']) : {};
    if (typeof body.data?.csrf_token === 'string') this.csrf = body.data.csrf_token;
    return { status: response.status, headers: response.headers, body };
  }

  login(email: string, password = PASSWORD): Promise<Reply> {
    return this.call('POST', '/api/admin/session', { email, password });
  }
}

async function loggedIn(email: string, role: StaffRole): Promise<StaffBrowser> {
  await account(email, role);
  const browser = new StaffBrowser();
  expect((await browser.login(email)).status).toBe(200);
  return browser;
}

const post = (slug: string) => ({ slug, translations: { en: { title: 'A staff post', content: '<p>Written in the admin.</p>' } } });

/** A Set-Cookie header's parts in any order, the 43-character token (32 random bytes) shown as <token>. */
const cookieParts = (header: string) =>
  header
    .split('; ')
    .map((part) => part.replace(/^staff_session=[\w-]{43}$/, 'staff_session=<token>'))
    .sort();

describe('logging in and out', () => {
  it('sets an httpOnly, SameSite=Strict session cookie for the admin API only (not Secure over plain HTTP)', async () => {
    await account('cookie@example.com', 'editor');
    const browser = new StaffBrowser();
    const reply = await browser.login('COOKIE@example.com');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ email: 'cookie@example.com', roles: ['editor'], must_change_password: false });
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookieParts(cookie)).toEqual(['HttpOnly', 'Max-Age=43200', 'Path=/api/admin', 'SameSite=Strict', 'staff_session=<token>']);
    expect((await browser.call('GET', '/api/admin/session')).body.data).toMatchObject({ email: 'cookie@example.com', roles: ['editor'] });
  });

  it('says nobody is logged in with a 200 and null, not a 401 (the admin asks before anyone has logged in)', async () => {
    const reply = await new StaffBrowser().call('GET', '/api/admin/session');
    expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: { data: null } });
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    await account('wrong@example.com', 'editor');
    const wrongPassword = await new StaffBrowser().login('wrong@example.com', 'not the password');
    const unknown = await new StaffBrowser().login('nobody@example.com');
    expect([wrongPassword.status, unknown.status]).toEqual([401, 401]);
    expect(wrongPassword.body).toEqual(unknown.body);
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const browser = await loggedIn('logout@example.com', 'editor');
    const oldCookie = browser.cookie;
    const reply = await browser.call('DELETE', '/api/admin/session');
    expect(reply.status).toBe(204);
    expect(reply.headers.get('set-cookie')).toMatch(/^staff_session=; .*Max-Age=0/);
    browser.cookie = oldCookie; // a copy of the old cookie opens nothing either
    expect((await browser.call('GET', '/api/admin/blog')).status).toBe(401);
  });

  it('ends a session when it expires', async () => {
    const browser = await loggedIn('expiry@example.com', 'editor');
    expect((await browser.call('GET', '/api/admin/blog')).status).toBe(200);
    db.prepare("UPDATE staff_sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = (SELECT id FROM staff_users WHERE email = ?)").run(
      'expiry@example.com',
    );
    const reply = await browser.call('GET', '/api/admin/blog');
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('Please log in');
  });

  it('makes a client wait after five failed logins for one e-mail, even for the right password, and not the owner elsewhere', async () => {
    await account('locked@example.com', 'recruiter');
    const guesser = '203.0.113.9';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await new StaffBrowser(guesser).login('locked@example.com', `guess ${attempt}`)).status).toBe(401);
    }
    const refused = await new StaffBrowser(guesser).login('locked@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect(refused.body.error).toMatch(/^Too many failed logins\. Try again in \d+ seconds\.$/);
    // The owner, from another address, is not kept out by the stranger's guesses.
    expect((await new StaffBrowser('192.0.2.44').login('locked@example.com')).status).toBe(200);
    // Once the wait is over the right password works from the guesser's address too, and the count starts again.
    db.prepare("UPDATE login_throttle SET locked_until = '2000-01-01T00:00:00.000Z'").run();
    expect((await new StaffBrowser(guesser).login('locked@example.com')).status).toBe(200);
    expect(db.prepare('SELECT COUNT(*) AS n FROM login_throttle WHERE client = ?').get(guesser)).toEqual({ n: 0 });
  });

  it('answers an e-mail without an account exactly like one with an account: status, body, and about the same time', async () => {
    await account('exists@example.com', 'editor');
    const tries = async (email: string, client: string) => {
      const answers: Array<{ status: number; body: unknown; ms: number }> = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const started = performance.now();
        const reply = await new StaffBrowser(client).login(email, `guess ${attempt}`);
        answers.push({ status: reply.status, body: reply.body, ms: performance.now() - started });
      }
      return answers;
    };
    const known = await tries('exists@example.com', '203.0.113.21');
    const unknown = await tries('nobody-here@example.com', '203.0.113.22');
    expect(unknown.map((answer) => answer.status)).toEqual(known.map((answer) => answer.status));
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown.map((answer) => answer.body)).toEqual(known.map((answer) => answer.body));
    // Both hash a password for a 401: the unknown e-mail is not answered in a fraction of the time.
    const median = (answers: typeof known) => answers.slice(0, 5).map((answer) => answer.ms).sort((a, b) => a - b)[2];
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.5);
  });

  it('counts parallel guesses before checking them: of 13 at once, 12 wrong and the right one last, only 5 are checked', async () => {
    await account('parallel@example.com', 'editor');
    const client = '203.0.113.33';
    const attempts = [...Array.from({ length: 12 }, (_, index) => `wrong ${index}`), PASSWORD].map((password) =>
      new StaffBrowser(client).login('parallel@example.com', password),
    );
    const statuses = (await Promise.all(attempts)).map((reply) => reply.status);
    const checked = statuses.filter((status) => status === 401 || status === 200).length;
    expect({ checked, waited: statuses.filter((status) => status === 429).length }).toEqual({ checked: 5, waited: 8 });
  });

  it('issues a new session and CSRF token when the password changes; the old ones open nothing', async () => {
    const browser = await loggedIn('rotate@example.com', 'recruiter');
    const [oldCookie, oldCsrf] = [browser.cookie, browser.csrf];
    const other = new StaffBrowser('192.0.2.50');
    expect((await other.login('rotate@example.com')).status).toBe(200);

    const changed = await browser.call('PUT', '/api/admin/session/password', { current_password: PASSWORD, new_password: 'a rotated new password' });
    expect(changed.status).toBe(200);
    expect(browser.cookie).not.toBe(oldCookie);
    expect(browser.csrf).not.toBe(oldCsrf);
    expect(cookieParts(changed.headers.get('set-cookie') ?? '')).toEqual(['HttpOnly', 'Max-Age=43200', 'Path=/api/admin', 'SameSite=Strict', 'staff_session=<token>']);
    expect((await browser.call('GET', '/api/admin/applications')).status).toBe(200);
    expect((await browser.call('DELETE', '/api/admin/applications/999999/handled', undefined, { csrf: oldCsrf })).status).toBe(403);

    const stale = new StaffBrowser();
    stale.cookie = oldCookie;
    expect((await stale.call('GET', '/api/admin/session')).body).toEqual({ data: null });
    expect((await stale.call('GET', '/api/admin/applications')).status).toBe(401);
    // Another session of the account (another device) ends too.
    expect((await other.call('GET', '/api/admin/session')).body).toEqual({ data: null });
    expect((await other.call('GET', '/api/admin/applications')).status).toBe(401);
  });
});

describe('logins per client', () => {
  it('are limited like the forms (RATE_LIMIT_MAX a minute), whatever the account', async () => {
    const limited = await startServer({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      const answers: Array<{ status: number; error: string }> = [];
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
        const reply = await fetch(`${limited.baseUrl}/api/admin/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'guess' }),
        });
        answers.push({ status: reply.status, error: ((await reply.json()) as { error: string }).error });
      }
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
      expect(answers[3].error).toBe('Too many login attempts from this address. Please wait a minute and try again.');
    } finally {
      await limited.stop();
      removeServerFiles(limited);
    }
  });
});

describe('the one-time password', () => {
  it('must be replaced before anything else, by a long enough new one', async () => {
    staff.accounts.addUser('new@example.com', ['editor'], await hashPassword('one-time password 2'));
    const browser = new StaffBrowser();
    const login = await browser.login('new@example.com', 'one-time password 2');
    expect(login.body.data).toMatchObject({ must_change_password: true });
    expect((await browser.call('GET', '/api/admin/blog')).body.error).toBe('Change your one-time password first');

    const change = (current: string, next: string) => browser.call('PUT', '/api/admin/session/password', { current_password: current, new_password: next });
    expect((await change('wrong', 'a long new password')).body.errors).toEqual({ current_password: 'This is not your current password' });
    expect((await change('one-time password 2', 'short')).body.errors).toEqual({ new_password: 'The new password needs at least 12 characters' });
    const changed = await change('one-time password 2', 'a long new password');
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ must_change_password: false });
    expect((await browser.call('GET', '/api/admin/blog')).status).toBe(200);
    expect((await new StaffBrowser().login('new@example.com', 'one-time password 2')).status).toBe(401);
  });

  it('cannot be guessed with a stolen session: wrong current passwords are counted like logins, then refused with 429', async () => {
    const browser = await loggedIn('guessed@example.com', 'editor');
    const change = (current: string) => browser.call('PUT', '/api/admin/session/password', { current_password: current, new_password: 'a long new password' });
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_BEFORE_WAIT; attempt++) expect((await change(`guess ${attempt}`)).status).toBe(400);
    const refused = await change('guess 6');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right one waits, as a login would.
    expect((await change(PASSWORD)).status).toBe(429);
    expect((await new StaffBrowser().login('guessed@example.com')).status).toBe(429);
  });

  it('is printed by `npm run admin:user -- add` and logs in', async () => {
    const { stdout } = await promisify(execFile)(path.join(REPOSITORY_ROOT, 'node_modules/.bin/tsx'), ['api/src/staff-cli.ts', 'add', 'cli@example.com', '--role', 'recruiter'], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATABASE_PATH: server.databasePath },
    });
    const password = /one-time password: (\S+)/.exec(stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const login = await new StaffBrowser().login('cli@example.com', password);
    expect(login.body.data).toMatchObject({ roles: ['recruiter'], must_change_password: true });
  });

  it('`reset` gives a new one, ends the sessions and the waits from failed logins', async () => {
    const browser = await loggedIn('reset@example.com', 'editor');
    for (let attempt = 1; attempt <= 5; attempt += 1) await new StaffBrowser().login('reset@example.com', `guess ${attempt}`);
    expect((await new StaffBrowser().login('reset@example.com')).status).toBe(429);
    const { stdout } = await promisify(execFile)(path.join(REPOSITORY_ROOT, 'node_modules/.bin/tsx'), ['api/src/staff-cli.ts', 'reset', 'reset@example.com'], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATABASE_PATH: server.databasePath },
    });
    expect((await browser.call('GET', '/api/admin/session')).body).toEqual({ data: null });
    const password = /one-time password: (\S+)/.exec(stdout)?.[1];
    expect((await new StaffBrowser().login('reset@example.com', password)).body.data).toMatchObject({ must_change_password: true });
  });

  it('`add` refuses an address the site\'s own forms would refuse, and makes no account', async () => {
    const adding = promisify(execFile)(path.join(REPOSITORY_ROOT, 'node_modules/.bin/tsx'), ['api/src/staff-cli.ts', 'add', 'someone@example..com', '--role', 'editor'], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATABASE_PATH: server.databasePath },
    });
    await expect(adding).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('an e-mail address is needed') });
    expect((await new StaffBrowser().login('someone@example..com', 'anything at all')).status).toBe(401);
  });

  it('`first-owner` (run by npm start) makes the owner on an empty database only, and names the way to an owner where accounts have none', async () => {
    const files = temporaryServerFiles();
    const cli = async (databasePath: string, ...args: string[]) =>
      (
        await promisify(execFile)(path.join(REPOSITORY_ROOT, 'node_modules/.bin/tsx'), ['api/src/staff-cli.ts', ...args], {
          cwd: REPOSITORY_ROOT,
          env: { ...process.env, DATABASE_PATH: databasePath },
        })
      ).stdout;
    try {
      expect(await cli(files.databasePath, 'first-owner', 'owner@localhost')).toMatch(/^owner account owner@localhost\none-time password: [A-Za-z0-9]{20}\n/);
      // Now the database has an account: nothing more is made or printed.
      expect(await cli(files.databasePath, 'first-owner', 'owner@localhost')).toBe('');
      expect(await cli(files.databasePath, 'list')).toMatch(/^owner@localhost\towner\t\(one-time password not yet changed\)\n$/);
    } finally {
      removeServerFiles(files);
    }
    // A database whose accounts were made before owners existed: npm start says how to name one.
    const older = temporaryServerFiles();
    try {
      await cli(older.databasePath, 'add', 'old-editor@example.com', '--role', 'editor');
      expect(await cli(older.databasePath, 'first-owner', 'owner@localhost')).toBe('No account is the owner yet: npm run admin:user -- roles <email> --role owner\n');
      expect(await cli(older.databasePath, 'roles', 'old-editor@example.com', '--role', 'recruiter,owner')).toBe('old-editor@example.com: owner, recruiter\n');
      expect(await cli(older.databasePath, 'first-owner', 'owner@localhost')).toBe('');
    } finally {
      removeServerFiles(older);
    }
  });

  it('`add` takes one or more roles, and refuses a role the table does not know', async () => {
    const files = temporaryServerFiles();
    const add = (role: string) =>
      promisify(execFile)(path.join(REPOSITORY_ROOT, 'node_modules/.bin/tsx'), ['api/src/staff-cli.ts', 'add', `${role.replace(/\W/g, '-')}@example.com`, '--role', role], {
        cwd: REPOSITORY_ROOT,
        env: { ...process.env, DATABASE_PATH: files.databasePath },
      });
    try {
      expect((await add('recruiter,editor')).stdout).toMatch(/^editor and recruiter account recruiter-editor@example.com\n/);
      await expect(add('admin')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--role takes one or more of: owner, editor, recruiter') });
    } finally {
      removeServerFiles(files);
    }
  });
});

describe('CSRF', () => {
  it('refuses a staff write without the session CSRF token, or with a wrong one', async () => {
    const browser = await loggedIn('csrf@example.com', 'editor');
    for (const csrf of [null, 'forged-token']) {
      const reply = await browser.call('POST', '/api/admin/blog', post(`csrf-${csrf ?? 'none'}`), { csrf });
      expect(reply.status).toBe(403);
      expect(reply.body.error).toMatch(/CSRF/);
    }
    expect((await browser.call('DELETE', '/api/admin/session', undefined, { csrf: null })).status).toBe(403);
    expect((await browser.call('POST', '/api/admin/blog', post('csrf-ok'))).status).toBe(201);
  });
});

describe('roles', () => {
  it('an editor edits content but cannot open applications or messages', async () => {
    const editor = await loggedIn('editor@example.com', 'editor');
    expect((await editor.call('GET', '/api/admin/blog')).status).toBe(200);
    expect((await editor.call('GET', '/api/admin/deploys')).status).toBe(200);
    for (const route of ['/api/admin/applications', '/api/admin/messages', '/api/admin/applications/1/cv']) {
      const reply = await editor.call('GET', route);
      expect(reply.status).toBe(403);
      expect(reply.body.error).toBe('An editor account cannot open this part of the admin');
    }
  });

  it('a recruiter reads applications and messages but cannot open or change content', async () => {
    const recruiter = await loggedIn('recruiter@example.com', 'recruiter');
    expect((await recruiter.call('GET', '/api/admin/applications')).status).toBe(200);
    expect((await recruiter.call('GET', '/api/admin/messages')).status).toBe(200);
    for (const [method, route] of [
      ['GET', '/api/admin/blog'],
      ['POST', '/api/admin/testimonials'],
      ['POST', '/api/admin/deploys'],
    ]) {
      const reply = await recruiter.call(method, route, method === 'POST' ? {} : undefined);
      expect(reply.status).toBe(403);
      expect(reply.body.error).toBe('A recruiter account cannot open this part of the admin');
    }
  });
});

describe('the bearer token beside the sessions', () => {
  it('still opens everything for automation; a wrong token opens nothing', async () => {
    const withToken = (token: string) => fetch(`${server.baseUrl}/api/admin/applications`, { headers: { authorization: `Bearer ${token}` } });
    expect((await withToken(ADMIN_TOKEN)).status).toBe(200);
    expect((await withToken(`${ADMIN_TOKEN}x`)).status).toBe(401);
  });

  it('without ADMIN_TOKEN no token is accepted, and staff still log in', async () => {
    const plain = await startServer();
    const plainDb = new Database(plain.databasePath);
    try {
      const token = await fetch(`${plain.baseUrl}/api/admin/blog`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(token.status).toBe(401);
      const user = new Staff(plainDb).accounts.addUser('solo@example.com', ['editor'], await hashPassword(PASSWORD));
      new Staff(plainDb).accounts.changePassword(user.id, await hashPassword(PASSWORD));
      const login = await fetch(`${plain.baseUrl}/api/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'solo@example.com', password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      expect(plain.output()).toContain('staff sessions only (ADMIN_TOKEN not set)');
    } finally {
      plainDb.close();
      await plain.stop();
      removeServerFiles(plain);
    }
  });
});

describe('leads marked handled', () => {
  it('a recruiter marks an application and a message handled and takes it back; the lists narrow by it; the trail records it', async () => {
    const application = await postForm(server.baseUrl, applicationForm({ name: 'Handled Applicant' }));
    const message = await postJson(server.baseUrl, '/api/contact', {
      full_name: 'Handled Family',
      email: 'family@example.com',
      phone: '971501234567',
      subject: 'A nanny for twins',
      message: 'Could we talk this week?',
      site_language: 'en',
    });
    expect([application.status, message.status]).toEqual([201, 201]);
    const recruiter = await loggedIn('handler@example.com', 'recruiter');
    const leads = [
      { path: '/api/admin/applications', id: application.body.id!, name: 'Handled Applicant' },
      { path: '/api/admin/messages', id: message.body.id!, name: 'Handled Family' },
    ];
    const namesIn = async (path: string, handled: string) =>
      ((await recruiter.call('GET', `${path}?per_page=100&handled=${handled}`)).body.data as unknown as Array<{ name?: string; full_name?: string }>).map(
        (lead) => lead.name ?? lead.full_name,
      );

    for (const lead of leads) {
      const fresh = await recruiter.call('GET', `${lead.path}/${lead.id}`);
      expect(fresh.body.data).toMatchObject({ handled_at: null, handled_by: null });
      expect(await namesIn(lead.path, 'no')).toContain(lead.name);

      const marked = await recruiter.call('PUT', `${lead.path}/${lead.id}/handled`);
      expect(marked.status).toBe(200);
      expect(marked.body.data).toMatchObject({ id: lead.id, handled_by: 'handler@example.com' });
      expect(Date.now() - Date.parse(marked.body.data?.handled_at as string)).toBeLessThan(60_000);
      expect(await namesIn(lead.path, 'yes')).toContain(lead.name);
      expect(await namesIn(lead.path, 'no')).not.toContain(lead.name);

      const unmarked = await recruiter.call('DELETE', `${lead.path}/${lead.id}/handled`);
      expect(unmarked.body.data).toMatchObject({ id: lead.id, handled_at: null, handled_by: null });
      expect(await namesIn(lead.path, 'no')).toContain(lead.name);
      // Taking the mark back must not delete the lead itself.
      expect((await recruiter.call('GET', `${lead.path}/${lead.id}`)).status).toBe(200);

      expect((await recruiter.call('PUT', `${lead.path}/99999/handled`)).status).toBe(404);
      expect((await recruiter.call('GET', `${lead.path}?handled=maybe`)).status).toBe(400);
      expect((await recruiter.call('PUT', `${lead.path}/${lead.id}/handled`, undefined, { csrf: null })).status).toBe(403);
    }

    const editor = await loggedIn('handling-editor@example.com', 'editor');
    expect((await editor.call('PUT', `/api/admin/messages/${message.body.id}/handled`)).status).toBe(403);

    const trail = (await recruiter.call('GET', '/api/admin/audit?per_page=10')).body.data as unknown as Array<{ action: string; resource: string; resource_id: number }>;
    const handlings = trail.filter(({ action }) => action.endsWith('handled'));
    expect(handlings.map(({ action, resource, resource_id: id }) => `${action} ${resource} ${id}`)).toEqual([
      `mark not handled messages ${message.body.id}`,
      `mark handled messages ${message.body.id}`,
      `mark not handled applications ${application.body.id}`,
      `mark handled applications ${application.body.id}`,
    ]);
  });
});

describe('the audit trail', () => {
  it('records who created, changed and deleted what, and shows it newest first', async () => {
    const editor = await loggedIn('audit@example.com', 'editor');
    const created = await editor.call('POST', '/api/admin/blog', post('audited-post'));
    expect(created.status).toBe(201);
    const id = created.body.data?.id as number;
    const byToken = await fetch(`${server.baseUrl}/api/admin/blog/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(post('audited-post')),
    });
    expect(byToken.status).toBe(200);
    expect((await editor.call('POST', '/api/admin/blog', { slug: 'x' })).status).toBe(400); // refused: not recorded
    expect((await editor.call('DELETE', `/api/admin/blog/${id}`)).status).toBe(204);

    const page = await editor.call('GET', '/api/admin/audit?per_page=4');
    const rows = (page.body.data as unknown as Array<{ actor: string; action: string; resource: string; resource_id: number | null; at: string }>).map(
      ({ actor, action, resource, resource_id: resourceId }) => ({ actor, action, resource, resourceId }),
    );
    const loginRow = db.prepare("SELECT id FROM staff_users WHERE email = 'audit@example.com'").get() as { id: number };
    expect(rows).toEqual([
      { actor: 'audit@example.com', action: 'delete', resource: 'blog', resourceId: id },
      { actor: 'automation (token)', action: 'update', resource: 'blog', resourceId: id },
      { actor: 'audit@example.com', action: 'create', resource: 'blog', resourceId: id },
      { actor: 'audit@example.com', action: 'login', resource: 'session', resourceId: loginRow.id },
    ]);
    expect((page.body.data as unknown as Array<{ at: string }>)[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('records what the matched route did, however its URL was encoded: resource, action, id and the uploaded file', async () => {
    const application = await postForm(server.baseUrl, applicationForm({ name: 'Trail Applicant' }));
    const id = application.body.id!;
    const recruiter = await loggedIn('trail-recruiter@example.com', 'recruiter');
    expect((await recruiter.call('PUT', `/api/admin/applications/${id}/handle%64`)).status).toBe(200);
    expect((await recruiter.call('DELETE', `/api/admin/%61pplications/${id}/handled`)).status).toBe(200);
    const password = { current_password: PASSWORD, new_password: 'another long password' };
    expect((await recruiter.call('PUT', '/api/admin/session/passwor%64', password)).status).toBe(200);
    expect((await recruiter.call('DELETE', `/api/admin/%61pplications/${id}`)).status).toBe(204);

    const editor = await loggedIn('trail-editor@example.com', 'editor');
    const upload = await editor.call('POST', '/api/admin/%69mages', fileForm('image', jpegOfSize(2600), 'trail.jpg', 'image/jpeg'));
    expect(upload.status).toBe(201);
    const file = upload.body.data?.file;

    // The trail is written once the answer has gone.
    const trail = () =>
      db
        .prepare("SELECT actor, action, resource, resource_id AS id, detail FROM audit_log WHERE actor LIKE 'trail-%' AND action != 'login' ORDER BY audit_log.id")
        .all();
    for (let wait = 0; wait < 50 && trail().length < 5; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(trail()).toEqual([
      { actor: 'trail-recruiter@example.com', action: 'mark handled', resource: 'applications', id, detail: null },
      { actor: 'trail-recruiter@example.com', action: 'mark not handled', resource: 'applications', id, detail: null },
      { actor: 'trail-recruiter@example.com', action: 'change password', resource: 'session', id: null, detail: null },
      { actor: 'trail-recruiter@example.com', action: 'delete', resource: 'applications', id, detail: null },
      { actor: 'trail-editor@example.com', action: 'upload', resource: 'images', id: null, detail: file },
    ]);
  });
});
