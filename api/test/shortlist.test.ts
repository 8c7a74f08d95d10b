/**
 * A family's shortlist over real HTTP: the recruiter picks published candidates and sends them;
 * the family's mail, in its language, links to `/shortlist#key` (the key only in the mail, its
 * hash in the database); the link shows just those candidates, opens their CVs, and takes an
 * answer to each, which the staff are mailed with Reply-To the family. Hostile input is refused
 * with nothing stored, another family's key opens nothing of this one, and a closed engagement's
 * link answers 410.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Type, type TSchema } from '@sinclair/typebox';
import { LANGUAGES, type Language } from '@efe/shared/constants';
import { PROFILE_CONSENT_FIELD } from '@efe/shared/profile-consent';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { checked } from './support/checked';
import { postJson } from './support/diary';
import { expectedMessage } from './support/messages';
import { mailsMatching, readOutbox, type ReadMail } from './support/outbox-mails';
import { applicationForm, postForm } from './support/forms';
import { pdfOfSize } from './support/sample-files';
import { FIXTURE_SEED_DIR, serverForTests } from './support/server';
import { unzip } from '../../test-support/unzip';

const server = serverForTests({ env: { ADMIN_TOKEN, NOTIFY_TO: 'staff@example.com' } });

const MAIL_TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'locales', language, 'mail.json'), 'utf8')) as { shortlist: { subject: string } }]),
) as Record<Language, { shortlist: { subject: string } }>;

const call = (method: string, route: string, json?: unknown) => adminCall(server.baseUrl, method, route, json === undefined ? {} : { json });
const post = (route: string, body: unknown) => postJson(server.baseUrl, route, body);
const outbox = () => path.join(server.dataDir, 'outbox');
/** The link's answer, in plain TypeBox (Value.Check cannot read the contract's Unsafe enums). */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Shown = Type.Object({
  data: Type.Object({
    family_name: Type.String(),
    service: Nullable(Type.String()),
    candidates: Type.Array(
      Type.Object({
        id: Type.Integer(),
        first_name: Type.String(),
        last_name: Type.String(),
        roles: Type.Array(Type.String()),
        languages: Type.Array(Type.String()),
        experience_with_ages: Nullable(Type.String()),
        country: Nullable(Type.String()),
        rating: Nullable(Type.Integer()),
        photo_url: Nullable(Type.String()),
        description: Nullable(Type.String()),
        has_cv: Type.Boolean(),
        answer: Nullable(Type.Union([Type.Literal('interview'), Type.Literal('decline')])),
        reason: Nullable(Type.String()),
      }),
    ),
  }),
});
const Entries = Type.Object({ data: Type.Array(Type.Object({ candidate_id: Type.Integer(), sent_at: Type.Union([Type.String(), Type.Null()]), answer: Type.Union([Type.String(), Type.Null()]), reason: Type.Union([Type.String(), Type.Null()]) })) });

/** The seed's published candidates, by first name. */
async function published(): Promise<Record<string, number>> {
  const { data } = (await (await fetch(`${server.baseUrl}/api/teachers`)).json()) as { data: Array<{ id: number; first_name: string }> };
  return Object.fromEntries(data.map((candidate) => [candidate.first_name, candidate.id]));
}

/** An engaged family (the mobilization fee paid), in its language. */
async function engagedFamily(email: string, language: Language): Promise<number> {
  const opened = await call('POST', '/api/admin/engagements', { service: 'premier-nanny', family_name: `Family ${email}`, email, phone: '+971 50 000 0000', site_language: language, details: '' });
  expect(opened.status).toBe(201);
  const id = checked(Type.Object({ data: Type.Object({ id: Type.Integer() }) }), opened.body).data.id;
  expect((await call('POST', `/api/admin/engagements/${id}/mobilization-fee`, {})).status).toBe(200);
  expect((await call('POST', `/api/admin/engagements/${id}/stage`, { to: 'engaged' })).status).toBe(200);
  return id;
}

/** Picks and sends the shortlist; answers the key of the family's mail and the mail. */
async function sendShortlist(id: number, email: string, candidateIds: number[], language: Language): Promise<{ key: string; mail: ReadMail }> {
  expect((await call('PUT', `/api/admin/engagements/${id}/shortlist`, { candidate_ids: candidateIds })).status).toBe(200);
  expect((await call('POST', `/api/admin/engagements/${id}/shortlist/send`)).status).toBe(200);
  const [mail] = await mailsMatching(outbox(), (each) => each.to.includes(email) && each.parsed.subject === MAIL_TEXTS[language].shortlist.subject);
  const prefix = language === 'en' ? '' : `/${language}`;
  const key = new RegExp(`${prefix}/shortlist#([A-Za-z0-9_-]{43})`).exec(mail.parsed.text ?? '')?.[1];
  if (!key) throw new Error(`no shortlist link in the mail to ${email}: ${mail.parsed.text}`);
  return { key, mail };
}

const answersOf = async (id: number) => checked(Entries, (await call('GET', `/api/admin/engagements/${id}/shortlist`)).body).data;

/** What a test reads back of a candidate to save her again as she is. */
const StoredCandidateAnswer = Type.Object({ data: Type.Record(Type.String(), Type.Unknown()) });

describe('a shortlist, sent and answered', () => {
  it.each(LANGUAGES)('mails the %s family its link, shows just its candidates, opens their CVs, takes its answers and tells the staff', async (language) => {
    const { Maria, Olga, Daniel } = await published();
    const email = `shortlist-${language}@example.com`;
    const id = await engagedFamily(email, language);
    const { key, mail } = await sendShortlist(id, email, [Maria, Olga, Daniel], language);
    // The key is in the mail only: the database holds its hash, the queue a placeholder.
    const db = new Database(path.join(server.dataDir, 'content.db'), { readonly: true });
    try {
      expect(db.prepare("SELECT COUNT(*) FROM mail_queue WHERE instr(body, ?) > 0").pluck().get(key)).toBe(0);
      expect(db.prepare('SELECT COUNT(*) FROM engagement_keys WHERE engagement_id = ?').pluck().get(id)).toBe(1);
    } finally {
      db.close();
    }
    expect(mail.parsed.text).not.toContain('[private key]');
    // Sending while engaged presents the CVs.
    expect((await call('GET', `/api/admin/engagements/${id}`)).body).toMatchObject({ data: { stage: 'cvs-presented' } });

    const looked = await post('/api/shortlist/lookup', { token: key, site_language: language });
    expect(looked.status).toBe(200);
    const shown = checked(Shown, looked.body).data;
    expect(shown.candidates.map((candidate) => candidate.id)).toEqual([Maria, Olga, Daniel]);
    expect(shown.candidates.map((candidate) => candidate.has_cv)).toEqual([true, false, false]);

    const cv = await fetch(`${server.baseUrl}/api/shortlist/cv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: key, candidate_id: Maria }) });
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await cv.arrayBuffer()).equals(fs.readFileSync(path.join(FIXTURE_SEED_DIR, 'media', 'cv-maria-santos.pdf')))).toBe(true);
    expect((await post('/api/shortlist/cv', { token: key, candidate_id: Olga, site_language: language })).body).toEqual({ error: expectedMessage(language, 'shortlist.noCv') });

    for (const [candidate, answer, reason] of [[Maria, 'interview', undefined], [Olga, 'interview', 'Her Arabic.'], [Daniel, 'decline', 'We need someone who drives.']] as const) {
      const answered = await post('/api/shortlist/answer', { token: key, candidate_id: candidate, answer, ...(reason ? { reason } : {}), site_language: language });
      expect([candidate, answered.status]).toEqual([candidate, 200]);
    }
    expect((await answersOf(id)).map(({ candidate_id, answer, reason }) => ({ candidate_id, answer, reason }))).toEqual([
      { candidate_id: Maria, answer: 'interview', reason: null },
      { candidate_id: Olga, answer: 'interview', reason: 'Her Arabic.' },
      { candidate_id: Daniel, answer: 'decline', reason: 'We need someone who drives.' },
    ]);
    const staffMails = await mailsMatching(outbox(), (each) => each.to.includes('staff@example.com') && (each.parsed.subject ?? '').includes(`Family ${email}`), 3);
    for (const staffMail of staffMails) expect(staffMail.parsed.replyTo?.value.map((address) => address.address)).toEqual([email]);
    // The stage in the staff's words, as the admin says it, not its code.
    for (const staffMail of staffMails) expect(staffMail.parsed.text).toContain('\nStage: CVs presented\n');
    const declined = staffMails.find((each) => (each.parsed.subject ?? '').includes('declined'));
    expect(declined?.parsed.text).toContain('> We need someone who drives.');
  });
});

describe('what the link refuses', () => {
  let ids: Record<string, number>;
  let id: number;
  let key: string;
  beforeAll(async () => {
    ids = await published();
    id = await engagedFamily('hostile@example.com', 'ru');
    ({ key } = await sendShortlist(id, 'hostile@example.com', [ids.Maria, ids.Daniel], 'ru'));
  });

  it.each([
    [{ token: 'A'.repeat(43) }, 404],
    [{ token: 'short' }, 400],
    [{ token: `${'A'.repeat(42)}!` }, 400],
    [{}, 400],
  ])('opens nothing with %j', async (body, status) => {
    const reply = await post('/api/shortlist/lookup', { ...body, site_language: 'ru' });
    expect(reply).toEqual({ status, body: { error: expectedMessage('ru', 'shortlist.linkUnknown') } });
  });

  it.each([['A'.repeat(43)], ['short']])('refuses an unknown or partial key (%s) in Arabic calling the candidates as the page does', async (token) => {
    const reply = await post('/api/shortlist/lookup', { token, site_language: 'ar' });
    const { error } = checked(Type.Object({ error: Type.String() }), reply.body);
    expect(error).toBe(expectedMessage('ar', 'shortlist.linkUnknown'));
    // The page's title and greeting say مرشحون/المرشحين (the masculine plural, for women and men alike).
    expect(error).toContain('قائمة مرشحين');
    expect(error).not.toContain('مرشحات');
  });

  it('refuses hostile answers with 4xx, storing nothing and mailing no one', async () => {
    const mailsBefore = (await readOutbox(outbox())).length;
    const base = { token: key, candidate_id: ids.Daniel, site_language: 'ru' };
    for (const [body, status] of [
      [{ ...base, answer: 'decline' }, 400],
      [{ ...base, answer: 'decline', reason: '   ' }, 400],
      [{ ...base, answer: 'decline', reason: 'no\u0000thanks' }, 400],
      [{ ...base, answer: 'decline', reason: 'x'.repeat(1001) }, 400],
      // Past the link's body limit.
      [{ ...base, answer: 'decline', reason: 'x'.repeat(5000) }, 413],
      [{ ...base, answer: 'hire' }, 400],
      [{ ...base, answer: 'interview', candidate_id: '1' }, 400],
      [{ ...base, answer: 'interview', candidate_id: -1 }, 400],
      [{ ...base, answer: 'interview', extra: true }, 400],
      [{ ...base, answer: 'interview', reason: { text: 'x' } }, 400],
      [{ ...base, answer: 'interview', candidate_id: ids.Olga }, 404],
      [{ ...base, answer: 'interview', candidate_id: 999999 }, 404],
    ] as const) {
      const reply = await post('/api/shortlist/answer', body);
      expect([body, reply.status]).toEqual([body, status]);
    }
    expect((await post('/api/shortlist/answer', { ...base, answer: 'decline' })).body).toEqual({ errors: { reason: expectedMessage('ru', 'shortlist.reasonRequired') } });
    expect((await answersOf(id)).map((entry) => entry.answer)).toEqual([null, null]);
    expect((await post('/api/shortlist/cv', { token: key, candidate_id: ids.Olga })).status).toBe(404);
    expect((await readOutbox(outbox())).length).toBe(mailsBefore);
  });

  it("lets another family's key open nothing of this shortlist", async () => {
    const other = await engagedFamily('other-family@example.com', 'en');
    const { key: otherKey } = await sendShortlist(other, 'other-family@example.com', [ids.Olga], 'en');
    const shown = checked(Shown, (await post('/api/shortlist/lookup', { token: otherKey })).body).data;
    expect(shown.candidates.map((candidate) => candidate.id)).toEqual([ids.Olga]);
    expect(shown.family_name).toBe('Family other-family@example.com');
    expect((await post('/api/shortlist/answer', { token: otherKey, candidate_id: ids.Daniel, answer: 'interview' })).status).toBe(404);
    expect((await post('/api/shortlist/cv', { token: otherKey, candidate_id: ids.Maria })).status).toBe(404);
    expect((await answersOf(id)).map((entry) => entry.answer)).toEqual([null, null]);
  });

  it('only shortlists published candidates, and sends nothing twice', async () => {
    const fresh = await engagedFamily('picky@example.com', 'en');
    const unpublished = await call('POST', '/api/admin/candidates', { first_name: 'Draft', last_name: 'Only', published: false, roles: null, language: null, image: null, rating: null, experience_with_ages: null, attach_cv: null, country: null, descriptions: {} });
    expect(unpublished.status).toBe(201);
    const draftId = checked(Type.Object({ data: Type.Object({ id: Type.Integer() }) }), unpublished.body).data.id;
    const refused = await call('PUT', `/api/admin/engagements/${fresh}/shortlist`, { candidate_ids: [ids.Maria, draftId] });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(String(draftId));
    expect(checked(Entries, (await call('GET', `/api/admin/engagements/${fresh}/shortlist`)).body).data).toEqual([]);
    expect((await call('POST', `/api/admin/engagements/${fresh}/shortlist/send`)).status).toBe(409);
    expect((await call('PUT', `/api/admin/engagements/${fresh}/shortlist`, { candidate_ids: [ids.Maria] })).status).toBe(200);
    expect((await call('POST', `/api/admin/engagements/${fresh}/shortlist/send`)).status).toBe(200);
    const again = await call('POST', `/api/admin/engagements/${fresh}/shortlist/send`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/sent already/);
    expect((await mailsMatching(outbox(), (each) => each.to.includes('picky@example.com'))).length).toBe(1);
  });

  it('takes a candidate unpublished since (her consent withdrawn) off the shortlist, her CV and answers with her', async () => {
    const made = await call('POST', '/api/admin/candidates', { first_name: 'Later', last_name: 'Withdrawn', published: true, roles: null, language: null, image: null, rating: 4, experience_with_ages: null, attach_cv: 'cv-maria-santos.pdf', country: null, descriptions: {} });
    expect(made.status).toBe(201);
    const laterId = checked(Type.Object({ data: Type.Object({ id: Type.Integer() }) }), made.body).data.id;
    const own = await engagedFamily('withdrawn-later@example.com', 'en');
    const { key: ownKey } = await sendShortlist(own, 'withdrawn-later@example.com', [ids.Maria, laterId], 'en');
    expect(checked(Shown, (await post('/api/shortlist/lookup', { token: ownKey })).body).data.candidates.map((candidate) => candidate.id)).toEqual([ids.Maria, laterId]);
    const candidate = checked(StoredCandidateAnswer, (await call('GET', `/api/admin/candidates/${laterId}`)).body).data;
    const { first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country } = candidate;
    expect((await call('PUT', `/api/admin/candidates/${laterId}`, { first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country, published: false, descriptions: {} })).status).toBe(200);
    expect(checked(Shown, (await post('/api/shortlist/lookup', { token: ownKey })).body).data.candidates.map((candidate) => candidate.id)).toEqual([ids.Maria]);
    expect((await post('/api/shortlist/cv', { token: ownKey, candidate_id: laterId })).status).toBe(404);
    expect((await post('/api/shortlist/answer', { token: ownKey, candidate_id: laterId, answer: 'interview' })).status).toBe(404);
    expect((await answersOf(own)).find((entry) => entry.candidate_id === laterId)?.answer).toBeNull();
  });

  it('serves the CV of a profile made from an application, which /media never serves, through the link alone', async () => {
    const cvBytes = pdfOfSize(5000);
    const applied = await postForm(server.baseUrl, applicationForm({ email: 'joy.applicant@example.com', name: 'Joy Mensah', [PROFILE_CONSENT_FIELD]: 'yes' }, { cv: { bytes: cvBytes, filename: 'joy-cv.pdf', type: 'application/pdf' } }));
    expect(applied.status).toBe(201);
    const made = await call('POST', `/api/admin/applications/${applied.body.id}/candidate`);
    expect(made.status).toBe(201);
    const joyId = checked(Type.Object({ data: Type.Object({ candidate_id: Type.Integer() }) }), made.body).data.candidate_id;
    const draft = checked(StoredCandidateAnswer, (await call('GET', `/api/admin/candidates/${joyId}`)).body).data;
    const { first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country } = draft;
    expect((await call('PUT', `/api/admin/candidates/${joyId}`, { first_name, last_name, roles, language, image, rating: rating ?? 4, experience_with_ages, attach_cv, country, published: true, descriptions: { en: 'Kind.' } })).status).toBe(200);
    const cvFile = String(attach_cv);

    const family = await engagedFamily('joy-family@example.com', 'ar');
    const { key: familyKey } = await sendShortlist(family, 'joy-family@example.com', [joyId], 'ar');
    expect(checked(Shown, (await post('/api/shortlist/lookup', { token: familyKey })).body).data.candidates.map((one) => [one.id, one.has_cv])).toEqual([[joyId, true]]);
    // Published, her CV is still no public file.
    const open = await fetch(`${server.baseUrl}/media/${cvFile}`);
    expect([open.status, open.headers.get('cache-control')]).toEqual([404, 'no-store']);

    const cv = await fetch(`${server.baseUrl}/api/shortlist/cv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: familyKey, candidate_id: joyId }) });
    expect([cv.status, cv.headers.get('content-type'), cv.headers.get('cache-control')]).toEqual([200, 'application/pdf', 'no-store']);
    expect(Buffer.from(await cv.arrayBuffer()).equals(cvBytes)).toBe(true);
    // A family she was not sent to, or no key, opens nothing of it.
    expect((await post('/api/shortlist/cv', { token: key, candidate_id: joyId })).status).toBe(404);
    expect((await post('/api/shortlist/cv', { candidate_id: joyId })).status).toBe(400);
  });

  it("answers 410 once the engagement is closed, for the look-up, the answers and the CVs", async () => {
    expect((await call('POST', `/api/admin/engagements/${id}/stage`, { to: 'closed', note: 'The family found someone.' })).status).toBe(200);
    const gone = { status: 410, body: { error: expectedMessage('ru', 'shortlist.closed') } };
    expect(await post('/api/shortlist/lookup', { token: key, site_language: 'ru' })).toEqual(gone);
    expect(await post('/api/shortlist/answer', { token: key, candidate_id: ids.Maria, answer: 'interview', site_language: 'ru' })).toEqual(gone);
    expect(await post('/api/shortlist/cv', { token: key, candidate_id: ids.Maria, site_language: 'ru' })).toEqual(gone);
    expect((await answersOf(id)).map((entry) => entry.answer)).toEqual([null, null]);
  });
});

describe("a family's data request", () => {
  it('finds, exports and erases its engagement with the history, the shortlist and its answers, the keys and every mail about it; the link then opens nothing', async () => {
    const { Maria } = await published();
    const email = 'data.request@example.com';
    const id = await engagedFamily(email, 'en');
    const { key } = await sendShortlist(id, email, [Maria], 'en');
    expect((await post('/api/shortlist/answer', { token: key, candidate_id: Maria, answer: 'decline', reason: 'Too far from us.' })).status).toBe(200);
    await mailsMatching(outbox(), (each) => each.to.includes('staff@example.com') && (each.parsed.subject ?? '').includes(`Family ${email}`));
    // Another spelling of the same mailbox finds it, as for every lead.
    const asked = { email: 'DATA.Request@Example.COM' };

    const found = await call('POST', '/api/admin/personal-data/search', asked);
    expect(found.status).toBe(200);
    const held = found.body.data as { engagements: Array<{ id: number; stage: string }>; mails: Array<{ kind: string }> };
    expect(held.engagements).toEqual([expect.objectContaining({ id, stage: 'cvs-presented' })]);
    expect(held.mails.map((mail) => mail.kind).sort()).toEqual(['shortlist', 'shortlist-answer-notification']);

    const exported = await fetch(`${server.baseUrl}/api/admin/personal-data/export`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(asked) });
    expect(exported.status).toBe(200);
    const records = JSON.parse((await unzip(Buffer.from(await exported.arrayBuffer()))).get('records.json')!.toString('utf8')) as {
      engagements: Array<{ id: number; history: Array<{ to_stage: string }>; shortlist: Array<{ candidate_id: number; answer: string; reason: string }> }>;
    };
    expect(records.engagements).toEqual([
      expect.objectContaining({
        id,
        history: [expect.objectContaining({ to_stage: 'consultation' }), expect.objectContaining({ to_stage: 'engaged' }), expect.objectContaining({ to_stage: 'cvs-presented' })],
        shortlist: [expect.objectContaining({ candidate_id: Maria, answer: 'decline', reason: 'Too far from us.' })],
      }),
    ]);

    const erased = await call('POST', '/api/admin/personal-data/erase', asked);
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ engagements: 1, mails: 2 });
    expect((await call('GET', `/api/admin/engagements/${id}`)).status).toBe(404);
    expect(await post('/api/shortlist/lookup', { token: key })).toMatchObject({ status: 404 });
    const db = new Database(path.join(server.dataDir, 'content.db'), { readonly: true });
    try {
      for (const table of ['engagement_events', 'engagement_keys', 'shortlist_entries']) {
        expect([table, db.prepare(`SELECT COUNT(*) FROM ${table} WHERE engagement_id = ?`).pluck().get(id)]).toEqual([table, 0]);
      }
      expect(db.prepare("SELECT COUNT(*) FROM mail_queue WHERE lead_kind = 'engagement' AND lead_id = ?").pluck().get(id)).toBe(0);
    } finally {
      db.close();
    }
  });
});
