/**
 * What /media serves of the candidates' files, over real HTTP: a draft's photo and CV to no one,
 * a published candidate's photo to everyone, the CV of a profile made from an application never
 * (its applicant agreed to families being sent it privately), decided from the database as it is
 * at each request (published later: served at once; withdrawn: refused at once, and never kept
 * long by a CDN meanwhile), refused as a missing file is and never cached, however the name is spelt. Hand-typed candidates' files and
 * the posts' pictures are served as before; the staff open every file through the admin's routes.
 */
import { checked } from './support/checked';
import { Type } from '@sinclair/typebox';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fc, test as property } from '@fast-check/jest';
import { PROFILE_CONSENT_FIELD } from '@efe/shared/profile-consent';
import { migrate } from '../src/db/migrate';
import { MEDIA_USES } from '../src/db/media-audience';
import { ADMIN_TOKEN, adminCall, fileForm } from './support/admin';
import { postJson } from './support/diary';
import { applicationForm, postForm } from './support/forms';
import { mailsMatching } from './support/outbox-mails';
import { pdfOfSize, pngOfSize } from './support/sample-files';
import { serverForTests } from './support/server';

const MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'media-privacy-'));
afterAll(() => fs.rmSync(MEDIA_DIR, { recursive: true, force: true }));
const server = serverForTests({ env: { MEDIA_DIR, ADMIN_TOKEN, DEPLOY_DEBOUNCE_MS: '50' } });

const media = (file: string, init?: RequestInit) => fetch(`${server.baseUrl}/media/${file}`, init);
const statusOf = async (file: string, init?: RequestInit) => (await media(file, init)).status;

interface Candidate {
  id: number;
  image: string | null;
  attach_cv: string | null;
  image_url: string | null;
  attach_cv_url: string | null;
  [field: string]: unknown;
}
const candidate = async (id: number) => (await adminCall<{ data: Candidate }>(server.baseUrl, 'GET', `/api/admin/candidates/${id}`)).body.data;
async function publish(id: number, published: boolean): Promise<number> {
  const { first_name, last_name, roles, language, image, rating, experience_with_ages, attach_cv, country } = await candidate(id);
  const saved = await adminCall(server.baseUrl, 'PUT', `/api/admin/candidates/${id}`, {
    // Publishing needs a rating: the recruiter gives one.
    json: { first_name, last_name, roles, language, image, rating: rating ?? 4, experience_with_ages, attach_cv, country, published, descriptions: { en: 'Kind and patient.' } },
  });
  return saved.status;
}

/** An application with consent, the candidate made from it, and the key of its private link. */
async function profileFromApplication(email: string): Promise<{ candidateId: number; key: string; photo: string; cv: string }> {
  const sent = await postForm(server.baseUrl, applicationForm({ email, name: 'Joy Mensah', [PROFILE_CONSENT_FIELD]: 'yes' }));
  expect(sent.status).toBe(201);
  const made = await adminCall<{ data: { candidate_id: number } }>(server.baseUrl, 'POST', `/api/admin/applications/${sent.body.id}/candidate`);
  expect(made.status).toBe(201);
  const [mail] = await mailsMatching(path.join(server.dataDir, 'outbox'), (each) => each.to.includes(email));
  const key = /\/my-application#([A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? '')?.[1] ?? 'no key';
  const { image, attach_cv: cv } = await candidate(made.body.data.candidate_id);
  if (!image || !cv) throw new Error('the draft took no photo or CV from the application');
  return { candidateId: made.body.data.candidate_id, key, photo: image, cv };
}

async function expectRefused(file: string): Promise<void> {
  for (const method of ['GET', 'HEAD']) {
    const response = await media(file, { method });
    expect([file, method, response.status]).toEqual([file, method, 404]);
    // Never kept: a draft published later must be served at once, by a CDN too.
    expect(response.headers.get('cache-control')).toBe('no-store');
  }
}

describe("a profile made from an application", () => {
  it('its draft photo and CV are served to no one; published, the photo is and the CV never; withdrawn, neither; the staff open both', async () => {
    const { candidateId, key, photo, cv } = await profileFromApplication('joy@example.com');
    await expectRefused(photo);
    await expectRefused(cv);
    // A refused file answers as a missing one does: nothing says it exists.
    const missing = await media('0123456789abcdef0123456789abcdef.png');
    expect([missing.status, await missing.text()]).toEqual([404, JSON.stringify({ error: 'Not found: GET /media/0123456789abcdef0123456789abcdef.png' })]);
    expect(await (await media(photo)).text()).toBe(JSON.stringify({ error: `Not found: GET /media/${photo}` }));

    expect(await publish(candidateId, true)).toBe(200);
    const served = await media(photo);
    expect(served.status).toBe(200);
    // Kept as briefly as the content's answers: her consent may be withdrawn, a year-long copy would outlive it.
    expect(served.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(path.join(MEDIA_DIR, photo)))).toBe(true);
    await expectRefused(cv);

    // Withdrawn through the link: refused at once, before any rebuild.
    expect((await postJson(server.baseUrl, '/api/applicant/withdraw', { token: key, site_language: 'en' })).status).toBe(200);
    await expectRefused(photo);
    await expectRefused(cv);

    // The staff: through the admin's own routes, which the admin's answers point at; no one else.
    const shown = await candidate(candidateId);
    expect([shown.image_url, shown.attach_cv_url]).toEqual([`${server.baseUrl}/api/admin/images/${photo}`, `${server.baseUrl}/api/admin/files/${cv}`]);
    for (const [url, file] of [[shown.image_url, photo], [shown.attach_cv_url, cv]] as const) {
      const staff = await fetch(url ?? '', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(staff.status).toBe(200);
      expect(staff.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.from(await staff.arrayBuffer()).equals(fs.readFileSync(path.join(MEDIA_DIR, file)))).toBe(true);
      expect((await fetch(url ?? '')).status).toBe(401);
    }
    // The applicant still sees her photo on her private page: the picture itself, not its refused address.
    const lookup = await postJson(server.baseUrl, '/api/applicant/lookup', { token: key, site_language: 'en' });
    const photoUrl = checked(Type.Object({ data: Type.Object({ profile: Type.Object({ photo_url: Type.String() }) }) }), lookup.body).data.profile.photo_url;
    expect(photoUrl).toBe(`data:image/png;base64,${fs.readFileSync(path.join(MEDIA_DIR, photo)).toString('base64')}`);
  });

  it.each([
    ['a draft', false],
    ['published', true],
  ])('deleted (%s), takes its photo and CV with it: /media never serves them, the media folder holds them no more', async (_state, published) => {
    const { candidateId, photo, cv } = await profileFromApplication(`deleted-${String(published)}@example.com`);
    if (published) expect(await publish(candidateId, true)).toBe(200);
    expect((await adminCall(server.baseUrl, 'DELETE', `/api/admin/candidates/${candidateId}`)).status).toBe(204);
    await expectRefused(photo);
    await expectRefused(cv);
    for (const file of [photo, cv]) expect([file, fs.existsSync(path.join(MEDIA_DIR, file))]).toEqual([file, false]);
  });

  it('saved without its photo and CV, lets them go: nothing else could have named them', async () => {
    const { candidateId, photo, cv } = await profileFromApplication('replaced@example.com');
    // A published hand-typed candidate may not show her CV (api/test/applicant-files.test.ts has the rest).
    const other = await adminCall(server.baseUrl, 'POST', '/api/admin/candidates', {
      json: { first_name: 'Rose', last_name: 'Njeri', roles: ['Nanny'], language: ['English'], rating: 4, attach_cv: cv, published: true },
    });
    expect(other.status).toBe(409);
    const { first_name, last_name, roles, language } = await candidate(candidateId);
    const saved = await adminCall(server.baseUrl, 'PUT', `/api/admin/candidates/${candidateId}`, {
      json: { first_name, last_name, roles, language, image: null, attach_cv: null, published: false },
    });
    expect(saved.status).toBe(200);
    for (const file of [photo, cv]) {
      await expectRefused(file);
      expect([file, fs.existsSync(path.join(MEDIA_DIR, file))]).toEqual([file, false]);
    }
  });

  // However the name is written in the URL (letters %-encoded in either case, or encoded twice), a
  // withheld file is never served; a published photo is, once encoded.
  property.prop([fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), fc.boolean(), fc.constantFrom('once', 'twice')], { numRuns: 30 })(
    'refuses a withheld file in any spelling of its name',
    async (encoded, upper, times) => {
      const spell = (file: string) =>
        [...file]
          .map((character, at) => {
            if (!encoded[at % encoded.length]) return character;
            const hex = character.charCodeAt(0).toString(16);
            const escape = `%${upper ? hex.toUpperCase() : hex}`;
            return times === 'twice' ? `%25${escape.slice(1)}` : escape;
          })
          .join('');
      const { cv } = await withheldFiles();
      await expectRefused(spell(cv));
      const { photo } = await publishedFiles();
      expect(await statusOf(spell(photo))).toBe(times === 'twice' && spell(photo) !== photo ? 404 : 200);
    },
  );
});

let withheld: Promise<{ cv: string }> | undefined;
let published: Promise<{ photo: string }> | undefined;
const withheldFiles = () => (withheld ??= profileFromApplication('spelling-draft@example.com'));
const publishedFiles = () =>
  (published ??= profileFromApplication('spelling-published@example.com').then(async (profile) => {
    expect(await publish(profile.candidateId, true)).toBe(200);
    return profile;
  }));

describe('hand-typed candidates and posts', () => {
  it("serves a hand-typed published candidate's photo and CV and a post's picture as before", async () => {
    for (const file of ['candidate-maria.png', 'cv-maria-santos.pdf', 'blog-school.jpg']) {
      const response = await media(file);
      expect([file, response.status, response.headers.get('cache-control')]).toEqual([file, 200, 'public, max-age=31536000, immutable']);
    }
  });

  it("withholds a hand-typed draft's photo and CV until she is published, and again once she is unpublished", async () => {
    const upload = async (route: string, form: FormData) => (await adminCall<{ data: { file: string } }>(server.baseUrl, 'POST', route, { form })).body.data.file;
    const photo = await upload('/api/admin/images', fileForm('image', pngOfSize(2048), 'photo.png', 'image/png'));
    const cv = await upload('/api/admin/files', fileForm('file', pdfOfSize(4096), 'cv.pdf', 'application/pdf'));
    // Uploaded, not yet saved into anything: served as an editor's upload always was.
    expect(await statusOf(photo)).toBe(200);
    const made = await adminCall<{ data: { id: number } }>(server.baseUrl, 'POST', '/api/admin/candidates', {
      json: { first_name: 'Noor', last_name: 'Hassan', roles: ['Tutor'], language: ['Arabic'], image: photo, attach_cv: cv, published: false },
    });
    expect(made.status).toBe(201);
    await expectRefused(photo);
    await expectRefused(cv);
    expect(await publish(made.body.data.id, true)).toBe(200);
    expect([await statusOf(photo), await statusOf(cv)]).toEqual([200, 200]);
    expect(await publish(made.body.data.id, false)).toBe(200);
    await expectRefused(photo);
    await expectRefused(cv);
  });

  it('keeps a file public that a published candidate shows, whatever a draft sharing it', async () => {
    const made = await adminCall(server.baseUrl, 'POST', '/api/admin/candidates', {
      json: { first_name: 'Maria', last_name: 'Copy', roles: ['Nanny'], language: ['English'], image: 'candidate-maria.png', attach_cv: 'cv-maria-santos.pdf', published: false },
    });
    expect(made.status).toBe(201);
    expect([await statusOf('candidate-maria.png'), await statusOf('cv-maria-santos.pdf')]).toEqual([200, 200]);
  });
});

it("answers from the file name's indexes, never a scan of the candidates or posts", () => {
  const db = new Database(':memory:');
  migrate(db);
  const plan = db
    .prepare<{ file: string }, { detail: string }>(`EXPLAIN QUERY PLAN ${MEDIA_USES.text}`)
    .all({ file: 'x.png' })
    .map((row) => row.detail);
  db.close();
  const tables = plan.filter((detail) => /\b(candidates|blog_posts)\b/.test(detail));
  expect(tables).toHaveLength(3);
  for (const detail of tables) expect(detail).toMatch(/^SEARCH (candidates|blog_posts) USING (COVERING )?INDEX (candidates_image \(image=\?\)|candidates_attach_cv \(attach_cv=\?\)|blog_posts_image \(image=\?\))$/);
  expect(new Set(tables.map((detail) => /INDEX (\w+)/.exec(detail)?.[1]))).toEqual(new Set(['candidates_image', 'candidates_attach_cv', 'blog_posts_image']));
});
