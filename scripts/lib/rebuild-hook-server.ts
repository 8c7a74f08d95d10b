/**
 * The deploy hook of the local site: the API's DEPLOY_HOOK_URL points here during `npm start`
 * (and the browser tests). POST /rebuild queues a build (the body, GitHub's repository_dispatch
 * shape, names the API's deploy: client_payload.deploy_id); GET /status reports builds and the
 * deploys each one covers, which the API reads for the admin's Deploys page (DEPLOY_STATUS_URL).
 * Listens on loopback only.
 */
import http from 'http';
import { propertyOf } from '@efe/shared/read-unknown';
import type { RebuildQueue } from './rebuild-queue';

const BODY_LIMIT = 64 * 1024;

/** The request's body as text, the first 64 KB of it (the API's payload is a few hundred bytes). */
function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      if (body.length < BODY_LIMIT) body += chunk.toString('utf8');
    });
    request.on('end', () => resolve(body));
    request.on('error', () => resolve(body));
  });
}

/**
 * What the API's call asks, in GitHub's repository_dispatch shape ({ client_payload: { deploy_id,
 * forget_removed } }): its deploy's id, if any, and whether the build is to forget removed personal data.
 */
export function deployRequestOf(body: string): { deployId: number | undefined; forgetRemoved: boolean } {
  let payload: unknown;
  try {
    payload = JSON.parse(body)?.client_payload;
  } catch {
    payload = undefined;
  }
  const id = propertyOf(payload, 'deploy_id');
  return {
    deployId: typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined,
    forgetRemoved: propertyOf(payload, 'forget_removed') === true,
  };
}

function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export function createRebuildHookServer(queue: RebuildQueue, onRequest: (outcome: string) => void = () => {}): http.Server {
  return http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/rebuild' && request.method === 'POST') {
      void readBody(request).then((body) => {
        const { deployId, forgetRemoved } = deployRequestOf(body);
        const outcome = queue.request(deployId, forgetRemoved);
        onRequest(outcome);
        json(response, 202, { status: outcome });
      });
      return;
    }
    // Drain any body so the caller's request completes cleanly.
    request.resume();
    if (pathname === '/status' && request.method === 'GET') {
      json(response, 200, queue.state());
    } else if (pathname === '/rebuild' || pathname === '/status') {
      response.setHeader('allow', pathname === '/rebuild' ? 'POST' : 'GET');
      json(response, 405, { error: 'method not allowed' });
    } else {
      json(response, 404, { error: 'not found' });
    }
  });
}
