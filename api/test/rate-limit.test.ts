/**
 * The routes that take what visitors send (application, contact, booking and its link) share one
 * per-client limit (RATE_LIMIT_MAX a minute in all). A client is
 * an IPv4 address or an IPv6 /64; behind a proxy named by TRUST_PROXY, the forwarded address.
 */
import { applicationForm, postForm, postJson } from './support/forms';
import { expectedMessage } from './support/messages';
import { removeServerFiles, startServer, type RunningServer } from './support/server';

const LIMIT = 3;

function contactFrom(server: RunningServer, forwardedFor?: string): Promise<number> {
  return fetch(`${server.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: '{}',
  }).then((response) => response.status);
}

describe('directly connected clients', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_MAX: String(LIMIT) } });
  });

  afterAll(async () => {
    await server.stop();
    removeServerFiles(server);
  });

  it('shares one counter between the contact and application forms, with the message in the query language', async () => {
    expect((await postForm(server.baseUrl, applicationForm())).status).toBe(201);
    expect((await postJson(server.baseUrl, '/api/contact', {})).status).toBe(400);
    expect((await postForm(server.baseUrl, applicationForm())).status).toBe(201);
    const response = await fetch(`${server.baseUrl}/api/teachers/create?site_language=ru`, {
      method: 'POST',
      body: applicationForm(),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).not.toBeNull();
    expect(await response.json()).toEqual({ error: expectedMessage('ru', 'rateLimited') });
    expect(await postJson(server.baseUrl, '/api/contact', {})).toEqual({
      status: 429,
      body: { error: expectedMessage('en', 'rateLimited') },
    });
  });

  it('counts the booking routes and the shortlist link\'s in the same bucket: booking, and the private links\' look-up, move, cancel, answer and CV, refused in the language their body says, else in their address\'s', async () => {
    for (const [route, language] of [['/api/booking', 'ar'], ['/api/booking/lookup', 'ru'], ['/api/booking/move', 'en'], ['/api/booking/cancel', 'ar']] as const) {
      const reply = await postJson(server.baseUrl, route, { token: 'A'.repeat(43), start: '', site_language: language });
      expect([route, reply]).toEqual([route, { status: 429, body: { error: expectedMessage(language, 'rateLimited') } }]);
    }
    for (const route of ['/api/shortlist/lookup', '/api/shortlist/answer', '/api/shortlist/cv']) {
      const reply = await postJson(server.baseUrl, route, { token: 'A'.repeat(43), candidate_id: 1, answer: 'interview', site_language: 'ar' });
      expect([route, reply]).toEqual([route, { status: 429, body: { error: expectedMessage('ar', 'rateLimited') } }]);
    }
    // A body that says no language of ours: the link's refusal is in the address's, as its other refusals.
    for (const [route, said] of [['/api/applicant/lookup', 'xx'], ['/api/booking/cancel', undefined], ['/api/shortlist/cv', 'xx']] as const) {
      const reply = await postJson(server.baseUrl, `${route}?site_language=ru`, { token: 'A'.repeat(43), candidate_id: 1, site_language: said });
      expect([route, reply]).toEqual([route, { status: 429, body: { error: expectedMessage('ru', 'rateLimited') } }]);
    }
    // Reading the free times is not limited.
    expect((await fetch(`${server.baseUrl}/api/booking/slots`)).status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted (a client cannot pick its own key)', async () => {
    expect(await contactFrom(server, '2001:db8:9::1')).toBe(429);
  });

  it('does not limit reading content', async () => {
    for (let attempt = 0; attempt < LIMIT * 3; attempt += 1) {
      expect((await fetch(`${server.baseUrl}/api/blog`)).status).toBe(200);
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: '127.0.0.1' } });
  });

  afterAll(async () => {
    await server.stop();
    removeServerFiles(server);
  });

  it('keys each forwarded visitor on their own, so visitors behind one proxy do not share a bucket', async () => {
    for (let attempt = 0; attempt < LIMIT; attempt += 1) expect(await contactFrom(server, '203.0.113.7')).toBe(400);
    expect(await contactFrom(server, '203.0.113.7')).toBe(429);
    expect(await contactFrom(server, '203.0.113.8')).toBe(400);
  });

  it('keys IPv6 by /64: a new address in the same /64 is the same client', async () => {
    expect(await contactFrom(server, '2001:db8:aa:1::1')).toBe(400);
    expect(await contactFrom(server, '2001:db8:aa:1::2')).toBe(400);
    expect(await contactFrom(server, '2001:db8:aa:1:ffff:ffff:ffff:ffff')).toBe(400);
    expect(await contactFrom(server, '2001:db8:aa:1:1234::9')).toBe(429);
    expect(await contactFrom(server, '2001:db8:aa:2::1')).toBe(400);
  });
});
