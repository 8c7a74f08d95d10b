/**
 * The deploy webhook over real HTTP: the API runs as a process, a small server in the test plays
 * the CI's dispatch endpoint (or a static host's build hook).
 */
import http from 'node:http';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { portOf } from './support/server';
import { buildStateOf, elsewhere } from '../src/deploy/build-state';
import { buildStatesFromRuns, workflowRunsReader, workflowRunsUrl } from '../src/deploy/github-runs';
import { createRebuildHookServer } from '../../scripts/lib/rebuild-hook-server';
import { RebuildQueue } from '../../scripts/lib/rebuild-queue';
import { removeServerFiles, startServer, type RunningServer } from './support/server';

interface HookCall {
  at: number;
  headers: http.IncomingHttpHeaders;
  body: { event_type?: string; client_payload?: { reason?: string; changes?: number } };
}

/** A hook that answers with the given statuses in turn (the last one repeats). */
async function startHook(statuses: number[]): Promise<{ url: string; calls: HookCall[]; close: () => Promise<void> }> {
  const calls: HookCall[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      calls.push({ at: Date.now(), headers: request.headers, body: JSON.parse(raw || '{}') as HookCall['body'] });
      response.writeHead(statuses[Math.min(calls.length - 1, statuses.length - 1)]).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/dispatches`, calls, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface Deploy {
  status: string;
  changes: number;
  reason: string;
  attempts: Array<{ attempt: number; status_code: number | null; error: string | null }>;
}

async function deploys(server: RunningServer): Promise<Deploy[]> {
  return ((await adminCall(server.baseUrl, 'GET', '/api/admin/deploys')).body as { data: Deploy[] }).data;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const post = (slug: string) => ({ slug, translations: { en: { title: `Post ${slug}`, content: '<p>Text.</p>' } } });

/**
 * Tests that start their own API process and then wait on its deploys: the process's start alone
 * (tsx compiles on each start) has taken most of jest's 20 s on two cores busy with other suites.
 */
const SERVER_IN_TEST_MS = 60_000;

describe('the deploy webhook', () => {
  let server: RunningServer | undefined;
  let hook: Awaited<ReturnType<typeof startHook>> | undefined;

  afterEach(async () => {
    await server?.stop();
    if (server) removeServerFiles(server);
    await hook?.close();
    server = undefined;
    hook = undefined;
  });

  async function start(statuses: number[], env: Record<string, string> = {}) {
    hook = await startHook(statuses);
    server = await startServer({
      env: { ADMIN_TOKEN, DEPLOY_HOOK_URL: hook.url, DEPLOY_HOOK_TOKEN: 'ci-dispatch-token', DEPLOY_DEBOUNCE_MS: '300', DEPLOY_RETRY_BASE_MS: '100', ...env },
    });
    return { server, hook };
  }

  it('makes one call for a burst of ten edits, in the repository_dispatch shape', async () => {
    const { server, hook } = await start([204]);
    for (let i = 0; i < 10; i += 1) {
      expect((await adminCall(server.baseUrl, 'POST', '/api/admin/blog', { json: post(`burst-${i}`) })).status).toBe(201);
    }
    const list = await waitFor(() => deploys(server), (items) => items[0]?.status === 'succeeded');
    // Quiet long enough for a second call to have happened, were the debounce broken.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(hook.calls).toHaveLength(1);
    const [call] = hook.calls;
    expect(call.body.event_type).toBe('content-changed');
    expect(call.body.client_payload?.changes).toBe(10);
    expect(call.headers.authorization).toBe('Bearer ci-dispatch-token');
    expect(call.headers['content-type']).toBe('application/json');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'succeeded', changes: 10, attempts: [{ attempt: 1, status_code: 204, error: null }] });
  });

  it('retries a failing hook with growing delays, logging each attempt, until it succeeds', async () => {
    const { server, hook } = await start([500, 502, 200]);
    await adminCall(server.baseUrl, 'POST', '/api/admin/testimonials', { json: { translations: { en: { name: 'A parent', testimonial: 'Thank you.' } } } });
    const [deploy] = await waitFor(() => deploys(server), (items) => items[0]?.status === 'succeeded');
    expect(deploy.attempts.map((attempt) => attempt.status_code)).toEqual([500, 502, 200]);
    expect(deploy.attempts[0].error).toBe('hook answered 500');
    expect(hook.calls).toHaveLength(3);
    const gaps = [hook.calls[1].at - hook.calls[0].at, hook.calls[2].at - hook.calls[1].at];
    expect(gaps[0]).toBeGreaterThanOrEqual(90);
    expect(gaps[1]).toBeGreaterThanOrEqual(190);
    // Log lines reach this process through the child's stdout, not always before the API's answer.
    const log = await waitFor(async () => server.output(), (output) => output.includes('deploy hook called'));
    expect(log).toContain('deploy hook failed, retrying');
    expect(log).toMatch(/"attempt":2[^\n]*"statusCode":502/);
    expect(log).toContain('deploy hook called');
  });

  it('gives up after DEPLOY_MAX_ATTEMPTS and records the failure; a hook that is down is retried too', async () => {
    const { server } = await start([503], { DEPLOY_MAX_ATTEMPTS: '3' });
    await adminCall(server.baseUrl, 'POST', '/api/admin/blog', { json: post('will-not-deploy') });
    const [deploy] = await waitFor(() => deploys(server), (items) => items[0]?.status === 'failed');
    expect(deploy).toMatchObject({ status: 'failed' });
    expect(deploy.attempts).toHaveLength(3);
    expect(await waitFor(async () => server.output(), (output) => output.includes('giving up'))).toContain('deploy hook failed, giving up');

    // The hook goes away entirely: connection errors are retried and recorded the same way.
    await hook!.close();
    hook = undefined;
    await adminCall(server.baseUrl, 'POST', '/api/admin/blog', { json: post('hook-is-down') });
    const [down] = await waitFor(() => deploys(server), (items) => items.length === 2 && items[0].status === 'failed');
    expect(down.attempts).toHaveLength(3);
    expect(down.attempts[0]).toMatchObject({ status_code: null, error: 'ECONNREFUSED' });
  });

  it('deploys by hand at once (npm run redeploy), and says so when no hook is configured', async () => {
    const { server, hook } = await start([200], { DEPLOY_DEBOUNCE_MS: '60000' });
    const reply = await adminCall(server.baseUrl, 'POST', '/api/admin/deploys');
    expect(reply.status).toBe(202);
    await waitFor(() => deploys(server), (items) => items[0]?.status === 'succeeded', 3000);
    expect(hook.calls).toHaveLength(1);
    expect(hook.calls[0].body.client_payload?.reason).toBe('requested by hand');

    const noHook = await startServer({ env: { ADMIN_TOKEN } });
    try {
      expect((await adminCall(noHook.baseUrl, 'POST', '/api/admin/blog', { json: post('no-hook') })).status).toBe(201);
      const manual = await adminCall(noHook.baseUrl, 'POST', '/api/admin/deploys');
      expect(manual.status).toBe(503);
      // The log line reaches this process through the child's stdout, after the answer.
      expect(await waitFor(async () => noHook.output(), (output) => output.includes('no DEPLOY_HOOK_URL'))).toContain('no DEPLOY_HOOK_URL');
    } finally {
      await noHook.stop();
      removeServerFiles(noHook);
    }
  });
});

describe('what became of a deploy: its build, read from the local rebuilder', () => {
  let server: RunningServer | undefined;
  let rebuilder: http.Server | undefined;
  afterEach(async () => {
    await server?.stop();
    if (server) removeServerFiles(server);
    await new Promise<void>((resolve) => (rebuilder ? rebuilder.close(() => resolve()) : resolve()));
    server = undefined;
    rebuilder = undefined;
  });

  type Build = { state: string; finished_at: string | null; detail: string | null };
  const builds = async (running: RunningServer) =>
    (await adminCall<{ data: Array<Deploy & { build: Build }> }>(running.baseUrl, 'GET', '/api/admin/deploys')).body.data.map((deploy) => deploy.build);

  it('says requested, building, then published (or failed, with the reason) as the build goes, not "succeeded" when the hook answers', async () => {
    // The rebuilder npm start runs, with a build the test ends when it wants.
    const ends: Array<(ok: boolean) => void> = [];
    const queue = new RebuildQueue(() => new Promise<boolean>((resolve) => ends.push(resolve)));
    rebuilder = createRebuildHookServer(queue);
    await new Promise<void>((resolve) => rebuilder?.listen(0, '127.0.0.1', resolve));
    const port = portOf(rebuilder);
    server = await startServer({
      env: {
        ADMIN_TOKEN,
        DEPLOY_HOOK_URL: `http://127.0.0.1:${port}/rebuild`,
        DEPLOY_STATUS_URL: `http://127.0.0.1:${port}/status`,
        DEPLOY_DEBOUNCE_MS: '100',
      },
    });
    const running = server;

    expect((await adminCall(running.baseUrl, 'POST', '/api/admin/blog', { json: post('live-1') })).status).toBe(201);
    expect((await waitFor(() => builds(running), (list) => list[0]?.state === 'building'))[0]).toMatchObject({ state: 'building', finished_at: null });
    // An edit during the build waits for it: requested, once the hook has taken it (until then: waiting).
    expect((await adminCall(running.baseUrl, 'POST', '/api/admin/blog', { json: post('live-2') })).status).toBe(201);
    const second = await waitFor(() => builds(running), (list) => list.length === 2 && list[0]?.state !== 'waiting');
    expect(second[0]).toMatchObject({ state: 'requested' });
    expect(second[1].state).toBe('building');

    ends.shift()?.(true);
    const afterFirst = await waitFor(() => builds(running), (list) => list[1]?.state === 'published' && list[0]?.state === 'building');
    expect(afterFirst[1]).toMatchObject({ state: 'published', finished_at: expect.any(String), detail: null });
    expect(afterFirst[0].state).toBe('building');

    ends.shift()?.(false);
    const afterSecond = await waitFor(() => builds(running), (list) => list[0]?.state === 'failed');
    expect(afterSecond[0]).toMatchObject({ state: 'failed', finished_at: expect.any(String), detail: expect.stringContaining('the previous site stays online') });
    expect(afterSecond[1].state).toBe('published');
  }, SERVER_IN_TEST_MS);

  it('keeps saying "building" while the rebuilder is too busy with the build to answer, and that it did not answer once it is gone', async () => {
    const ends: Array<(ok: boolean) => void> = [];
    const queue = new RebuildQueue(() => new Promise<boolean>((resolve) => ends.push(resolve)));
    const hookServer = createRebuildHookServer(queue);
    // In front of it: while busy, /status answers after the API has stopped waiting (1.5 s), as the
    // rebuilder does while a build takes both cores; once gone, it answers nothing.
    let [busy, gone] = [false, false];
    rebuilder = http.createServer((request, response) => {
      if (gone) {
        request.socket.destroy();
        return;
      }
      const answer = () => hookServer.emit('request', request, response);
      if (busy && request.url?.startsWith('/status')) setTimeout(answer, 3000);
      else answer();
    });
    await new Promise<void>((resolve) => rebuilder?.listen(0, '127.0.0.1', resolve));
    const port = portOf(rebuilder);
    server = await startServer({
      env: { ADMIN_TOKEN, DEPLOY_HOOK_URL: `http://127.0.0.1:${port}/rebuild`, DEPLOY_STATUS_URL: `http://127.0.0.1:${port}/status`, DEPLOY_DEBOUNCE_MS: '100' },
    });
    const running = server;

    expect((await adminCall(running.baseUrl, 'POST', '/api/admin/blog', { json: post('busy-1') })).status).toBe(201);
    await waitFor(() => builds(running), (list) => list[0]?.state === 'building');
    busy = true;
    for (let read = 0; read < 3; read += 1) {
      const [during] = await builds(running);
      expect(during).toMatchObject({ state: 'building', finished_at: null, detail: expect.stringMatching(/^Building since .*\. The rebuilder is busy with it and has not answered since /) });
    }

    busy = false;
    ends.shift()?.(true);
    expect((await waitFor(() => builds(running), (list) => list[0]?.state === 'published'))[0].state).toBe('published');
    gone = true;
    expect((await builds(running))[0]).toMatchObject({ state: 'requested', detail: `The rebuilder at http://127.0.0.1:${port}/status did not answer.` });
  }, SERVER_IN_TEST_MS);

  it('says where to look when it cannot see the build: GitHub\'s Actions, or no status to read', () => {
    expect(elsewhere('https://api.github.com/repos/owner/site/dispatches')).toMatch(/GitHub.*Actions/);
    expect(elsewhere('https://api.netlify.com/build_hooks/abc')).toMatch(/cannot see its state/);
    expect(buildStateOf({ id: 3, status: 'succeeded' }, null, 'elsewhere')).toEqual({ state: 'requested', finished_at: null, detail: 'elsewhere' });
    expect(buildStateOf({ id: 3, status: 'failed' }, null, 'elsewhere').state).toBe('failed');
    expect(buildStateOf({ id: 3, status: 'succeeded' }, { waiting: [], runs: [] }, '').state).toBe('unknown');
  });
});

describe('what became of a deploy: its build, read from GitHub\'s Actions when the hook is a repository dispatch', () => {
  let server: RunningServer | undefined;
  let github: http.Server | undefined;
  afterEach(async () => {
    await server?.stop();
    if (server) removeServerFiles(server);
    await new Promise<void>((resolve) => (github ? github.close(() => resolve()) : resolve()));
    server = undefined;
    github = undefined;
  });

  it('matches each deploy with the workflow run GitHub made after its call, and follows it to live or failed', async () => {
    // GitHub, as far as the API sees it: a dispatch endpoint, and the repository's runs (token required).
    const runs: Array<{ created_at: string; updated_at: string; status: string; conclusion: string | null; html_url: string }> = [];
    const authorizations: string[] = [];
    github = http.createServer((request, response) => {
      request.resume();
      authorizations.push(String(request.headers.authorization));
      if (request.method === 'POST' && request.url === '/repos/owner/site/dispatches') {
        const now = new Date(Date.now() + 300).toISOString();
        runs.push({ created_at: now, updated_at: now, status: 'queued', conclusion: null, html_url: `https://github.com/owner/site/actions/runs/${runs.length + 1}` });
        response.writeHead(204).end();
      } else if (request.method === 'GET' && request.url?.startsWith('/repos/owner/site/actions/runs?event=repository_dispatch')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ total_count: runs.length, workflow_runs: [...runs].reverse() }));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => github?.listen(0, '127.0.0.1', resolve));
    const port = portOf(github);
    server = await startServer({
      env: { ADMIN_TOKEN, DEPLOY_HOOK_URL: `http://127.0.0.1:${port}/repos/owner/site/dispatches`, DEPLOY_HOOK_TOKEN: 'gh-token', DEPLOY_DEBOUNCE_MS: '100', DEPLOY_RUNS_REFRESH_MS: '0' },
    });
    const running = server;
    const builds = async () =>
      (await adminCall<{ data: Array<{ build: { state: string; detail: string | null } }> }>(running.baseUrl, 'GET', '/api/admin/deploys')).body.data.map((deploy) => deploy.build);

    expect((await adminCall(running.baseUrl, 'POST', '/api/admin/blog', { json: post('gh-1') })).status).toBe(201);
    const first = await waitFor(builds, (list) => list[0]?.state === 'requested' || list[0]?.state === 'building');
    expect(first[0].state).toBe('building');
    expect(first[0].detail).toContain('https://github.com/owner/site/actions/runs/1');
    expect(authorizations.filter((value) => value === 'Bearer gh-token').length).toBeGreaterThanOrEqual(2);

    runs[0] = { ...runs[0], status: 'completed', conclusion: 'success', updated_at: new Date().toISOString() };
    expect((await builds())[0]).toMatchObject({ state: 'published' });

    expect((await adminCall(running.baseUrl, 'POST', '/api/admin/blog', { json: post('gh-2') })).status).toBe(201);
    await waitFor(builds, (list) => list.length === 2 && list[0].state === 'building');
    runs[1] = { ...runs[1], status: 'completed', conclusion: 'failure', updated_at: new Date().toISOString() };
    const after = await builds();
    expect(after[0]).toMatchObject({ state: 'failed', detail: expect.stringContaining('ended failure; the previous site stays online') });
    expect(after[1]).toMatchObject({ state: 'published' });
  }, SERVER_IN_TEST_MS);

  it('says GitHub has not started a run yet when it has none after the call', () => {
    const deploy = { id: 1, attempts: [{ attempt: 1, started_at: '2026-11-24T10:00:00Z', status_code: 204, error: null }] };
    const before = { created_at: '2026-11-24T09:00:00Z', updated_at: '2026-11-24T09:05:00Z', status: 'completed', conclusion: 'success', html_url: 'x' };
    expect(buildStatesFromRuns([deploy], [before]).get(1)).toMatchObject({ state: 'requested', detail: 'GitHub has not started its workflow run yet.' });
    expect(workflowRunsUrl('https://api.github.com/repos/owner/site/dispatches')).toBe('https://api.github.com/repos/owner/site/actions/runs?event=repository_dispatch&per_page=50');
    expect(workflowRunsUrl('https://api.netlify.com/build_hooks/abc')).toBeNull();
  });
});

it('asks GitHub about the runs at most once per refresh period, however often the Deploys page asks', async () => {
  let asked = 0;
  const fakeFetch: typeof fetch = async () => {
    asked += 1;
    return new Response(JSON.stringify({ workflow_runs: [] }), { status: 200 });
  };
  const read = workflowRunsReader('https://api.github.com/repos/owner/site/actions/runs', 'token', 60_000, fakeFetch);
  for (let i = 0; i < 5; i += 1) expect(await read()).toEqual([]);
  expect(asked).toBe(1);
});
