import { LANGUAGES } from '@efe/shared/constants';
import { applicantApi } from './applicant-api';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

it.each(LANGUAGES)("says the %s page's language in the address as well as the body, so a body too large to read is refused in it", async (language) => {
  // The API's answer to a body over its limit, in the language the address said.
  const refusal = { ar: 'ما أُرسل أكبر من أن يُقرأ.', ru: 'Отправленные данные слишком велики.', en: 'What was sent is too large to be read.' }[language];
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => ({ ok: false, status: 413, statusText: 'Payload Too Large', json: async () => ({ error: refusal }) }));
  // A stand-in with what the page reads of an answer (ok, status, json()); jsdom has no Response to build a whole one.
  global.fetch = fetchMock as unknown as typeof fetch;
  const key = 'k'.repeat(43);
  for (const [call, action] of [
    [applicantApi.lookUp, 'lookup'],
    [applicantApi.withdrawConsent, 'withdraw'],
    [applicantApi.erase, 'erase'],
  ] as const) {
    fetchMock.mockClear();
    // The page shows the API's words for a refusal (MyApplication's `failure`).
    await expect(call(key, language)).resolves.toMatchObject({ ok: false, kind: 'http', status: 413, message: refusal });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toMatch(new RegExp(`/api/applicant/${action}\\?site_language=${language}$`));
    expect(JSON.parse(String(init.body))).toEqual({ token: key, site_language: language });
  }
});
