/**
 * The owner's staff page over real HTTP: the owner opens every part of the admin, adds a member
 * with a one-time password, changes their roles, disables and enables them, resets their
 * password; each change is audited; hostile bodies change nothing; the admin keeps an owner who
 * can log in.
 */
import Database from 'better-sqlite3';
import { hashPassword } from '../src/staff/passwords';
import { Staff } from '../src/staff/staff';
import type { StaffRole } from '@efe/shared/contract/admin-resources';
import { ADMIN_TOKEN } from './support/admin';
import { removeServerFiles, startServer, type RunningServer } from './support/server';

let server: RunningServer;
let db: Database.Database;
let staff: Staff;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_TOKEN } });
  db = new Database(server.databasePath);
  staff = new Staff(db);
});

afterAll(async () => {
  db.close();
  await server.stop();
  removeServerFiles(server);
});

const PASSWORD = 'a long owner password of mine';

interface Reply {
  status: number;
  body: { data?: Record<string, unknown> & { one_time_password?: string }; error?: string; errors?: Record<string, string> };
}

/** A staff member's browser: its session cookie, and the CSRF token on writes. */
class Browser {
  private cookie = '';
  private csrf = '';

  async call(method: string, route: string, json?: unknown): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrf) headers['x-csrf-token'] = this.csrf;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.baseUrl}${route}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    const body: Reply['body'] = text ? JSON.parse(text) : {};
    if (typeof body.data?.csrf_token === 'string') this.csrf = body.data.csrf_token;
    return { status: response.status, body };
  }

  login(email: string, password: string): Promise<Reply> {
    return this.call('POST', '/api/admin/session', { email, password });
  }

  /** Logs in with a one-time password and replaces it, as the admin makes a new member do. */
  async firstLogin(email: string, oneTime: string, chosen: string): Promise<void> {
    expect((await this.login(email, oneTime)).body.data).toMatchObject({ must_change_password: true });
    expect((await this.call('PUT', '/api/admin/session/password', { current_password: oneTime, new_password: chosen })).status).toBe(200);
  }
}

async function ownerBrowser(email: string): Promise<Browser> {
  const user = staff.accounts.addUser(email, ['owner'], await hashPassword('one-time'));
  staff.accounts.changePassword(user.id, await hashPassword(PASSWORD));
  const browser = new Browser();
  expect((await browser.login(email, PASSWORD)).body.data).toMatchObject({ roles: ['owner'] });
  return browser;
}

async function addMember(owner: Browser, email: string, roles: StaffRole[]): Promise<{ id: number; password: string }> {
  const reply = await owner.call('POST', '/api/admin/staff', { email, roles });
  expect(reply.status).toBe(201);
  const id = reply.body.data?.id;
  const password = reply.body.data?.one_time_password;
  if (typeof id !== 'number' || typeof password !== 'string') throw new Error(`no id or password in ${JSON.stringify(reply.body)}`);
  return { id, password };
}

const statusOf = async (browser: Browser, route: string) => (await browser.call('GET', route)).status;

describe('the owner', () => {
  it('opens the editors\' parts, the recruiters\' parts and the staff page', async () => {
    const owner = await ownerBrowser('owner-everything@example.com');
    for (const route of ['/api/admin/blog', '/api/admin/deploys', '/api/admin/applications', '/api/admin/messages', '/api/admin/stats', '/api/admin/staff', '/api/admin/audit']) {
      expect([route, await statusOf(owner, route)]).toEqual([route, 200]);
    }
  });

  it('adds a member holding both everyday roles, with a one-time password shown once; the member sees both and not the staff page', async () => {
    const owner = await ownerBrowser('owner-adds@example.com');
    const { id, password } = await addMember(owner, ' Both.Jobs@Example.com ', ['recruiter', 'editor']);
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const listed = (await owner.call('GET', '/api/admin/staff')).body.data;
    expect(listed).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, email: 'Both.Jobs@Example.com', roles: ['editor', 'recruiter'], must_change_password: true, disabled: false })]),
    );
    expect(JSON.stringify(listed)).not.toContain(password);

    const member = new Browser();
    await member.firstLogin('both.jobs@example.com', password, 'the member chose this one');
    expect(await statusOf(member, '/api/admin/blog')).toBe(200);
    expect(await statusOf(member, '/api/admin/applications')).toBe(200);
    expect(await statusOf(member, '/api/admin/staff')).toBe(403);
    expect((await member.call('POST', '/api/admin/staff', { email: 'sneaky@example.com', roles: ['owner'] })).status).toBe(403);
    expect(staff.accounts.loginRecord('sneaky@example.com')).toBeNull();
  });

  it('changes roles, disables and enables, and resets a password; the member\'s sessions follow at once', async () => {
    const owner = await ownerBrowser('owner-changes@example.com');
    const { id, password } = await addMember(owner, 'changing@example.com', ['editor']);
    const member = new Browser();
    await member.firstLogin('changing@example.com', password, 'first chosen password');

    // Roles: the open session has the new ones from its next request.
    const changed = await owner.call('PUT', `/api/admin/staff/${id}`, { roles: ['recruiter'] });
    expect(changed.body.data).toMatchObject({ id, roles: ['recruiter'] });
    expect(await statusOf(member, '/api/admin/blog')).toBe(403);
    expect(await statusOf(member, '/api/admin/applications')).toBe(200);

    // Disabled: the session ends and the right password no longer logs in, with a reason.
    expect((await owner.call('PUT', `/api/admin/staff/${id}`, { disabled: true })).body.data).toMatchObject({ disabled: true });
    expect(await statusOf(member, '/api/admin/applications')).toBe(401);
    const refused = await new Browser().login('changing@example.com', 'first chosen password');
    expect(refused).toMatchObject({ status: 403, body: { error: expect.stringMatching(/disabled/) } });
    // A wrong password says no more than for anyone.
    expect((await new Browser().login('changing@example.com', 'not the password')).status).toBe(401);

    expect((await owner.call('PUT', `/api/admin/staff/${id}`, { disabled: false })).body.data).toMatchObject({ disabled: false });
    expect((await member.login('changing@example.com', 'first chosen password')).status).toBe(200);

    // Reset: the old password opens nothing, the session ends, the new one-time password must be replaced.
    const reset = await owner.call('POST', `/api/admin/staff/${id}/password`);
    const oneTime = reset.body.data?.one_time_password;
    expect(oneTime).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await statusOf(member, '/api/admin/applications')).toBe(401);
    expect((await new Browser().login('changing@example.com', 'first chosen password')).status).toBe(401);
    await new Browser().firstLogin('changing@example.com', String(oneTime), 'second chosen password');

    // Each change is in the audit trail, by the owner, naming the member.
    const trail = (await owner.call('GET', '/api/admin/audit?per_page=20')).body.data;
    const staffEntries = JSON.stringify(trail);
    for (const detail of ['changing@example.com as editor', 'changing@example.com: roles: recruiter', 'changing@example.com: disabled', 'changing@example.com: enabled']) {
      expect(staffEntries).toContain(detail);
    }
    expect(trail).toEqual(expect.arrayContaining([expect.objectContaining({ actor: 'owner-changes@example.com', action: 'reset password', resource: 'staff', resource_id: id })]));
  });

  it('cannot lock the admin out: not disable themselves, not drop their own owner role, not leave no owner who can log in', async () => {
    const owner = await ownerBrowser('owner-guard@example.com');
    const self = staff.accounts.loginRecord('owner-guard@example.com')?.user.id;
    expect((await owner.call('PUT', `/api/admin/staff/${self}`, { disabled: true })).body.errors).toEqual({ disabled: 'You cannot disable your own account' });
    expect((await owner.call('PUT', `/api/admin/staff/${self}`, { roles: ['editor'] })).body.errors?.roles).toMatch(/owner role from yourself/);
    expect((await owner.call('POST', `/api/admin/staff/${self}/password`)).status).toBe(400);
    expect(staff.accounts.user(Number(self))).toMatchObject({ roles: ['owner'], disabled: false });

    // Automation may change anyone, but not the last owners who can log in: disable all others first.
    for (const member of staff.members()) {
      if (member.roles.includes('owner') && member.id !== self) staff.accounts.setDisabled(member.id, true);
    }
    const token = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
    const put = (body: unknown) => fetch(`${server.baseUrl}/api/admin/staff/${self}`, { method: 'PUT', headers: token, body: JSON.stringify(body) });
    expect((await put({ disabled: true })).status).toBe(409);
    expect((await put({ roles: ['recruiter'] })).status).toBe(409);
    expect(staff.accounts.user(Number(self))).toMatchObject({ roles: ['owner'], disabled: false });
  });

  it('refuses hostile bodies with 400 (409 for a taken address, 404 for no account) and stores nothing', async () => {
    const owner = await ownerBrowser('owner-hostile@example.com');
    const before = staff.members().length;
    for (const body of [
      { email: 'x@example.com', roles: ['admin'] },
      { email: 'x@example.com', roles: [] },
      { email: 'x@example.com', roles: ['editor', 'editor'] },
      { email: 'x@example.com', roles: 'editor' },
      { email: 'x@example.com', roles: ['editor'], password: 'chosen by the owner' },
      { email: 'not an address', roles: ['editor'] },
      { email: 'x'.repeat(300) + '@example.com', roles: ['editor'] },
      { roles: ['editor'] },
    ]) {
      const reply = await owner.call('POST', '/api/admin/staff', body);
      expect([JSON.stringify(body).slice(0, 60), reply.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
      expect(reply.body.errors).toBeDefined();
    }
    expect((await owner.call('POST', '/api/admin/staff', { email: 'OWNER-HOSTILE@example.com', roles: ['editor'] })).status).toBe(409);
    expect(staff.members().length).toBe(before);

    const { id } = await addMember(owner, 'target@example.com', ['editor']);
    for (const body of [{}, { roles: ['root'] }, { disabled: 'yes' }, { roles: ['editor'], email: 'other@example.com' }]) {
      expect((await owner.call('PUT', `/api/admin/staff/${id}`, body)).status).toBe(400);
    }
    expect(staff.accounts.user(id)).toMatchObject({ email: 'target@example.com', roles: ['editor'], disabled: false });
    expect((await owner.call('PUT', '/api/admin/staff/999999', { disabled: true })).status).toBe(404);
    expect((await owner.call('POST', '/api/admin/staff/999999/password')).status).toBe(404);
  });
});
