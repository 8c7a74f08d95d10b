/** Both POST routes are rate limited per client IP (RATE_LIMIT_MAX per minute). */
import { applicationForm, postForm, postJson } from './support/forms';
import { expectedMessage } from './support/messages';
import { removeServerFiles, startServer, type RunningServer } from './support/server';

const LIMIT = 3;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { RATE_LIMIT_MAX: String(LIMIT) } });
});

afterAll(async () => {
  await server.stop();
  removeServerFiles(server);
});

it('answers 429 { error } on the contact form once the limit is used up', async () => {
  for (let attempt = 0; attempt < LIMIT; attempt += 1) {
    expect((await postJson(server.baseUrl, '/api/contact', {})).status).toBe(400);
  }
  expect(await postJson(server.baseUrl, '/api/contact', {})).toEqual({
    status: 429,
    body: { error: expectedMessage('en', 'rateLimited') },
  });
});

it('limits the application form on its own counter, with the message in the query language', async () => {
  for (let attempt = 0; attempt < LIMIT; attempt += 1) {
    expect((await postForm(server.baseUrl, applicationForm())).status).toBe(201);
  }
  const response = await fetch(`${server.baseUrl}/api/teachers/create?site_language=ru`, {
    method: 'POST',
    body: applicationForm(),
  });
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).not.toBeNull();
  expect(await response.json()).toEqual({ error: expectedMessage('ru', 'rateLimited') });
});

it('does not limit reading content', async () => {
  for (let attempt = 0; attempt < LIMIT * 3; attempt += 1) {
    expect((await fetch(`${server.baseUrl}/api/blog`)).status).toBe(200);
  }
});
