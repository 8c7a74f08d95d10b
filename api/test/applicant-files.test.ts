/**
 * An applicant's photo and CV stay hers, over real HTTP, whoever asks: the profile made from her
 * application is the one thing that may show them (no other candidate, no post, in a field or in
 * its text, however the name is spelt), the media library does not offer them, so /media never
 * serves them and her erasure takes them. Her data outside her application (the files, where the
 * profile came from, her profile's draft itself) is for the roles that may open applications, also
 * on a percent-encoded path; changing or deleting her profile too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fc, test as property } from '@fast-check/jest';
import { checked } from './support/checked';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ADMIN_RESOURCES, STAFF_ROLES, type StaffRole } from '@efe/shared/contract/admin-resources';
import { Staff } from '../src/staff/staff';
import { ADMIN_TOKEN } from './support/admin';
import { applicationForm, postForm } from './support/forms';
import { removeServerFiles, startServer, type RunningServer } from './support/server';
import { addStaffAccounts, sessionHeaders } from './support/staff-accounts';

const MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'applicant-files-'));
let server: RunningServer;
let db: Database.Database;
let staff: Staff;

type Caller = StaffRole | 'token';
const CALLERS: Caller[] = ['owner', 'editor', 'recruiter', 'token'];
const userIds: Partial<Record<StaffRole, number>> = {};

beforeAll(async () => {
  server = await startServer({ env: { MEDIA_DIR, ADMIN_TOKEN } });
  db = new Database(server.databasePath);
  staff = new Staff(db);
  Object.assign(userIds, addStaffAccounts(staff, ['owner', 'editor', 'recruiter']));
}, 60_000);

afterAll(async () => {
  db?.close();
  await server?.stop();
  if (server) removeServerFiles(server);
  fs.rmSync(MEDIA_DIR, { recursive: true, force: true });
});

const AnswerBody = Type.Object({ data: Type.Optional(Type.Unknown()), errors: Type.Optional(Type.Record(Type.String(), Type.String())), error: Type.Optional(Type.String()) });
interface Answer {
  status: number;
  body: Static<typeof AnswerBody> | null;
}
const WithId = Type.Object({ id: Type.Integer() });
/** The answer's `data`, checked against the shape the test reads. */
const dataOf = <S extends TSchema>(answer: Answer, schema: S): Static<S> => checked(schema, answer.body?.data);

/** A call by a staff account of the role (a session of its own) or by the automation token. */
async function call(caller: Caller, method: string, route: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (caller === 'token') {
    headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  } else {
    Object.assign(headers, sessionHeaders(staff, userIds[caller] ?? 0));
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  // A file route answers the file itself: only JSON is read.
  const json = response.headers.get('content-type')?.startsWith('application/json') ? checked(AnswerBody, await response.json()) : null;
  return { status: response.status, body: json };
}

const CandidateAnswer = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  attach_cv: Type.Union([Type.String(), Type.Null()]),
  made_from: Type.Optional(Type.Union([Type.Object({ name: Type.String() }), Type.Null()])),
});
const candidateOf = async (caller: Caller, id: number) => dataOf(await call(caller, 'GET', `/api/admin/candidates/${id}`), CandidateAnswer);

let applications = 0;
/** An application sent WITHOUT consent to a profile, and the draft a recruiter made of it. */
async function draftFromApplication(): Promise<{ email: string; candidateId: number; photo: string; cv: string }> {
  applications += 1;
  const email = `applicant-${applications}@example.com`;
  const sent = await postForm(server.baseUrl, applicationForm({ email, name: 'Amara Okafor' }));
  expect(sent.status).toBe(201);
  const made = await call('recruiter', 'POST', `/api/admin/applications/${sent.body.id}/candidate`);
  expect(made.status).toBe(201);
  const candidateId = dataOf(made, Type.Object({ candidate_id: Type.Integer() })).candidate_id;
  const { image, attach_cv } = await candidateOf('recruiter', candidateId);
  if (!image || !attach_cv) throw new Error('the draft took no photo or CV from the application');
  return { email, candidateId, photo: image, cv: attach_cv };
}

/** `route` with the characters `escaped` picks (never a "/") percent-encoded, in upper or lower case hex: the router decodes them all. */
function spelling(route: string, escaped: readonly boolean[], upper: boolean): string {
  const spelt = [...route.slice('/api/'.length)].map((character, at) => {
    if (character === '/' || !escaped[at % escaped.length]) return character;
    const hex = character.charCodeAt(0).toString(16);
    return `%${upper ? hex.toUpperCase() : hex}`;
  });
  return `/api/${spelt.join('')}`;
}

const mediaStatus = async (file: string) => (await fetch(`${server.baseUrl}/media/${file}`)).status;
const onDisk = (file: string) => fs.existsSync(path.join(MEDIA_DIR, file));

let slugs = 0;
const post = (fields: { image?: string; content?: string }) => {
  slugs += 1;
  return {
    slug: `applicant-files-${slugs}`,
    ...(fields.image ? { image: fields.image } : {}),
    translations: { en: { title: 'A week with a new nanny', content: fields.content ?? '<p>The first week.</p>' } },
  };
};
const ROSE = { first_name: 'Rose', last_name: 'Njeri', roles: ['Nanny'], language: ['English'] };

describe("an applicant's photo and CV, named by anything but her profile", () => {
  let her: Awaited<ReturnType<typeof draftFromApplication>>;
  beforeAll(async () => {
    her = await draftFromApplication();
  });

  it.each(CALLERS)('are refused to another candidate, new or saved, published or not (%s)', async (caller) => {
    const created = await call(caller, 'POST', '/api/admin/candidates', { ...ROSE, image: her.photo, attach_cv: her.cv, published: true });
    expect(created.status).toBe(409);
    expect(Object.keys(created.body?.errors ?? {}).sort()).toEqual(['attach_cv', 'image']);
    expect(created.body?.errors?.image).toContain("an applicant's own file");

    const rose = await call(caller, 'POST', '/api/admin/candidates', { ...ROSE, published: false });
    expect(rose.status).toBe(201);
    const roseId = dataOf(rose, WithId).id;
    for (const [field, file] of [['image', her.photo], ['attach_cv', her.cv]] as const) {
      const saved = await call(caller, 'PUT', `/api/admin/candidates/${roseId}`, { ...ROSE, [field]: file, published: false });
      expect([field, saved.status, Object.keys(saved.body?.errors ?? {})]).toEqual([field, 409, [field]]);
    }
    expect(await candidateOf(caller, roseId)).toMatchObject({ image: null, attach_cv: null });
    expect([await mediaStatus(her.photo), await mediaStatus(her.cv)]).toEqual([404, 404]);
  });

  it.each(CALLERS)('are refused to a post, as its picture or in its text (%s)', async (caller) => {
    // A recruiter may not write posts at all; everyone who may is refused her files.
    const expected = caller === 'recruiter' ? 403 : 409;
    const asPicture = await call(caller, 'POST', '/api/admin/blog', post({ image: her.photo }));
    expect(asPicture.status).toBe(expected);
    if (expected === 409) expect(Object.keys(asPicture.body?.errors ?? {})).toEqual(['image']);
    const inText = await call(caller, 'POST', '/api/admin/blog', post({ content: `<p><img src="/media/${her.photo}"> <a href="/media/${her.cv}">CV</a></p>` }));
    expect(inText.status).toBe(expected);
    if (expected === 409) expect(Object.keys(inText.body?.errors ?? {})).toEqual(['translations.en.content']);
    if (caller !== 'recruiter') {
      const fine = await call(caller, 'POST', '/api/admin/blog', post({}));
      expect(fine.status).toBe(201);
      const id = dataOf(fine, WithId).id;
      const replaced = await call(caller, 'PUT', `/api/admin/blog/${id}`, { ...post({ image: her.photo }), slug: dataOf(fine, Type.Object({ slug: Type.String() })).slug });
      expect(replaced.status).toBe(409);
    }
    expect([await mediaStatus(her.photo), await mediaStatus(her.cv)]).toEqual([404, 404]);
  });

  // The post's text is read as the site's sanitizer and /media read it: entities, %-escapes in
  // either case, "./" and "../" segments, repeated slashes, another host's address.
  property.prop([fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), fc.boolean(), fc.constantFrom('src', 'href', 'srcset'), fc.constantFrom('/media/', '/./media/', '/x/../media/', '/media//', 'https://example.com/media/')], {
    numRuns: 25,
  })('are refused in a post\'s text however the name is spelt', async (escaped, upper, attribute, prefix) => {
    const spelt = [...her.cv]
      .map((character, at) => {
        if (!escaped[at % escaped.length]) return character;
        const hex = character.charCodeAt(0).toString(16);
        return at % 2 === 0 ? `%${upper ? hex.toUpperCase() : hex}` : `&#x${hex};`;
      })
      .join('');
    const tag = attribute === 'href' ? `<a href="${prefix}${spelt}">CV</a>` : `<img ${attribute}="${prefix}${spelt}">`;
    const refused = await call('editor', 'POST', '/api/admin/blog', post({ content: `<p>${tag}</p>` }));
    expect([tag, refused.status]).toEqual([tag, 409]);
  });

  it('are not offered by the media library', async () => {
    for (const caller of ['owner', 'editor', 'token'] as const) {
      const listed = dataOf(await call(caller, 'GET', '/api/admin/media'), Type.Array(Type.Object({ file: Type.String() }))).map((item) => item.file);
      expect(listed).not.toContain(her.photo);
      expect(listed).not.toContain(her.cv);
      // The seed's files are listed as before.
      expect(listed).toContain('candidate-maria.png');
      for (const file of [her.photo, her.cv]) expect((await call(caller, 'GET', `/api/admin/media/${file}`)).status).toBe(404);
    }
  });

  it('stay with her profile, which may keep them but not show a file something else shows', async () => {
    const mine = await candidateOf('recruiter', her.candidateId);
    const body = { first_name: mine.first_name, last_name: mine.last_name, roles: ['Nanny'], image: her.photo, attach_cv: her.cv, published: false };
    expect((await call('recruiter', 'PUT', `/api/admin/candidates/${her.candidateId}`, body)).status).toBe(200);
    // A seed candidate shows this photo: her profile may not take it (her consent and erasure could not reach it).
    const shared = await call('recruiter', 'PUT', `/api/admin/candidates/${her.candidateId}`, { ...body, image: 'candidate-maria.png' });
    expect(shared.status).toBe(409);
    expect(shared.body?.errors?.image).toContain('candidate Maria');
  });

  it('go with her erasure: nothing else held them', async () => {
    const other = await draftFromApplication();
    // Every role tried to reuse them first.
    for (const caller of CALLERS) {
      expect((await call(caller, 'POST', '/api/admin/candidates', { ...ROSE, image: other.photo, attach_cv: other.cv, published: true })).status).toBe(409);
    }
    expect([onDisk(other.photo), onDisk(other.cv)]).toEqual([true, true]);
    const erased = await call('recruiter', 'POST', '/api/admin/personal-data/erase', { email: other.email });
    expect(erased.status).toBe(200);
    expect([onDisk(other.photo), onDisk(other.cv)]).toEqual([false, false]);
    expect([await mediaStatus(other.photo), await mediaStatus(other.cv)]).toEqual([404, 404]);
  });
});

describe("her data outside her application: only for those who may open applications", () => {
  let her: Awaited<ReturnType<typeof draftFromApplication>>;
  beforeAll(async () => {
    her = await draftFromApplication();
  });

  const fileRoutes = () => [`/api/admin/files/${her.cv}`, `/api/admin/images/${her.photo}`];

  it.each([
    ['editor', 403],
    ['recruiter', 200],
    ['owner', 200],
    ['token', 200],
  ] as const)("her CV and photo on the staff's file routes (%s: %d)", async (caller, status) => {
    for (const route of fileRoutes()) expect([route, (await call(caller, 'GET', route)).status]).toEqual([route, status]);
  });

  // However the path is written: the router decodes it, the rule is the matched route's.
  property.prop([fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }), fc.boolean(), fc.constantFrom(0, 1)], { numRuns: 25 })(
    "the editor is refused them on any spelling of the path; a recruiter is not",
    async (escaped, upper, which) => {
      const spelt = spelling(fileRoutes()[which], escaped, upper);
      expect([spelt, (await call('editor', 'GET', spelt)).status]).toEqual([spelt, 403]);
      expect([spelt, (await call('recruiter', 'GET', spelt)).status]).toEqual([spelt, 200]);
    },
  );

  // Her draft holds her name, languages, country and files, though she never agreed to a profile.
  let accounts = 0;
  property.prop(
    [fc.subarray([...STAFF_ROLES], { minLength: 1 }), fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), fc.boolean()],
    { numRuns: 30, examples: [[['editor'], Array.from({ length: 40 }, () => false), false]] },
  )("her draft is listed and opened only for the roles that may open applications, on any spelling of the path", async (roles, escaped, upper) => {
    accounts += 1;
    const account = staff.accounts.addUser(`roles-${accounts}@example.com`, roles, 'no password');
    staff.accounts.changePassword(account.id, 'no password');
    const headers = sessionHeaders(staff, account.id);
    const answer = async (route: string) => {
      const response = await fetch(`${server.baseUrl}${route}`, { headers });
      return { status: response.status, body: checked(AnswerBody, await response.json()) };
    };
    const opensApplications = roles.includes('owner') || roles.includes('recruiter');
    const opensCandidates = roles.some((role) => ADMIN_RESOURCES.candidates.roles.includes(role));
    const hers = spelling(`/api/admin/candidates/${her.candidateId}`, escaped, upper);
    const opened = await answer(hers);
    expect([roles, hers, opened.status]).toEqual([roles, hers, opensApplications ? 200 : 403]);
    if (!opensApplications) expect(JSON.stringify(opened.body)).not.toContain('Amara');
    const list = await answer(spelling('/api/admin/candidates', escaped, upper));
    expect([roles, list.status]).toEqual([roles, opensCandidates ? 200 : 403]);
    if (opensCandidates) {
      const ids = checked(Type.Array(WithId), list.body.data).map((each) => each.id);
      // Candidates typed in by hand stay listed for all who open candidates.
      expect([roles, ids.includes(her.candidateId), ids.includes(1)]).toEqual([roles, opensApplications, true]);
    }
  });

  it('the editor neither lists nor opens her draft; recruiters and the owner see where it came from', async () => {
    const opened = await call('editor', 'GET', `/api/admin/candidates/${her.candidateId}`);
    expect(opened.status).toBe(403);
    expect(opened.body?.error).toContain('An editor account cannot open a candidate made from an application');
    const list = dataOf(await call('editor', 'GET', '/api/admin/candidates'), Type.Array(CandidateAnswer));
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((each) => each.id)).not.toContain(her.candidateId);
    for (const each of list) expect(Object.keys(each)).not.toContain('made_from');
    for (const caller of ['recruiter', 'owner', 'token'] as const) expect((await candidateOf(caller, her.candidateId)).made_from?.name).toBe('Amara Okafor');
    // A candidate typed in by hand: null for those who may see it.
    expect((await candidateOf('recruiter', 1)).made_from).toBeNull();
  });

  it('the editor may not change or delete her profile; a recruiter and the owner may', async () => {
    const mine = await candidateOf('recruiter', her.candidateId);
    const body = { first_name: 'Renamed', last_name: mine.last_name, image: her.photo, attach_cv: her.cv, published: false };
    const changed = await call('editor', 'PUT', `/api/admin/candidates/${her.candidateId}`, body);
    expect(changed.status).toBe(403);
    expect(changed.body?.error).toContain('An editor account cannot change a candidate made from an application');
    expect((await call('editor', 'DELETE', `/api/admin/candidates/${her.candidateId}`)).status).toBe(403);
    expect((await candidateOf('recruiter', her.candidateId)).first_name).toBe(mine.first_name);
    expect([onDisk(her.photo), onDisk(her.cv)]).toEqual([true, true]);

    expect((await call('recruiter', 'PUT', `/api/admin/candidates/${her.candidateId}`, body)).status).toBe(200);
    expect((await candidateOf('owner', her.candidateId)).first_name).toBe('Renamed');
    expect((await call('recruiter', 'DELETE', `/api/admin/candidates/${her.candidateId}`)).status).toBe(204);
    const another = await draftFromApplication();
    expect((await call('owner', 'DELETE', `/api/admin/candidates/${another.candidateId}`)).status).toBe(204);
    expect([onDisk(another.photo), onDisk(another.cv)]).toEqual([false, false]);
  });

  it('the editor still changes and deletes candidates typed in by hand', async () => {
    const made = await call('editor', 'POST', '/api/admin/candidates', { ...ROSE, published: false });
    expect(made.status).toBe(201);
    const id = dataOf(made, WithId).id;
    expect((await call('editor', 'PUT', `/api/admin/candidates/${id}`, { ...ROSE, first_name: 'Rosa', published: false })).status).toBe(200);
    expect((await call('editor', 'DELETE', `/api/admin/candidates/${id}`)).status).toBe(204);
  });
});
