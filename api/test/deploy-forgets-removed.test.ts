/**
 * Which deploys tell the build to forget removed personal data (client_payload.forget_removed),
 * over real HTTP: the changes are made through the API's routes, a small server in the test plays
 * the deploy hook. A build told so starts without Gatsby's LMDB stores (gatsby/lmdb-stores.ts),
 * which keep deleted records' bytes; every other build keeps them, and stays warm.
 */
import path from 'node:path';
import { fc, test as property } from '@fast-check/jest';
import { PROFILE_CONSENT_FIELD } from '@efe/shared/profile-consent';
import { propertyOf } from '@efe/shared/read-unknown';
import { ADMIN_TOKEN, adminCall } from './support/admin';
import { postJson } from './support/diary';
import { applicationForm, postForm } from './support/forms';
import { mailsMatching } from './support/outbox-mails';
import { recordingHook } from './support/recording-hook';
import { serverForTests } from './support/server';

/** One call of the hook: what its payload said. */
interface HookCall {
  deployId: number;
  changes: number;
  forgetRemoved: unknown;
}
const hook = recordingHook();
const hookCall = (raw: string): HookCall => {
  const payload = propertyOf(JSON.parse(raw), 'client_payload');
  return { deployId: Number(propertyOf(payload, 'deploy_id')), changes: Number(propertyOf(payload, 'changes')), forgetRemoved: propertyOf(payload, 'forget_removed') };
};
/** The calls made so far (a failed one as often as it was tried). */
const hookCalls = () => hook.calls.map(hookCall);

const server = serverForTests({
  env: {
    ADMIN_TOKEN,
    DEPLOY_DEBOUNCE_MS: '150',
    DEPLOY_MAX_ATTEMPTS: '2',
    DEPLOY_RETRY_BASE_MS: '50',
    // Read as the API starts (after the hook above listens): the environment is copied then.
    get DEPLOY_HOOK_URL() {
      return hook.url;
    },
  },
});

async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface DeployRow {
  status: string;
}
const deploys = async () => (await adminCall<{ data: DeployRow[] }>(server.baseUrl, 'GET', '/api/admin/deploys')).body.data;
/** The content writes made so far: each asks for a deploy. */
let writes = 0;
/** The writes the hook has been called for (each deploy once, however often it was tried). */
const calledFor = () => [...new Map(hookCalls().map((call) => [call.deployId, call.changes])).values()].reduce((sum, changes) => sum + changes, 0);
/** Makes the changes, waits until the hook was called for every write and no deploy is being tried, and answers the calls made since. */
async function callsAfter(action: () => Promise<unknown>): Promise<HookCall[]> {
  const before = hook.calls.length;
  await action();
  await eventually(calledFor, (called) => called === writes);
  await eventually(deploys, (list) => list.every((deploy) => deploy.status !== 'pending'));
  expect(calledFor()).toBe(writes);
  return hookCalls().slice(before);
}

const admin = async (method: 'POST' | 'PUT' | 'DELETE', route: string, json?: unknown) => {
  const answer = await adminCall<{ data?: { id: number } }>(server.baseUrl, method, route, json === undefined ? {} : { json });
  expect([route, answer.status]).toEqual([route, method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200]);
  writes += 1;
  return answer.body?.data?.id ?? 0;
};

const KEY_IN_LINK = /\/my-application#([A-Za-z0-9_-]{43})/;
let applicants = 0;
/** A consenting applicant's profile, made by a recruiter and published; answers her link's key and the profile's and application's ids. */
async function publishedApplicant(): Promise<{ key: string; candidateId: number; email: string }> {
  applicants += 1;
  const email = `forget-${applicants}@example.com`;
  const sent = await postForm(server.baseUrl, applicationForm({ email, name: 'Lena Petrova', [PROFILE_CONSENT_FIELD]: 'yes' }));
  expect(sent.status).toBe(201);
  const [mail] = await mailsMatching(path.join(server.dataDir, 'outbox'), (each) => each.to.includes(email));
  const key = KEY_IN_LINK.exec(mail.parsed.text ?? '')?.[1] ?? '';
  const made = await adminCall<{ data: { candidate_id: number } }>(server.baseUrl, 'POST', `/api/admin/applications/${sent.body.id}/candidate`);
  const candidateId = made.body.data.candidate_id;
  const current = (await adminCall<{ data: Record<string, unknown> }>(server.baseUrl, 'GET', `/api/admin/candidates/${candidateId}`)).body.data;
  const { first_name, last_name, roles, language, image, experience_with_ages, attach_cv, country } = current;
  await admin('PUT', `/api/admin/candidates/${candidateId}`, { first_name, last_name, roles, language, image, experience_with_ages, attach_cv, country, rating: 4, published: true });
  return { key, candidateId, email };
}

/** A withdrawal or an erasure of a published profile: one write, answered 200. */
async function removal(answer: Promise<{ status: number }>): Promise<void> {
  expect((await answer).status).toBe(200);
  writes += 1;
}

const post = (slug: string) => ({ slug, translations: { en: { title: `Post ${slug}`, content: '<p>Text.</p>' } } });
const testimonial = (name: string) => ({ translations: { en: { name, testimonial: 'Thank you.' } } });
const handTyped = (published: boolean) => ({ first_name: 'Maria', last_name: 'Santos', roles: 'Nanny', rating: 5, published });

describe('a deploy after a removal of personal data', () => {
  afterEach(() => (hook.status = 204));

  it("is told to forget it after a withdrawal through the applicant's link, and not after the publication before it", async () => {
    const published = await callsAfter(() => publishedApplicant());
    expect(published.map((call) => call.forgetRemoved)).toEqual(published.map(() => false));
    const { key } = await publishedApplicant();
    const withdrawn = await callsAfter(() => removal(postJson(server.baseUrl, '/api/applicant/withdraw', { token: key, site_language: 'en' })));
    expect(withdrawn.map((call) => call.forgetRemoved)).toEqual([true]);
  });

  it("is told to forget it after an erasure, by the applicant's link or a data request", async () => {
    const { key } = await publishedApplicant();
    expect((await callsAfter(() => removal(postJson(server.baseUrl, '/api/applicant/erase', { token: key, site_language: 'ar' })))).map((call) => call.forgetRemoved)).toEqual([true]);
    const { email } = await publishedApplicant();
    const erased = await callsAfter(() => removal(adminCall(server.baseUrl, 'POST', '/api/admin/personal-data/erase', { json: { email } })));
    expect(erased.map((call) => call.forgetRemoved)).toEqual([true]);
  });

  it('is told so by the next deploy the hook takes when its own call failed, and by none after that', async () => {
    let id = 0;
    await callsAfter(async () => (id = await admin('POST', '/api/admin/testimonials', testimonial('A parent'))));
    hook.status = 503;
    const failed = await callsAfter(() => admin('DELETE', `/api/admin/testimonials/${id}`));
    expect(failed.map((call) => call.forgetRemoved)).toEqual([true, true]);
    hook.status = 204;
    // An ordinary edit's deploy, the first delivered since: it carries the removal.
    expect((await callsAfter(() => admin('POST', '/api/admin/blog', post('after-a-failed-call')))).map((call) => call.forgetRemoved)).toEqual([true]);
    expect((await callsAfter(() => admin('POST', '/api/admin/blog', post('and-the-next')))).map((call) => call.forgetRemoved)).toEqual([false]);
  });

  /** One change through the admin's routes, and whether it takes a person's data off the site. */
  const CHANGES = [
    'post created',
    'post edited',
    'testimonial created',
    'testimonial edited',
    'testimonial deleted',
    'candidate created',
    'candidate edited',
    'candidate unpublished',
    'candidate deleted',
  ] as const;
  type Change = (typeof CHANGES)[number];
  const REMOVES: Record<Change, boolean> = {
    'post created': false,
    'post edited': false,
    'testimonial created': false,
    'testimonial edited': false,
    'testimonial deleted': true,
    'candidate created': false,
    'candidate edited': false,
    'candidate unpublished': true,
    'candidate deleted': true,
  };
  let made = 0;
  async function make(change: Change): Promise<void> {
    made += 1;
    const slug = `burst-${made}`;
    if (change === 'post created') await admin('POST', '/api/admin/blog', post(slug));
    if (change === 'post edited') await admin('PUT', `/api/admin/blog/${await admin('POST', '/api/admin/blog', post(slug))}`, post(`${slug}-edited`));
    if (change === 'testimonial created') await admin('POST', '/api/admin/testimonials', testimonial(`Parent ${made}`));
    if (change.startsWith('testimonial ') && change !== 'testimonial created') {
      const id = await admin('POST', '/api/admin/testimonials', testimonial(`Parent ${made}`));
      if (change === 'testimonial edited') await admin('PUT', `/api/admin/testimonials/${id}`, testimonial(`Parent ${made}, edited`));
      else await admin('DELETE', `/api/admin/testimonials/${id}`);
    }
    if (change === 'candidate created') await admin('POST', '/api/admin/candidates', handTyped(true));
    if (change.startsWith('candidate ') && change !== 'candidate created') {
      const id = await admin('POST', '/api/admin/candidates', handTyped(true));
      if (change === 'candidate edited') await admin('PUT', `/api/admin/candidates/${id}`, { ...handTyped(true), first_name: 'Mariam' });
      if (change === 'candidate unpublished') await admin('PUT', `/api/admin/candidates/${id}`, handTyped(false));
      if (change === 'candidate deleted') await admin('DELETE', `/api/admin/candidates/${id}`);
    }
  }
  /** How many changes `make` makes (an edit or a removal creates its item first). */
  const writesOf = (change: Change) => (change.endsWith('created') ? 1 : 2);

  property.prop([fc.array(fc.constantFrom(...CHANGES), { minLength: 1, maxLength: 4 })], { numRuns: 12 })(
    "a burst of changes makes deploys that are told to forget exactly when one of the changes each covers took a person's data off the site",
    async (changes) => {
      const tried = await callsAfter(async () => {
        for (const change of changes) await make(change);
      });
      // Each deploy once, however often it was tried.
      const calls = [...new Map(tried.map((call) => [call.deployId, call])).values()];
      // The calls cover the writes in order, each as many as its payload counts (a busy machine may split a burst).
      const writes = changes.flatMap((change) => Array.from({ length: writesOf(change) }, (_, index) => index === writesOf(change) - 1 && REMOVES[change]));
      expect(calls.reduce((sum, call) => sum + call.changes, 0)).toBe(writes.length);
      let covered = 0;
      for (const call of calls) {
        expect([call.deployId, call.forgetRemoved]).toEqual([call.deployId, writes.slice(covered, covered + call.changes).some(Boolean)]);
        covered += call.changes;
      }
    },
    120_000,
  );
});
