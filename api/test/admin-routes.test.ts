/**
 * Who may call which admin route, walked over the API's own route table (not a list kept here):
 * every route under /api/admin declares a resource of the role table, and every route answers
 * each kind of caller exactly the same whether its URL is written plainly or with
 * percent-encoded letters (the router decodes them; a check of the URL string would not).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { Staff } from '../src/staff/staff';
import { ADMIN_PREFIX, type RouteEntry } from '../src/http/route-table';
import { ADMIN_RESOURCES, isAdminResource, rolesMayUse, type StaffRole } from '@efe/shared/contract/admin-resources';
import { ADMIN_TOKEN } from './support/admin';
import { FIXTURE_SEED_DIR, removeServerFiles, temporaryServerFiles } from './support/server';

const files = temporaryServerFiles();
let app: FastifyInstance;
let origin: { host: string; port: number };
let staff: Staff;
/** The staff callers: one account per role, one holding both of the everyday roles, and one on its one-time password. */
const ACCOUNTS = {
  owner: ['owner'],
  editor: ['editor'],
  recruiter: ['recruiter'],
  'editor and recruiter': ['editor', 'recruiter'],
} as const satisfies Record<string, readonly StaffRole[]>;
type Account = keyof typeof ACCOUNTS;
const ACCOUNT_NAMES: Account[] = ['owner', 'editor', 'recruiter', 'editor and recruiter'];
const users: Record<Account | 'one-time', number> = { owner: 0, editor: 0, recruiter: 0, 'editor and recruiter': 0, 'one-time': 0 };

beforeAll(async () => {
  const config = configFromEnv({
    DATABASE_PATH: files.databasePath,
    UPLOADS_DIR: files.uploadsDir,
    MEDIA_DIR: `${files.dataDir}/media`,
    SEED_DIR: FIXTURE_SEED_DIR,
    ADMIN_TOKEN,
    RATE_LIMIT_MAX: '1000000',
  });
  app = await buildApp(config, false);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as AddressInfo;
  origin = { host: '127.0.0.1', port: address.port };
  staff = new Staff(app.db);
  // Sessions are made directly: a login per request would cost a password hash each.
  for (const name of ACCOUNT_NAMES) {
    users[name] = staff.accounts.addUser(`matrix-${name.replace(/ /g, '-')}@example.com`, ACCOUNTS[name], 'no password').id;
    staff.accounts.changePassword(users[name], 'no password');
  }
  users['one-time'] = staff.accounts.addUser('matrix-new@example.com', ['owner'], 'no password').id;
}, 60_000);

afterAll(async () => {
  await app?.close();
  removeServerFiles(files);
});

const adminRoutes = (): RouteEntry[] => app.routeTable.filter((route) => route.url.startsWith(`${ADMIN_PREFIX}/`) || route.url === ADMIN_PREFIX);

type Caller = Account | 'one-time' | 'token' | 'nobody';
const CALLERS: Caller[] = [...ACCOUNT_NAMES, 'one-time', 'token', 'nobody'];

/** Headers of a caller, with a session of its own for each request (a logout ends only that one). */
function headersOf(caller: Caller): Record<string, string> {
  if (caller === 'token') return { authorization: `Bearer ${ADMIN_TOKEN}` };
  if (caller === 'nobody') return {};
  const session = staff.sessions.open(users[caller]);
  return { cookie: `staff_session=${session.token}`, 'x-csrf-token': session.csrfToken };
}

/** The route's URL with its parameters filled by values no record has. */
const concrete = (url: string) => url.replace(':id', '999999').replace(':file', 'no-such-file.png');

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16);
  return `%${upper ? code.toUpperCase() : code}`;
};

/** The encodings an attacker tried: one letter, every letter (either hex case), the prefix, the last character. */
function encodings(path: string): Array<[string, string]> {
  const rest = path.slice(`${ADMIN_PREFIX}/`.length);
  const [segment, ...tail] = rest.split('/');
  const after = tail.length > 0 ? `/${tail.join('/')}` : '';
  const encodeAll = (upper: boolean) => Array.from(segment, (char) => hex(char, upper)).join('');
  return [
    ['first letter', `${ADMIN_PREFIX}/${hex(segment[0], false)}${segment.slice(1)}${after}`],
    ['every letter, lower-case hex', `${ADMIN_PREFIX}/${encodeAll(false)}${after}`],
    ['every letter, upper-case hex', `${ADMIN_PREFIX}/${encodeAll(true)}${after}`],
    ['in /api', `/%61pi/admin/${rest}`],
    ['in /admin', `/api/%61dmin/${rest}`],
    ['last character', `${path.slice(0, -1)}${hex(path.slice(-1), true)}`],
  ];
}

/** Sends the path exactly as written (no client normalizes it). */
function send(method: string, path: string, caller: Caller): Promise<number> {
  const withBody = method === 'POST' || method === 'PUT';
  const headers: Record<string, string> = { ...headersOf(caller), ...(withBody ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const request = http.request({ ...origin, method, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(withBody ? '{}' : undefined);
  });
}

describe('the admin route table', () => {
  it('has every admin route declare a resource of the role table, and no resource without a route', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const undeclared = routes.filter((route) => !route.admin || !isAdminResource(route.admin.resource)).map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    const used = new Set(routes.map((route) => route.admin?.resource));
    expect(Object.keys(ADMIN_RESOURCES).filter((resource) => !used.has(resource as never))).toEqual([]);
    // HEAD routes are Fastify's copies of the GET routes, with the same rule.
    expect(routes.filter((route) => route.method === 'HEAD').length).toBe(routes.filter((route) => route.method === 'GET').length);
  });

  it('stops the API at start when an admin route declares no resource, or one is registered outside the admin API', async () => {
    const config = configFromEnv({ DATABASE_PATH: `${files.dataDir}/second.db`, UPLOADS_DIR: files.uploadsDir, SEED_DIR: FIXTURE_SEED_DIR, MEDIA_DIR: `${files.dataDir}/media` });
    const built = await buildApp(config, false);
    try {
      expect(() => built.get('/api/admin/forgotten', async () => 'open to all')).toThrow(/outside the admin API/);
    } finally {
      await built.close();
    }
  });
});

describe('every admin route, for every caller, in every encoding', () => {
  it('answers the plain path as the role table says', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const path = concrete(route.url);
      const rule = route.admin!;
      for (const caller of CALLERS) {
        const status = await send(route.method, path, caller);
        const line = `${caller} ${route.method} ${path}: ${status}`;
        if (rule.public) {
          if (status === 401 || status === 403) wrong.push(line);
        } else if (caller === 'nobody') {
          if (status !== 401) wrong.push(line);
        } else if (caller === 'one-time') {
          if ((rule.resource === 'session') !== (status !== 403)) wrong.push(line);
        } else if (caller === 'token' || rolesMayUse(ACCOUNTS[caller], rule.resource)) {
          if (status === 401 || status === 403) wrong.push(line);
        } else if (status !== 403) {
          wrong.push(line);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('answers each encoded path exactly as its plain form, HEAD included', async () => {
    const differences: string[] = [];
    let compared = 0;
    for (const route of adminRoutes()) {
      const path = concrete(route.url);
      for (const caller of CALLERS) {
        const plain = await send(route.method, path, caller);
        for (const [how, encoded] of encodings(path)) {
          const status = await send(route.method, encoded, caller);
          compared += 1;
          if (status !== plain) differences.push(`${caller} ${route.method} ${encoded} (${how}): ${status}, plain ${plain}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  }, 120_000);

  it('keeps the newest routes with their roles in any spelling: the dashboard and engagements to recruiters, deploys to editors, staff to the owner', async () => {
    for (const [path, allowed, refused] of [
      ['/api/admin/engagements', 'recruiter', 'editor'],
      ['/api/admin/%65ngagements', 'recruiter', 'editor'],
      ['/api/%61dmin/engagements', 'owner', 'editor'],
      ['/api/admin/engagement%73', 'editor and recruiter', 'editor'],
      ['/api/admin/stats', 'recruiter', 'editor'],
      ['/api/admin/%73tats', 'recruiter', 'editor'],
      ['/api/%61dmin/stats', 'recruiter', 'editor'],
      ['/api/admin/%64eploys', 'editor', 'recruiter'],
      ['/api/admin/%73taff', 'owner', 'editor and recruiter'],
      ['/api/%61dmin/staff', 'owner', 'recruiter'],
      ['/api/admin/staf%66', 'owner', 'editor'],
    ] as const) {
      expect([path, await send('GET', path, allowed)]).toEqual([path, 200]);
      expect([path, await send('GET', path, refused)]).toEqual([path, 403]);
    }
  });

  it('lets recruiters make a candidate from an application and publish her, in any spelling; editors may not make one', async () => {
    for (const path of ['/api/admin/%63andidates', '/api/%61dmin/candidates', '/api/admin/candidate%73']) {
      expect([path, await send('GET', path, 'recruiter')]).toEqual([path, 200]);
    }
    for (const path of ['/api/admin/%63andidates/999999', '/api/admin/images', '/api/admin/%66iles']) {
      const method = path.endsWith('999999') ? 'PUT' : 'POST';
      expect([path, [401, 403].includes(await send(method, path, 'recruiter'))]).toEqual([path, false]);
    }
    for (const path of ['/api/admin/%61pplications/999999/candidate', '/api/admin/applications/999999/%63andidate', '/api/%61dmin/applications/999999/candidate']) {
      // Allowed, and no such application; an editor is refused before anything is looked up.
      expect([path, await send('POST', path, 'recruiter')]).toEqual([path, 404]);
      expect([path, await send('POST', path, 'editor')]).toEqual([path, 403]);
    }
    // Media (listing and deleting the uploads) and the deploys stay the editors'.
    expect(await send('GET', '/api/admin/%6Dedia', 'recruiter')).toBe(403);
  });

  it('does not decode twice: a doubly encoded path matches no route', async () => {
    for (const caller of CALLERS) {
      expect(await send('GET', '/api/admin/%2561pplications', caller)).toBe(404);
    }
  });
});
