/**
 * From applicant to published candidate, with the applicant's consent, over real HTTP: the
 * consent recorded with the application, the private link of the acknowledgement (its key only
 * in the mail) and what it refuses, "Make a candidate", publishing refused without consent,
 * withdrawing through the link, and erasure reaching the published profile and its files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fc, test as property } from '@fast-check/jest';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { isLanguage } from '@efe/shared/language';
import { ApplicantProfile, type PublicApplication } from '@efe/shared/contract/applicant';
import { isPublicApplication } from '@efe/shared/contract/applicant-checks';
import { propertyOf } from '@efe/shared/read-unknown';
import { PROFILE_CONSENT_FIELD } from '@efe/shared/profile-consent';
import { NAMED_COUNTRIES } from '@efe/shared/countries';
import { hasControlCharacters, isBlank } from '@efe/shared/form-rules';
import { Type, type Static } from '@sinclair/typebox';
import { unzip } from '../../test-support/unzip';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { postJson } from './support/diary';
import { rowsHolding } from './support/rows-holding';
import { applicationForm, postForm } from './support/forms';
import { mailsMatching, type ReadMail } from './support/outbox-mails';
import { recordingHook } from './support/recording-hook';
import { REPOSITORY_ROOT, removeServerFiles, serverForTests, startServer } from './support/server';

/** What this file reads of the API's messages in a language (locales/<language>/validation.json). */
const ValidationTexts = Type.Object({
  profileConsent: Type.String(),
  applicant: Type.Object({ linkUnknown: Type.String(), notGiven: Type.String(), withdrawn: Type.String() }),
  country: Type.Object({ invalid: Type.String() }),
  controlCharacters: Type.String(),
  tooLong: Type.String(),
  unreadable: Type.String(),
  siteLanguage: Type.String(),
  formUnreadable: Type.String(),
  requestTooLarge: Type.String(),
  rateLimited: Type.String(),
});
const validationTexts = (language: Language) => checked(ValidationTexts, JSON.parse(fs.readFileSync(path.join(REPOSITORY_ROOT, 'locales', language, 'validation.json'), 'utf8')));
const VALIDATION: Record<Language, Static<typeof ValidationTexts>> = { en: validationTexts('en'), ar: validationTexts('ar'), ru: validationTexts('ru') };

/** The site's deploy hook, played by the test: it counts the rebuilds asked for. */
const hook = recordingHook();
const hookCalls = hook.calls;

/** The media folder (public under /media): its own, as the test looks into it. */
const MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'applicant-media-'));
afterAll(() => fs.rmSync(MEDIA_DIR, { recursive: true, force: true }));

const server = serverForTests({
  env: {
    MEDIA_DIR,
    ADMIN_TOKEN,
    NOTIFY_TO: 'staff@example.com',
    DEPLOY_DEBOUNCE_MS: '50',
    // Read as the API starts (after the hook above listens): the environment is copied then.
    get DEPLOY_HOOK_URL() {
      return hook.url;
    },
  },
});

const KEY_IN_LINK = /\/my-application#([A-Za-z0-9_-]{43})/;
const outbox = () => path.join(server.dataDir, 'outbox');
const post = (route: string, body: unknown) => postJson(server.baseUrl, route, body);
/** What the link showed, held to the check the applicant's page makes of it. */
function shownIn(body: unknown): PublicApplication {
  const data = propertyOf(body, 'data');
  if (!isPublicApplication(data)) throw new Error(`not an application as the link shows one: ${JSON.stringify(body)}`);
  return data;
}

/** Sends an application as the career form does; answers its id and the key of its acknowledgement mail's link. */
async function apply(email: string, fields: Record<string, string | null> = {}): Promise<{ id: number; key: string; mail: ReadMail }> {
  const sent = await postForm(server.baseUrl, applicationForm({ email, ...fields }));
  expect(sent.status).toBe(201);
  const [mail] = await mailsMatching(outbox(), (each) => each.to.includes(email));
  const key = KEY_IN_LINK.exec(mail.parsed.text ?? '')?.[1];
  if (!key || sent.body.id === undefined) throw new Error(`no key in the acknowledgement to ${email}`);
  return { id: sent.body.id, key, mail };
}

/** What this file reads of the public teachers' answer (cv_on_request: our API always says it). */
const PublicTeachers = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), first_name: Type.String(), attach_cv: Type.Union([Type.String(), Type.Null()]), cv_on_request: Type.Boolean() })),
});
/** The public teachers' answer as sent, and as read. */
async function teachersAnswer(language: Language = 'en') {
  const raw = await (await fetch(`${server.baseUrl}/api/teachers?site_language=${language}`)).text();
  return { raw, data: checked(PublicTeachers, JSON.parse(raw)).data };
}
const publicCandidates = async (language: Language = 'en') => (await teachersAnswer(language)).data;

interface CandidateAnswer {
  id: number;
  published: boolean;
  image: string | null;
  attach_cv: string | null;
  made_from: { application_id: number; name: string; consent_at: string | null; consent_version: number | null; consent_language: string; consent_withdrawn_at: string | null } | null;
  [field: string]: unknown;
}
const candidate = async (id: number) => (await adminCall<{ data: CandidateAnswer }>(server.baseUrl, 'GET', `/api/admin/candidates/${id}`)).body.data;
/** The candidate as the admin's form sends it back: the fields of the contract, `published` as asked, a rating given (publishing needs one), `changes` made. */
async function saveCandidate(id: number, published: boolean, changes: { rating?: number | null; attach_cv?: string | null } = {}) {
  const current = await candidate(id);
  const { first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country } = current;
  return adminCall(server.baseUrl, 'PUT', `/api/admin/candidates/${id}`, {
    json: { first_name, last_name, roles, language, image, rating: rating ?? 4, experience_with_ages, attach_cv, country, published, descriptions: { en: 'Warm and patient.' }, ...changes },
  });
}
async function makeCandidate(applicationId: number): Promise<{ candidate_id: number; left_out: string[] }> {
  const made = await adminCall<{ data: { candidate_id: number; left_out: string[] } }>(server.baseUrl, 'POST', `/api/admin/applications/${applicationId}/candidate`);
  expect(made.status).toBe(201);
  return made.body.data;
}
const mediaDir = () => MEDIA_DIR;

/** One consenting applicant's link, applied for once and shared by the tests that only refuse things. */
let consentingLink: Promise<{ id: number; key: string }> | null = null;
const linkOfConsentingApplicant = () => (consentingLink ??= apply('refusals@example.com', { [PROFILE_CONSENT_FIELD]: 'yes' }));

async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the consent record', () => {
  it.each(LANGUAGES)('keeps, for a consent given from the %s page, the wording version, the time and the language', async (language) => {
    const { id } = await apply(`consent-${language}@example.com`, { site_language: language, [PROFILE_CONSENT_FIELD]: 'yes' });
    const { data } = (await adminCall<{ data: Record<string, unknown> }>(server.baseUrl, 'GET', `/api/admin/applications/${id}`)).body;
    expect(data).toMatchObject({ consent_version: 1, consent_at: data.created_at, consent_withdrawn_at: null, site_language: language, candidate_id: null });
  });

  it('records no consent when the box was left empty', async () => {
    const { id } = await apply('no-consent@example.com', { [PROFILE_CONSENT_FIELD]: null });
    const { data } = (await adminCall<{ data: Record<string, unknown> }>(server.baseUrl, 'GET', `/api/admin/applications/${id}`)).body;
    expect(data).toMatchObject({ consent_version: null, consent_at: null });
  });

  it.each([['no'], ['1'], ['yes, please']])('refuses a consent field of %j in the page language, storing nothing', async (value) => {
    const sent = await postForm(server.baseUrl, applicationForm({ email: 'odd-consent@example.com', site_language: 'ru', [PROFILE_CONSENT_FIELD]: value }));
    expect(sent).toEqual({ status: 400, body: { errors: { [PROFILE_CONSENT_FIELD]: VALIDATION.ru.profileConsent } } });
  });

  it('refuses the consent field sent twice', async () => {
    const form = applicationForm({ email: 'twice@example.com', site_language: 'ar', [PROFILE_CONSENT_FIELD]: ['yes', 'yes'] as unknown as string });
    const sent = await postForm(server.baseUrl, form);
    expect(sent).toEqual({ status: 400, body: { errors: { [PROFILE_CONSENT_FIELD]: VALIDATION.ar.profileConsent } } });
  });
});

describe("the applicant's private link", () => {
  it('is in the acknowledgement, in its language, and its key nowhere in the database', async () => {
    const { key, mail } = await apply('link-ar@example.com', { site_language: 'ar', [PROFILE_CONSENT_FIELD]: 'yes' });
    expect(mail.parsed.text).toContain(`/ar/my-application#${key}`);
    const bytes = Buffer.concat([server.databasePath, `${server.databasePath}-wal`].filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file)));
    expect(bytes.includes(key)).toBe(false);
    const mails = JSON.stringify((await adminCall(server.baseUrl, 'GET', '/api/admin/mail?per_page=100')).body);
    expect(mails).not.toContain(key);
    const shown = shownIn((await post('/api/applicant/lookup', { token: key, site_language: 'ar' })).body);
    expect(shown).toMatchObject({ name: 'Maria Santos', consent_version: 1, profile: null });
  });

  /** The mail's private-page paragraph in a language, before its link (locales/<language>/mail.json). */
  const MailTexts = Type.Object({ applicationConfirmation: Type.Object({ privatePage: Type.Object({ withConsent: Type.String(), withoutConsent: Type.String() }) }) });
  const privatePage = (language: Language) =>
    checked(MailTexts, JSON.parse(fs.readFileSync(path.join(REPOSITORY_ROOT, 'locales', language, 'mail.json'), 'utf8'))).applicationConfirmation.privatePage;
  /** Offering to withdraw a consent, in each language's words. */
  const WITHDRAW_WORDS: Record<Language, RegExp> = { en: /withdraw/i, ar: /تسحبوا|سحب/, ru: /отзыв/i };
  let acknowledged = 0;
  property.prop([fc.constantFrom(...LANGUAGES), fc.boolean()], { numRuns: 12 })(
    'offers withdrawing the consent only to an applicant who gave it, in her language; the recruiters are told whether she did',
    async (language, consented) => {
      acknowledged += 1;
      const email = `acknowledged-${acknowledged}@example.com`;
      const { key, mail } = await apply(email, { site_language: language, ...(consented ? { [PROFILE_CONSENT_FIELD]: 'yes' } : {}) });
      const text = mail.parsed.text ?? '';
      expect([language, consented, WITHDRAW_WORDS[language].test(text)]).toEqual([language, consented, consented]);
      const page = privatePage(language);
      const [said, other] = (consented ? [page.withConsent, page.withoutConsent] : [page.withoutConsent, page.withConsent]).map((paragraph) => paragraph.replace('{{link}}', ''));
      expect(text).toContain(said);
      expect(text).not.toContain(other);
      expect(text).toContain(`my-application#${key}`);
      const [told] = await mailsMatching(outbox(), (each) => each.to.includes('staff@example.com') && (each.parsed.text ?? '').includes(`E-mail: ${email}`));
      expect(told.parsed.text).toContain(consented ? 'Profile for families: agreed to (wording 1)' : 'Profile for families: not agreed to');
    },
    120_000,
  );

  const unknownKey = 'A'.repeat(43);
  it.each([
    ['cut short', 'A'.repeat(42)],
    ['one too long', 'A'.repeat(44)],
    ['percent-encoded', `${'A'.repeat(40)}%2F`],
    ['with a slash', `${'A'.repeat(42)}/`],
    ['with a space', ` ${'A'.repeat(42)}`],
    ['empty', ''],
  ])('opens nothing with a key %s, said in the page language', async (_case, token) => {
    for (const language of LANGUAGES) {
      const answer = await post('/api/applicant/lookup', { token, site_language: language });
      expect(answer).toEqual({ status: 400, body: { error: VALIDATION[language].applicant.linkUnknown } });
    }
  });

  it('opens nothing with a well-formed unknown key, on every route', async () => {
    for (const route of ['/api/applicant/lookup', '/api/applicant/withdraw', '/api/applicant/erase']) {
      expect(await post(route, { token: unknownKey, site_language: 'ru' })).toEqual({ status: 404, body: { error: VALIDATION.ru.applicant.linkUnknown } });
    }
  });

  it('answers wrong JSON types field by field in the visitor language', async () => {
    const { key } = await apply('types@example.com');
    expect(await post('/api/applicant/lookup', { token: 12345, site_language: 'ar' })).toEqual({ status: 400, body: { error: VALIDATION.ar.applicant.linkUnknown } });
    expect(await post('/api/applicant/lookup', { site_language: 'ru' })).toEqual({ status: 400, body: { error: VALIDATION.ru.applicant.linkUnknown } });
    expect(await post('/api/applicant/withdraw', { token: key, site_language: 7 })).toEqual({ status: 400, body: { error: VALIDATION.en.siteLanguage } });
    expect(await post('/api/applicant/erase', ['not', 'an', 'object'])).toMatchObject({ status: 400, body: { error: VALIDATION.en.formUnreadable } });
    // Nothing of that changed the application.
    expect(shownIn((await post('/api/applicant/lookup', { token: key })).body).name).toBe('Maria Santos');
  });

  property.prop([fc.string({ maxLength: 60 }), fc.constantFrom(...LANGUAGES)], { numRuns: 40 })('never opens an application with a key it did not mail', async (token, language) => {
    const answer = await post('/api/applicant/lookup', { token, site_language: language });
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).toEqual({ error: VALIDATION[language].applicant.linkUnknown });
  });

  const LINK_ROUTES = ['/api/applicant/lookup', '/api/applicant/withdraw', '/api/applicant/erase'] as const;
  /** The fields the applicant's page sends; any other name is refused. */
  // Not __proto__ nor constructor: a JSON body naming them is refused as unreadable before the route (secure-json-parse).
  const extraFieldName = fc.string({ minLength: 1, maxLength: 30 }).filter((name) => !['token', 'site_language', '__proto__', 'constructor'].includes(name));
  /** Its value: any JSON naming neither of those keys at any depth (fast-check generates them now and then). */
  const extraFieldValue = fc.jsonValue({ maxDepth: 2 }).filter((value) => !/"(__proto__|constructor)"/.test(JSON.stringify(value)));

  property.prop([fc.constantFrom(...LINK_ROUTES), extraFieldName, extraFieldValue, fc.constantFrom(...LANGUAGES)], { numRuns: 30 })(
    'refuses a field the page does not send, on every route, in the page language, changing nothing',
    async (route, field, value, language) => {
      const { key } = await linkOfConsentingApplicant();
      const answer = await post(route, { token: key, site_language: language, [field]: value });
      expect([field, answer]).toEqual([field, { status: 400, body: { error: VALIDATION[language].formUnreadable } }]);
      expect(shownIn((await post('/api/applicant/lookup', { token: key })).body)).toMatchObject({ consent_version: 1, consent_withdrawn_at: null });
    },
  );

  property.prop([fc.constantFrom(...LINK_ROUTES), fc.constantFrom(...LANGUAGES), fc.constantFrom('query', 'accept-language', 'both')], { numRuns: 20 })(
    'answers a body too large to read (413) in the language of the address, else of the browser',
    async (route, language, says) => {
      const { key } = await linkOfConsentingApplicant();
      // The address's language wins over the browser's: the page sends its own.
      const other = LANGUAGES.find((each) => each !== language)!;
      const query = says === 'accept-language' ? '' : `?site_language=${language}`;
      const browser: Record<string, string> = says === 'query' ? {} : { 'accept-language': says === 'both' ? `${other}-XX;q=0.8, fr;q=0.9` : `fr-FR, ${language}-XX;q=0.7, ${other};q=0.5` };
      const answer = await postJson(server.baseUrl, `${route}${query}`, { token: key, site_language: language, filler: 'x'.repeat(5000) }, browser);
      expect(answer).toEqual({ status: 413, body: { error: VALIDATION[language].requestTooLarge } });
      expect(shownIn((await post('/api/applicant/lookup', { token: key })).body)).toMatchObject({ consent_withdrawn_at: null });
    },
  );

  it('answers a body too large to read in English when nothing says a language of the site', async () => {
    const answer = await postJson(server.baseUrl, '/api/applicant/lookup?site_language=fr', { filler: 'x'.repeat(5000) }, { 'accept-language': 'fr-FR, de;q=0.8, ar;q=0' });
    expect(answer).toEqual({ status: 413, body: { error: VALIDATION.en.requestTooLarge } });
  });

  // The contract lists the site's three languages (shared/constants.ts); another cannot say the
  // page's, so the refusal is in the request's (its address's, else the browser's, else English),
  // one message as the link's other refusals.
  property.prop(
    [
      fc.constantFrom(...LINK_ROUTES),
      fc.oneof(fc.string({ maxLength: 12 }).filter((said) => !isLanguage(said)), fc.constantFrom(7, 'de', 'EN', 'ar-AE')),
      fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined }),
      fc.option(fc.constantFrom(...LANGUAGES), { nil: undefined }),
    ],
    { numRuns: 30 },
  )('refuses a site_language that is not one of the site, on every route, in the language of the address, else the browser, changing nothing', async (route, said, inAddress, inBrowser) => {
    const { key } = await linkOfConsentingApplicant();
    const query = inAddress === undefined ? '' : `?site_language=${inAddress}`;
    const browser: Record<string, string> = inBrowser === undefined ? { 'accept-language': 'de-DE, fr;q=0.8' } : { 'accept-language': `de-DE, ${inBrowser};q=0.8` };
    const answer = await postJson(server.baseUrl, `${route}${query}`, { token: key, site_language: said }, browser);
    const expected = inAddress ?? inBrowser ?? 'en';
    expect([said, inAddress, inBrowser, answer]).toEqual([said, inAddress, inBrowser, { status: 400, body: { error: VALIDATION[expected].siteLanguage } }]);
    expect(shownIn((await post('/api/applicant/lookup', { token: key })).body)).toMatchObject({ consent_withdrawn_at: null });
  });

  it('refuses to withdraw a consent never given, in the page language', async () => {
    const { key } = await apply('never-agreed@example.com', { [PROFILE_CONSENT_FIELD]: null });
    expect(await post('/api/applicant/withdraw', { token: key, site_language: 'ru' })).toEqual({ status: 409, body: { error: VALIDATION.ru.applicant.notGiven } });
  });
});

describe('a candidate made from an application', () => {
  it('is a private draft filled from it, and is not published without consent: the reason is said', async () => {
    const { id } = await apply('draft-no-consent@example.com', { name: 'Amina Yusuf Khan', country: 'kenya', [PROFILE_CONSENT_FIELD]: null });
    const made = await makeCandidate(id);
    expect(made.left_out).toEqual([]);
    const draft = await candidate(made.candidate_id);
    expect(draft).toMatchObject({
      published: false,
      first_name: 'Amina',
      last_name: 'Yusuf Khan',
      roles: ['Nanny'],
      language: ['English', 'Tagalog'],
      experience_with_ages: '3-5',
      country: 'Kenya',
      made_from: { application_id: id, name: 'Amina Yusuf Khan', consent_at: null },
    });
    // The photo decoded and written again (no metadata), the CV a PDF, both public files under /media.
    expect(draft.image).toMatch(/\.png$/);
    const photo = await sharp(fs.readFileSync(path.join(mediaDir(), draft.image ?? ''))).metadata();
    expect(photo).toMatchObject({ format: 'png' });
    expect(photo.exif).toBeUndefined();
    expect(draft.attach_cv).toMatch(/\.pdf$/);
    expect(fs.readFileSync(path.join(mediaDir(), draft.attach_cv ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    // The application points at it; a second click makes no second one.
    expect((await adminCall<{ data: { candidate_id: number } }>(server.baseUrl, 'GET', `/api/admin/applications/${id}`)).body.data.candidate_id).toBe(made.candidate_id);
    expect((await adminCall(server.baseUrl, 'POST', `/api/admin/applications/${id}/candidate`)).status).toBe(409);

    const refused = await saveCandidate(made.candidate_id, true);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errors: { published: expect.stringMatching(/^Not published: Amina Yusuf Khan did not agree/) } });
    expect((await candidate(made.candidate_id)).published).toBe(false);
    expect((await publicCandidates()).map((each) => each.id)).not.toContain(made.candidate_id);
    // Saved as a draft, it keeps the recruiter's words.
    expect((await saveCandidate(made.candidate_id, false)).status).toBe(200);
  });

  it('with consent: published, shown in every language; withdrawn through the link, off the site, the recruiters told, the site rebuilt', async () => {
    const { id, key } = await apply('consenting@example.com', { name: 'Grace Okafor', site_language: 'ru', country: 'Uganda', [PROFILE_CONSENT_FIELD]: 'yes' });
    const { candidate_id: candidateId } = await makeCandidate(id);
    expect((await candidate(candidateId)).made_from).toMatchObject({ consent_version: 1, consent_language: 'ru', consent_withdrawn_at: null });
    expect((await saveCandidate(candidateId, true)).status).toBe(200);
    for (const language of LANGUAGES) expect((await publicCandidates(language)).map((each) => each.id)).toContain(candidateId);
    // Its CV is sent to families privately, never offered by the site.
    expect((await publicCandidates()).find((each) => each.id === candidateId)).toMatchObject({ attach_cv: null });
    const shown = shownIn((await post('/api/applicant/lookup', { token: key, site_language: 'ru' })).body);
    expect(shown.profile).toMatchObject({ shown: true, first_name: 'Grace', last_name: 'Okafor', country: 'Uganda', has_cv: true, description: 'Warm and patient.' });

    const rebuildsBefore = hookCalls.length;
    const withdrawn = shownIn((await post('/api/applicant/withdraw', { token: key, site_language: 'ru' })).body);
    expect(withdrawn.consent_withdrawn_at).not.toBeNull();
    expect(withdrawn.profile?.shown).toBe(false);
    expect((await publicCandidates()).map((each) => each.id)).not.toContain(candidateId);
    expect((await eventually(() => hookCalls.length, (count) => count > rebuildsBefore)) > rebuildsBefore).toBe(true);
    const [told] = await mailsMatching(outbox(), (mail) => mail.to.includes('staff@example.com') && mail.parsed.subject === 'Consent withdrawn: Grace Okafor');
    expect(told.parsed.text).toContain(`Candidate ${candidateId} was taken off the site`);
    // Once more: said, nothing changes; publishing again is refused, saying why.
    expect(await post('/api/applicant/withdraw', { token: key, site_language: 'ru' })).toEqual({ status: 409, body: { error: VALIDATION.ru.applicant.withdrawn } });
    const again = await saveCandidate(candidateId, true);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: { published: 'Not published: Grace Okafor has withdrawn the consent to a profile. The draft stays private.' } });
  });

  describe('refused after a withdrawal in the evening, UTC', () => {
    /** A draft made from a consenting application: the application's id and the candidate's. */
    let made: { applicationId: number; candidateId: number } | undefined;
    async function draftOfConsentingApplicant() {
      if (!made) {
        const { id } = await apply('evening-withdrawal@example.com', { name: 'Lina Haddad', [PROFILE_CONSENT_FIELD]: 'yes' });
        made = { applicationId: id, candidateId: (await makeCandidate(id)).candidate_id };
      }
      return made;
    }
    /** The withdrawal as if made at `instant` (the API stamps its own clock's time, which a test cannot move). */
    function withdrawnAt(applicationId: number, instant: string) {
      const db = new Database(server.databasePath);
      try {
        db.prepare('UPDATE applications SET consent_withdrawn_at = ? WHERE id = ?').run(instant, applicationId);
      } finally {
        db.close();
      }
    }
    /** From 20:00 to 24:00 UTC, when Dubai (UTC+4) is already on the next day. */
    const lateEvening = fc
      .record({ day: fc.integer({ min: 0, max: 3_650 }), minute: fc.integer({ min: 20 * 60, max: 24 * 60 - 1 }), second: fc.integer({ min: 0, max: 59 }) })
      .map(({ day, minute, second }) => new Date(Date.UTC(2026, 0, 1 + day, 0, minute, second)).toISOString());

    // The admin's panel beside the pop-up says when, on the staff's clock; a UTC day in the pop-up contradicted it.
    property.prop([lateEvening], { numRuns: 25, examples: [['2026-11-27T21:25:00.000Z']] })('names no day, which would be the UTC one', async (instant) => {
      const { applicationId, candidateId } = await draftOfConsentingApplicant();
      withdrawnAt(applicationId, instant);
      expect((await candidate(candidateId)).made_from?.consent_withdrawn_at).toBe(instant);
      const refused = await saveCandidate(candidateId, true);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { errors: { published: 'Not published: Lina Haddad has withdrawn the consent to a profile. The draft stays private.' } } });
      expect(JSON.stringify(refused.body)).not.toContain(instant.slice(0, 10));
      expect((await candidate(candidateId)).published).toBe(false);
    });
  });

  it('tells families that its private CV exists, never its name or address: cv_on_request only for a profile made from an application with a CV', async () => {
    const { id } = await apply('private-cv@example.com', { name: 'Esther Wambui', [PROFILE_CONSENT_FIELD]: 'yes' });
    const { candidate_id: candidateId } = await makeCandidate(id);
    expect((await saveCandidate(candidateId, true)).status).toBe(200);
    const { attach_cv: cv } = await candidate(candidateId);
    if (!cv) throw new Error('the draft took no CV from the application');
    /** What the admin knows of every candidate: the flag is true exactly for one made from an application that has a CV. */
    const expectedFlags = async () => {
      const all = (await adminCall<{ data: CandidateAnswer[] }>(server.baseUrl, 'GET', '/api/admin/candidates')).body.data;
      return new Map(all.map((each) => [each.id, each.made_from !== null && each.attach_cv !== null]));
    };
    for (const language of LANGUAGES) {
      const { raw, data } = await teachersAnswer(language);
      expect(data.find((each) => each.id === candidateId)).toMatchObject({ attach_cv: null, cv_on_request: true });
      expect(raw).not.toContain(cv.replace(/\.pdf$/, ''));
      const expected = await expectedFlags();
      expect(data.map((each) => [each.id, each.cv_on_request])).toEqual(data.map((each) => [each.id, expected.get(each.id)]));
      // A hand-typed candidate's CV is there to download, and not "on request".
      expect(data.filter((each) => each.attach_cv !== null).map((each) => each.cv_on_request)).toContain(false);
    }
    // Her CV taken off the profile: no CV to send.
    expect((await saveCandidate(candidateId, true, { attach_cv: null })).status).toBe(200);
    expect((await publicCandidates()).find((each) => each.id === candidateId)).toMatchObject({ attach_cv: null, cv_on_request: false });
  });

  it("shows its applicant the recruiters' rating families see, null while none is given", async () => {
    const { id, key } = await apply('rated@example.com', { name: 'Ruth Achieng', [PROFILE_CONSENT_FIELD]: 'yes' });
    const { candidate_id: candidateId } = await makeCandidate(id);
    const profile = async () => shownIn((await post('/api/applicant/lookup', { token: key, site_language: 'ar' })).body).profile;
    // Every field of the contract, the optional rating too: the shape the applicant's page is tested with (test-support/applicant-page.ts).
    expect(Object.keys((await profile()) ?? {}).sort()).toEqual(Object.keys(ApplicantProfile.properties).sort());
    expect((await profile())?.rating).toBeNull();
    for (const rating of [1, 2, 3, 4, 5, null]) {
      expect((await saveCandidate(candidateId, rating !== null, { rating })).status).toBe(200);
      expect(await profile()).toMatchObject({ shown: rating !== null, rating });
    }
  });
});

describe('the country an applicant gives', () => {
  const applicationTotal = async () => (await adminCall<{ total: number }>(server.baseUrl, 'GET', '/api/admin/applications?per_page=1')).body.total;
  /** What the form offers now: the countries the site names, and those of the listed candidates. */
  const offeredCountries = async () => {
    const { data } = checked(Type.Object({ data: Type.Object({ countries: Type.Array(Type.String()) }) }), await (await fetch(`${server.baseUrl}/api/teachers/filterforsearch/teacher`)).json());
    return [...NAMED_COUNTRIES, ...data.countries];
  };

  beforeAll(async () => {
    // A country the site has no name for, which a listed candidate has: offered too.
    const listed = await adminCall(server.baseUrl, 'POST', '/api/admin/candidates', {
      json: { first_name: 'Lan', last_name: 'Nguyen', roles: ['Nanny'], language: ['English'], country: 'Vietnam', rating: 4, published: true },
    });
    expect(listed.status).toBe(201);
  });

  it('is kept in the site spelling, with the application, and carried into the draft; none given, none carried', async () => {
    for (const [sent, kept] of [[' VIETNAM ', 'Vietnam'], [null, null]] as const) {
      const { id } = await apply(`country-${kept ?? 'none'}@example.com`, { country: sent });
      expect((await adminCall<{ data: { country: string | null } }>(server.baseUrl, 'GET', `/api/admin/applications/${id}`)).body.data.country).toBe(kept);
      const { candidate_id: candidateId } = await makeCandidate(id);
      expect((await candidate(candidateId)).country).toBe(kept);
      // The recruiters' mail of the application says it when given.
      const [told] = await mailsMatching(outbox(), (mail) => mail.to.includes('staff@example.com') && (mail.parsed.text ?? '').includes(`E-mail: country-${kept ?? 'none'}@example.com`));
      expect((told.parsed.text ?? '').includes('Nationality: ')).toBe(kept !== null);
      if (kept) expect(told.parsed.text).toContain(`Nationality: ${kept}`);
    }
  });

  // Any text in the field, from any page: kept only when it names an offered country; otherwise
  // refused in that page's language, naming the field alone, and nothing is stored.
  const hostileCountry = fc.oneof(
    fc.constantFrom(...NAMED_COUNTRIES, 'Vietnam').chain((country) =>
      fc.constantFrom(country, country.toUpperCase(), ` ${country.toLowerCase()} `, `${country}\u202e`, `\u200b${country}`, `${country}\u0000`, `${country}s`),
    ),
    fc.string({ maxLength: 120, unit: 'binary' }),
    fc.constantFrom('', '   ', '<script>alert(1)</script>', 'Philippines, Kenya', 'C'.repeat(101), "'; DROP TABLE applications; --"),
  );
  property.prop([hostileCountry, fc.constantFrom(...LANGUAGES)], { numRuns: 40 })('keeps an offered country and refuses anything else in the page language', async (country, language) => {
    const offered = await offeredCountries();
    const before = await applicationTotal();
    const sent = await postForm(server.baseUrl, applicationForm({ email: 'any-country@example.com', site_language: language, country }));
    const match = offered.find((name) => name.toLowerCase() === country.trim().toLowerCase());
    // A control character is refused wherever it is, even in a value that shows nothing.
    if (!hasControlCharacters(country) && (isBlank(country) || match !== undefined)) {
      expect(sent.status).toBe(201);
      const { data } = (await adminCall<{ data: { country: string | null } }>(server.baseUrl, 'GET', `/api/admin/applications/${sent.body.id}`)).body;
      expect(data.country).toBe(isBlank(country) ? null : match);
    } else {
      const messages = VALIDATION[language];
      expect(sent.status).toBe(400);
      expect(Object.keys(sent.body.errors ?? {})).toEqual(['country']);
      expect([messages.country.invalid, messages.controlCharacters, messages.tooLong.replace('{{max}}', '100')]).toContain(sent.body.errors?.country);
      expect(await applicationTotal()).toBe(before);
    }
  });
});

describe('erasure reaching the published profile', () => {
  async function publishedProfile(email: string) {
    const { id, key } = await apply(email, { name: 'Lena Petrova', [PROFILE_CONSENT_FIELD]: 'yes' });
    const { candidate_id: candidateId } = await makeCandidate(id);
    expect((await saveCandidate(candidateId, true)).status).toBe(200);
    const { image, attach_cv: cv } = await candidate(candidateId);
    const files = [image, cv].map((file) => path.join(mediaDir(), file ?? 'missing'));
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
    return { id, key, candidateId, files };
  }

  const NullableText = Type.Union([Type.String(), Type.Null()]);
  const Consent = { consent_version: Type.Union([Type.Integer(), Type.Null()]), consent_at: NullableText, consent_withdrawn_at: NullableText };
  /** What this test reads of a data request's answer: the applications with their consent, and the profiles made from them. */
  const FoundWithProfiles = Type.Object({
    data: Type.Object({
      applications: Type.Array(Type.Object({ id: Type.Integer(), ...Consent })),
      candidates: Type.Array(Type.Object({ id: Type.Integer(), application_id: Type.Integer(), first_name: Type.String(), last_name: Type.String(), published: Type.Boolean() })),
    }),
  });
  const ExportedFile = Type.Union([Type.Object({ file: Type.String() }), Type.Null()]);
  /** What this test reads of an export's records.json. */
  const ExportedWithProfiles = Type.Object({
    applications: Type.Array(Type.Object({ id: Type.Integer(), ...Consent })),
    candidate_profiles: Type.Array(
      Type.Object({
        id: Type.Integer(),
        first_name: Type.String(),
        country: NullableText,
        published: Type.Boolean(),
        descriptions: Type.Record(Type.String(), Type.String()),
        made_from: Type.Object({ application_id: Type.Integer(), ...Consent }),
        photo: ExportedFile,
        cv: ExportedFile,
      }),
    ),
  });
  const dataRequest = (action: 'search' | 'export', email: string) =>
    fetch(`${server.baseUrl}/api/admin/personal-data/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });

  it("a data request lists the profile made from the application and the consent it rests on; its copy holds both, with the profile's photo and CV", async () => {
    const { id, candidateId, files } = await publishedProfile('copy-me@example.com');
    const found = checked(FoundWithProfiles, await (await dataRequest('search', 'COPY-ME@example.com')).json()).data;
    expect(found.applications).toEqual([{ id, consent_version: 1, consent_at: expect.any(String), consent_withdrawn_at: null }].map((application) => expect.objectContaining(application)));
    expect(found.candidates).toEqual([{ id: candidateId, application_id: id, first_name: 'Lena', last_name: 'Petrova', published: true }]);

    const entries = await unzip(Buffer.from(await (await dataRequest('export', 'copy-me@example.com')).arrayBuffer()));
    const records = checked(ExportedWithProfiles, JSON.parse(entries.get('records.json')?.toString('utf8') ?? 'null'));
    expect(records.applications).toEqual([expect.objectContaining({ id, consent_version: 1, consent_withdrawn_at: null })]);
    const [profile] = records.candidate_profiles;
    expect(records.candidate_profiles).toHaveLength(1);
    expect(profile).toMatchObject({ id: candidateId, first_name: 'Lena', published: true, descriptions: { en: 'Warm and patient.' }, made_from: { application_id: id, consent_version: 1 } });
    expect(profile.made_from.consent_at).toBe(records.applications[0].consent_at);
    // The profile's public files, as the site serves them.
    const [photo, cv] = [profile.photo?.file ?? '', profile.cv?.file ?? ''];
    expect([photo, cv]).toEqual([expect.stringMatching(new RegExp(`^candidate-profiles/${candidateId}-photo\\.png$`)), `candidate-profiles/${candidateId}-cv.pdf`]);
    expect(entries.get(photo)?.equals(fs.readFileSync(files[0]))).toBe(true);
    expect(entries.get(cv)?.equals(fs.readFileSync(files[1]))).toBe(true);
  });

  it("a data request's erasure removes the profile, its photo and CV, and rebuilds the site", async () => {
    const { candidateId, files } = await publishedProfile('erase-me@example.com');
    const rebuildsBefore = hookCalls.length;
    const erased = await adminCall<{ data: Record<string, number> }>(server.baseUrl, 'POST', '/api/admin/personal-data/erase', { json: { email: 'Erase-Me@example.com' } });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ applications: 1, candidates: 1 });
    expect((await adminCall(server.baseUrl, 'GET', `/api/admin/candidates/${candidateId}`)).status).toBe(404);
    expect((await publicCandidates()).map((each) => each.id)).not.toContain(candidateId);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
    expect((await eventually(() => hookCalls.length, (count) => count > rebuildsBefore)) > rebuildsBefore).toBe(true);
  });

  it("the applicant's own erasure through the link does the same, and the recruiters are told without a name", async () => {
    const { id, key, candidateId, files } = await publishedProfile('erase-by-link@example.com');
    expect(await post('/api/applicant/erase', { token: key, site_language: 'ar' })).toEqual({ status: 200, body: { data: { erased: true } } });
    expect((await adminCall(server.baseUrl, 'GET', `/api/admin/applications/${id}`)).status).toBe(404);
    expect((await adminCall(server.baseUrl, 'GET', `/api/admin/candidates/${candidateId}`)).status).toBe(404);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
    expect(await post('/api/applicant/lookup', { token: key, site_language: 'ar' })).toEqual({ status: 404, body: { error: VALIDATION.ar.applicant.linkUnknown } });
    const [told] = await mailsMatching(outbox(), (mail) => mail.parsed.subject === `Application ${id} erased by the applicant`);
    expect(told.parsed.text).toContain(`(${candidateId})`);
    expect(told.parsed.text).not.toContain('Lena');
  });
});

describe("erasure leaving nothing of the applicant's name", () => {
  let erasing: Database.Database;
  beforeAll(() => (erasing = new Database(server.databasePath, { readonly: true })));
  afterAll(() => erasing.close());
  const letters = [...'abcdefghijklmnopqrstuvwxyzابتثجحخدذرزسشصضطظعغفقكلمنهوي', ...'абвгдежзийклмнопрстуфхцчшщыэюя'];
  const word = fc.array(fc.constantFrom(...letters), { minLength: 4, maxLength: 9 }).map((characters) => characters.join(''));
  const newestDeploy = () => Number(erasing.prepare('SELECT coalesce(max(id), 0) FROM deploys').pluck().get());
  const deployIdsCalled = () => hookCalls.map((call) => Number(propertyOf(propertyOf(JSON.parse(call), 'client_payload'), 'deploy_id')));
  let count = 0;
  property.prop([fc.array(word, { minLength: 2, maxLength: 3 }), fc.constantFrom('link', 'data request'), fc.constantFrom(...LANGUAGES)], { numRuns: 8 })(
    'no row anywhere, the Deploys log included, names her once her published profile is erased, by her link or a data request',
    async (words, how, language) => {
      count += 1;
      const email = `named-${count}@example.com`;
      const name = words.join(' ');
      const { id, key } = await apply(email, { name, site_language: language, [PROFILE_CONSENT_FIELD]: 'yes' });
      const { candidate_id: candidateId } = await makeCandidate(id);
      const { first_name, last_name } = await candidate(candidateId);
      const deployedBefore = newestDeploy();
      expect((await saveCandidate(candidateId, true, { rating: 5 })).status).toBe(200);
      // The site's rebuild the publication asked for is recorded before she is erased.
      await eventually(deployIdsCalled, (ids) => ids.some((deployId) => deployId > deployedBefore));
      expect(newestDeploy()).toBeGreaterThan(deployedBefore);

      if (how === 'link') expect((await post('/api/applicant/erase', { token: key, site_language: language })).status).toBe(200);
      else expect((await adminCall(server.baseUrl, 'POST', '/api/admin/personal-data/erase', { json: { email } })).status).toBe(200);
      for (const personal of [name, String(first_name), String(last_name), email]) expect([personal, rowsHolding(erasing, personal)]).toEqual([personal, []]);
    },
    240_000,
  );
});

describe('the link routes under the rate limit', () => {
  it('share the forms’ per-client limit, refused in the page language', async () => {
    const limited = await startServer({ env: { RATE_LIMIT_MAX: '3', MEDIA_DIR } });
    try {
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await postJson(limited.baseUrl, '/api/applicant/lookup', { token: 'B'.repeat(43), site_language: 'ar' }));
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 429, 429]);
      // Counted once the body is read: refused in the language the page said.
      expect(answers[4].body).toEqual({ error: VALIDATION.ar.rateLimited });
    } finally {
      await limited.stop();
      removeServerFiles(limited);
    }
  });
});
