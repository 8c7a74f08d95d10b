/**
 * The routes a family's private links open, the booking's and the shortlist's, over real HTTP: a
 * site_language that is not one of the site's cannot say the page's language, so it is refused in
 * the request's (the address's ?site_language=, else the browser's Accept-Language, else English),
 * in the one-message shape of the links' other refusals, as the applicant's link refuses it; and
 * nothing is moved, cancelled or answered.
 */
import { fc, test as property } from '@fast-check/jest';
import { Type } from '@sinclair/typebox';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { isLanguage } from '@efe/shared/language';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { Booked, freeStarts, OPEN_EVERY_DAY, postJson } from './support/diary';
import { expectedMessage } from './support/messages';
import { mailsMatching } from './support/outbox-mails';
import { serverForTests } from './support/server';

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });
const call = (method: string, route: string, json?: unknown) => adminCall(server.baseUrl, method, route, json === undefined ? {} : { json });

const BookingShown = Type.Object({ data: Type.Object({ status: Type.String(), starts_at: Type.String() }) });
const ShortlistEntries = Type.Object({ data: Type.Array(Type.Object({ candidate_id: Type.Integer(), answer: Type.Union([Type.String(), Type.Null()]) })) });

let booking = { token: '', startsAt: '', elsewhere: '' };
let shortlist = { key: '', engagementId: 0, candidateId: 0 };

beforeAll(async () => {
  expect((await call('PUT', '/api/admin/availability', { ...OPEN_EVERY_DAY, capacity: 20 })).status).toBe(200);
  const starts = await freeStarts(server.baseUrl);
  const booked = await postJson(server.baseUrl, '/api/booking', {
    start: starts[0],
    meeting: 'phone',
    full_name: 'Language Family',
    email: 'link-language@example.com',
    phone: '+971 50 123 4567',
    service: '',
    message: '',
    site_language: 'ru',
  });
  expect(booked.status).toBe(201);
  booking = { token: checked(Booked, booked.body).token, startsAt: starts[0], elsewhere: starts[1] };

  const teachers = checked(Type.Object({ data: Type.Array(Type.Object({ id: Type.Integer() })) }), await (await fetch(`${server.baseUrl}/api/teachers`)).json()).data;
  const email = 'shortlist-language@example.com';
  const opened = await call('POST', '/api/admin/engagements', { service: 'premier-nanny', family_name: 'Language Family', email, phone: '+971 50 000 0000', site_language: 'ar', details: '' });
  expect(opened.status).toBe(201);
  const engagementId = checked(Type.Object({ data: Type.Object({ id: Type.Integer() }) }), opened.body).data.id;
  expect((await call('POST', `/api/admin/engagements/${engagementId}/mobilization-fee`, {})).status).toBe(200);
  expect((await call('POST', `/api/admin/engagements/${engagementId}/stage`, { to: 'engaged' })).status).toBe(200);
  expect((await call('PUT', `/api/admin/engagements/${engagementId}/shortlist`, { candidate_ids: [teachers[0].id] })).status).toBe(200);
  expect((await call('POST', `/api/admin/engagements/${engagementId}/shortlist/send`)).status).toBe(200);
  const [mail] = await mailsMatching(`${server.dataDir}/outbox`, (each) => each.to.includes(email));
  const key = /\/ar\/shortlist#([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1];
  if (!key) throw new Error(`no shortlist link in the mail: ${mail.parsed.text}`);
  shortlist = { key, engagementId, candidateId: teachers[0].id };
}, 120_000);

/** Each route with a body right in all but its site_language. */
const ROUTES: Record<string, (said: unknown) => Record<string, unknown>> = {
  '/api/booking/lookup': (said) => ({ token: booking.token, site_language: said }),
  '/api/booking/move': (said) => ({ token: booking.token, start: booking.elsewhere, site_language: said }),
  '/api/booking/cancel': (said) => ({ token: booking.token, site_language: said }),
  '/api/shortlist/lookup': (said) => ({ token: shortlist.key, site_language: said }),
  '/api/shortlist/answer': (said) => ({ token: shortlist.key, candidate_id: shortlist.candidateId, answer: 'interview', site_language: said }),
  '/api/shortlist/cv': (said) => ({ token: shortlist.key, candidate_id: shortlist.candidateId, site_language: said }),
};

/** Nothing was moved, cancelled or answered. */
async function expectNothingChanged(): Promise<void> {
  const shown = await postJson(server.baseUrl, '/api/booking/lookup', { token: booking.token, site_language: 'en' });
  expect(checked(BookingShown, shown.body).data).toMatchObject({ status: 'booked', starts_at: booking.startsAt });
  const entries = checked(ShortlistEntries, (await call('GET', `/api/admin/engagements/${shortlist.engagementId}/shortlist`)).body).data;
  expect(entries.map((entry) => entry.answer)).toEqual([null]);
}

/** Not one of the site's languages: other text, another language's code, ours in other letters or with a region, another JSON type. */
const notOurs = fc.oneof(
  fc.string({ maxLength: 12 }).filter((said) => !isLanguage(said)),
  fc.constantFrom('de', 'fr', 'EN', 'Ru', 'ar-AE', 'en ', ''),
  fc.constantFrom<unknown>(7, null, true, ['ru'], { language: 'ar' }),
);

describe("a site_language not of the site, on the family's link routes", () => {
  it.each<[string, Language]>(
    Object.keys(ROUTES).flatMap((route) => [
      [route, 'ar'],
      [route, 'ru'],
    ]),
  )('%s?site_language=%s refuses it in that language, one message, changing nothing', async (route, language) => {
    const answer = await postJson(server.baseUrl, `${route}?site_language=${language}`, ROUTES[route]('xx'), { 'accept-language': 'en-GB' });
    expect(answer).toEqual({ status: 400, body: { error: expectedMessage(language, 'siteLanguage') } });
    await expectNothingChanged();
  });

  property.prop(
    [
      fc.constantFrom(...Object.keys(ROUTES)),
      notOurs,
      fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined }),
      fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined }),
    ],
    { numRuns: 40 },
  )('is refused in the language of the address, else the browser, else English, one message, changing nothing', async (route, said, inAddress, inBrowser) => {
    const query = inAddress === undefined ? '' : `?site_language=${inAddress}`;
    const browser = { 'accept-language': inBrowser === undefined ? 'de-DE, fr;q=0.8' : `de-DE, ${inBrowser};q=0.8` };
    const answer = await postJson(server.baseUrl, `${route}${query}`, ROUTES[route](said), browser);
    const expected = inAddress ?? inBrowser ?? 'en';
    expect([route, said, answer]).toEqual([route, said, { status: 400, body: { error: expectedMessage(expected, 'siteLanguage') } }]);
    await expectNothingChanged();
  });

  it('takes each of the site languages on every route (the rule refuses only what is not ours)', async () => {
    for (const language of LANGUAGES) {
      const lookups = [
        await postJson(server.baseUrl, '/api/booking/lookup', ROUTES['/api/booking/lookup'](language)),
        await postJson(server.baseUrl, '/api/shortlist/lookup', ROUTES['/api/shortlist/lookup'](language)),
      ];
      expect([language, lookups.map((answer) => answer.status)]).toEqual([language, [200, 200]]);
    }
  });
});
