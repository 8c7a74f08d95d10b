/**
 * The deploy hook of the local site: the API's DEPLOY_HOOK_URL points here during `npm start`
 * (and the browser tests). POST /rebuild queues a build (the body, GitHub's repository_dispatch
 * shape, is not needed); GET /status reports builds. Listens on loopback only.
 */
import http from 'http';
import type { RebuildQueue } from './rebuild-queue';

function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

export function createRebuildHookServer(queue: RebuildQueue, onRequest: (outcome: string) => void = () => {}): http.Server {
  return http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    // Drain any body so the caller's request completes cleanly.
    request.resume();
    if (pathname === '/rebuild' && request.method === 'POST') {
      const outcome = queue.request();
      onRequest(outcome);
      json(response, 202, { status: outcome });
    } else if (pathname === '/status' && request.method === 'GET') {
      json(response, 200, queue.state());
    } else if (pathname === '/rebuild' || pathname === '/status') {
      response.setHeader('allow', pathname === '/rebuild' ? 'POST' : 'GET');
      json(response, 405, { error: 'method not allowed' });
    } else {
      json(response, 404, { error: 'not found' });
    }
  });
}
