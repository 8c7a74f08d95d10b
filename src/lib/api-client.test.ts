import { api } from './api-client';

const realFetch = global.fetch;

function respond(status: number, body: unknown) {
  global.fetch = jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    statusText: 'status',
    json: async () => body,
  }) as unknown as typeof fetch;
}

afterEach(() => {
  global.fetch = realFetch;
});

describe('api client', () => {
  it('returns data on success', async () => {
    respond(200, { data: [] });
    await expect(api.teachers('ar')).resolves.toEqual({ ok: true, status: 200, data: { data: [] } });
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toMatch(/\/api\/teachers\?site_language=ar$/);
  });

  it('returns the field errors of a 400', async () => {
    respond(400, { errors: { phone: 'Phone number is required.' } });
    const result = await api.createApplication(new FormData());
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 400, errors: { phone: 'Phone number is required.' } });
  });

  it('reports a network failure instead of throwing', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(api.filterOptions()).resolves.toMatchObject({ ok: false, kind: 'network' });
  });
});
