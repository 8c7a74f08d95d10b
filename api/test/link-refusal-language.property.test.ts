/**
 * Every private link's route (the applicant's, the booking's, the shortlist's) over real HTTP: a
 * key that opens nothing, well-formed (404) or damaged (400), is refused in one language, the one
 * the routes pick for all their refusals: the body's site_language when it is ours, else the
 * address's ?site_language=, else the browser's Accept-Language, else English. A page that says its
 * language only in the address gets both refusals in it, never one of them in English.
 */
import { fc, test as property } from '@fast-check/jest';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { postJson } from './support/diary';
import { expectedMessage } from './support/messages';
import { serverForTests } from './support/server';

const server = serverForTests();

/** A well-formed key no link was ever given (32 bytes, base64url), and one cut short. */
const UNKNOWN_KEY = 'B'.repeat(43);
const DAMAGED_KEY = 'BBB';

/** Each route with a body right in all but its key, and the message key of its unknown link. */
const ROUTES: Record<string, { unknown: string; body: (token: string) => Record<string, unknown> }> = {
  '/api/applicant/lookup': { unknown: 'applicant.linkUnknown', body: (token) => ({ token }) },
  '/api/applicant/withdraw': { unknown: 'applicant.linkUnknown', body: (token) => ({ token }) },
  '/api/applicant/erase': { unknown: 'applicant.linkUnknown', body: (token) => ({ token }) },
  '/api/booking/lookup': { unknown: 'booking.linkUnknown', body: (token) => ({ token }) },
  '/api/booking/move': { unknown: 'booking.linkUnknown', body: (token) => ({ token, start: '2031-03-04T06:00:00.000Z' }) },
  '/api/booking/cancel': { unknown: 'booking.linkUnknown', body: (token) => ({ token }) },
  '/api/shortlist/lookup': { unknown: 'shortlist.linkUnknown', body: (token) => ({ token }) },
  '/api/shortlist/answer': { unknown: 'shortlist.linkUnknown', body: (token) => ({ token, candidate_id: 1, answer: 'interview' }) },
  '/api/shortlist/cv': { unknown: 'shortlist.linkUnknown', body: (token) => ({ token, candidate_id: 1 }) },
};

describe("a link's key that opens nothing, the language said only in the address", () => {
  it.each(Object.keys(ROUTES).flatMap((route): Array<[string, Language]> => [[route, 'ar'], [route, 'ru']]))(
    '%s?site_language=%s refuses an unknown key and a damaged one in that language, the same message',
    async (route, language) => {
      const { unknown, body } = ROUTES[route];
      const expected = expectedMessage(language, unknown);
      expect(expected).not.toBe(expectedMessage('en', unknown));
      const headers = { 'accept-language': 'en-GB' };
      expect(await postJson(server.baseUrl, `${route}?site_language=${language}`, body(UNKNOWN_KEY), headers)).toEqual({ status: 404, body: { error: expected } });
      expect(await postJson(server.baseUrl, `${route}?site_language=${language}`, body(DAMAGED_KEY), headers)).toEqual({ status: 400, body: { error: expected } });
    },
  );

  property.prop(
    [
      fc.constantFrom(...Object.keys(ROUTES)),
      fc.constantFrom(UNKNOWN_KEY, DAMAGED_KEY),
      fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined }),
      fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined }),
      fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined }),
    ],
    { numRuns: 60 },
  )('is refused in the body\'s language, else the address\'s, else the browser\'s, else English', async (route, key, inBody, inAddress, inBrowser) => {
    const { unknown, body } = ROUTES[route];
    const query = inAddress === undefined ? '' : `?site_language=${inAddress}`;
    const browser = { 'accept-language': inBrowser === undefined ? 'de-DE, fr;q=0.8' : `de-DE, ${inBrowser};q=0.8` };
    const sent = inBody === undefined ? body(key) : { ...body(key), site_language: inBody };
    const answer = await postJson(server.baseUrl, `${route}${query}`, sent, browser);
    const expected = inBody ?? inAddress ?? inBrowser ?? 'en';
    expect([route, key, answer]).toEqual([route, key, { status: key === UNKNOWN_KEY ? 404 : 400, body: { error: expectedMessage(expected, unknown) } }]);
  });
});
