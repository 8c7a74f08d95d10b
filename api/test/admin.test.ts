/**
 * The admin API over real HTTP: the bearer token, validation of every write, content that comes
 * back through the public endpoints, media uploads decided by their bytes, and the staff's view
 * of applications and messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ApplicationAnswer } from '@efe/shared/contract/lead';
import { ADMIN_TOKEN, adminCall, fileForm, type AdminBody } from './support/admin';
import { applicationForm, postForm, postJson } from './support/forms';
import { jpegOfSize, pdfOfSize, pngOfSize, windowsExecutable } from './support/sample-files';
import { FIXTURE_SEED_DIR, serverForTests, startServer } from './support/server';


const server = serverForTests({ env: { ADMIN_TOKEN } });

const call = <T = AdminBody>(method: string, route: string, options?: Parameters<typeof adminCall>[3]) =>
  adminCall<T>(server.baseUrl, method, route, options);

interface PublicPost {
  slug: string;
  title: string;
  image: string | null;
}

async function publicPost(slug: string, language: string): Promise<{ status: number; post?: PublicPost }> {
  const response = await fetch(`${server.baseUrl}/api/blog/${slug}?site_language=${language}`);
  const body = (await response.json()) as { data?: PublicPost };
  return { status: response.status, post: body.data };
}

const POST = {
  slug: 'admin-test-first-week-with-a-nanny',
  translations: {
    en: { title: 'The first week with a new nanny', content: '<p>Plan the handover.</p>', category: 'Nannies', author: 'Editorial team' },
    ru: { title: 'Первая неделя с новой няней', content: '<p>Спланируйте передачу.</p>' },
  },
};

describe('the token', () => {
  it('refuses a request without a token, with a wrong one and with a wrong scheme', async () => {
    for (const token of [null, 'wrong-token-0123456789', `${ADMIN_TOKEN}x`, ADMIN_TOKEN.slice(0, -1)]) {
      const reply = await call('GET', '/api/admin/blog', { token });
      expect(reply.status).toBe(401);
      expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const basic = await fetch(`${server.baseUrl}/api/admin/blog`, { headers: { authorization: `Basic ${ADMIN_TOKEN}` } });
    expect(basic.status).toBe(401);
  });

  it('refuses writes without the token before reading them, and stores nothing', async () => {
    const reply = await call('POST', '/api/admin/blog', { token: null, json: POST });
    expect(reply.status).toBe(401);
    expect((await publicPost(POST.slug, 'en')).status).toBe(404);
  });

  it('accepts the right token', async () => {
    const reply = await call('GET', '/api/admin/blog');
    expect(reply.status).toBe(200);
    expect(Array.isArray((reply.body as { data: unknown[] }).data)).toBe(true);
  });
});

describe('blog posts', () => {
  let id: number;

  it('creates a post that the public API serves in each of its languages, English as fallback', async () => {
    const created = await call('POST', '/api/admin/blog', { json: POST });
    expect(created.status).toBe(201);
    id = (created.body as { data: { id: number } }).data.id;
    expect((await publicPost(POST.slug, 'en')).post?.title).toBe('The first week with a new nanny');
    expect((await publicPost(POST.slug, 'ru')).post?.title).toBe('Первая неделя с новой няней');
    expect((await publicPost(POST.slug, 'ar')).post?.title).toBe('The first week with a new nanny');
    const list = (await (await fetch(`${server.baseUrl}/api/blog?site_language=en`)).json()) as { data: PublicPost[] };
    expect(list.data[0].slug).toBe(POST.slug);
  });

  it('validates every field, answering field by field', async () => {
    const postCount = async () => ((await call('GET', '/api/admin/blog')).body as { data: unknown[] }).data.length;
    const before = await postCount();
    const cases: Array<[unknown, string]> = [
      [{ ...POST, slug: 'Not A Slug' }, 'slug'],
      [{ ...POST, slug: undefined }, 'slug'],
      [{ slug: 'no-english', translations: { ar: { title: 'عنوان', content: '<p>x</p>' } } }, 'translations.en'],
      [{ slug: 'no-title', translations: { en: { title: '', content: '<p>x</p>' } } }, 'translations.en.title'],
      [{ slug: 'no-content', translations: { en: { title: 'Title' } } }, 'translations.en.content'],
      [{ ...POST, slug: 'bad-date', published_at: 'yesterday' }, 'published_at'],
      [{ ...POST, slug: 'odd-language', translations: { en: POST.translations.en, fr: { title: 'x', content: 'y' } } }, 'translations.fr'],
      [{ ...POST, slug: 'bad-image-name', image: '../../etc/passwd' }, 'image'],
      [{ ...POST, slug: 'unknown-image', image: 'never-uploaded.png' }, 'image'],
    ];
    for (const [body, field] of cases) {
      const reply = await call('POST', '/api/admin/blog', { json: body });
      expect({ field, status: reply.status }).toEqual({ field, status: 400 });
      expect(Object.keys((reply.body as { errors: object }).errors)).toContain(field);
    }
    expect(await postCount()).toBe(before);
  });

  it('refuses a slug another post has, as a conflict on the slug field', async () => {
    const reply = await call('POST', '/api/admin/blog', { json: POST });
    expect(reply.status).toBe(409);
    expect((reply.body as { errors: Record<string, string> }).errors.slug).toMatch(/already used/);
  });

  it('replaces a post with its translations, and deletes it', async () => {
    const updated = await call('PUT', `/api/admin/blog/${id}`, {
      json: { slug: POST.slug, translations: { en: { title: 'Updated title', content: '<p>New.</p>' } } },
    });
    expect(updated.status).toBe(200);
    expect((await publicPost(POST.slug, 'en')).post?.title).toBe('Updated title');
    // The Russian translation was not sent again, so it is gone: Russian falls back to English.
    expect((await publicPost(POST.slug, 'ru')).post?.title).toBe('Updated title');

    expect((await call('DELETE', `/api/admin/blog/${id}`)).status).toBe(204);
    expect((await publicPost(POST.slug, 'en')).status).toBe(404);
    expect((await call('GET', `/api/admin/blog/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/blog/${id}`)).status).toBe(404);
    expect((await call('PUT', `/api/admin/blog/${id}`, { json: POST })).status).toBe(404);
  });
});

describe('content media', () => {
  it('stores an uploaded picture under a random name, serves it publicly, and lets a post use it', async () => {
    const picture = jpegOfSize(3000);
    const uploaded = await call('POST', '/api/admin/images', { form: fileForm('image', picture, 'My Photo.jpg', 'image/jpeg') });
    expect(uploaded.status).toBe(201);
    const { file, url, mime } = (uploaded.body as { data: { file: string; url: string; mime: string } }).data;
    expect(file).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(mime).toBe('image/jpeg');
    const served = await fetch(url);
    expect(served.status).toBe(200);
    // Re-encoded, as applicants' photos are: the same picture, without the padding the sample carries.
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(servedBytes).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    expect(servedBytes.length).toBeLessThan(picture.length);

    const post = await call('POST', '/api/admin/blog', { json: { ...POST, slug: 'with-a-picture', image: file } });
    expect(post.status).toBe(201);
    expect((await publicPost('with-a-picture', 'en')).post?.image).toBe(url);
  });

  it("publishes an editor's picture without its EXIF author and location or anything appended, and refuses one that does not decode", async () => {
    const withExif = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#58a' } })
      .webp()
      .withExif({ IFD0: { Artist: 'Layla Editor', ImageDescription: 'taken at 25.2048 N 55.2708 E' } })
      .toBuffer();
    const sent = Buffer.concat([withExif, Buffer.from('<script>alert(1)</script>')]);
    const uploaded = await call('POST', '/api/admin/images', { form: fileForm('image', sent, 'class.webp', 'image/webp') });
    expect(uploaded.status).toBe(201);
    const published = Buffer.from(await (await fetch((uploaded.body as { data: { url: string } }).data.url)).arrayBuffer());
    const metadata = await sharp(published).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 24, height: 16 });
    expect(metadata.exif).toBeUndefined();
    expect(published.includes('Layla Editor')).toBe(false);
    expect(published.includes('<script')).toBe(false);

    const damaged = Buffer.concat([jpegOfSize(3000).subarray(0, 40), Buffer.alloc(400, 0x41)]);
    const refused = await call('POST', '/api/admin/images', { form: fileForm('image', damaged, 'broken.jpg', 'image/jpeg') });
    expect(refused.status).toBe(415);
    expect(refused.body.errors).toEqual({ image: 'could not be read as a JPEG, PNG or WebP picture: it is damaged or not what its first bytes say' });
  });

  it("checks an editor's PDF as an applicant's CV: one that opens is stored as sent, one that does not is refused", async () => {
    const pdf = pdfOfSize(2000);
    const stored = await call('POST', '/api/admin/files', { form: fileForm('file', pdf, 'cv.pdf', 'application/pdf') });
    expect(stored.status).toBe(201);
    expect(Buffer.from(await (await fetch((stored.body as { data: { url: string } }).data.url)).arrayBuffer()).equals(pdf)).toBe(true);
    const htmlBehindAPdfHeader = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n');
    const refused = await call('POST', '/api/admin/files', { form: fileForm('file', htmlBehindAPdfHeader, 'cv.pdf', 'application/pdf') });
    expect(refused.status).toBe(415);
    expect(refused.body.errors).toEqual({ file: 'could not be read as a PDF: it is damaged or not what its first bytes say' });
  });

  it('decides the type by the bytes: a program named .png is refused, and so is an oversized picture', async () => {
    const renamed = await call('POST', '/api/admin/images', { form: fileForm('image', windowsExecutable(), 'photo.png', 'image/png') });
    expect(renamed.status).toBe(415);
    expect((renamed.body as { errors: Record<string, string> }).errors.image).toMatch(/JPEG, PNG or WebP/);
    const pdfAsImage = await call('POST', '/api/admin/images', { form: fileForm('image', pdfOfSize(2000), 'x.jpg', 'image/jpeg') });
    expect(pdfAsImage.status).toBe(415);
    const huge = await call('POST', '/api/admin/images', { form: fileForm('image', pngOfSize(2 * 1024 * 1024 + 1), 'big.png', 'image/png') });
    expect(huge.status).toBe(413);
    const wrongField = await call('POST', '/api/admin/images', { form: fileForm('picture', pngOfSize(500), 'a.png', 'image/png') });
    expect(wrongField.status).toBe(400);
    const notMultipart = await call('POST', '/api/admin/images', { json: { image: 'x' } });
    expect(notMultipart.status).toBe(415);
  });

  it('accepts a PDF CV for a candidate and refuses anything else as one', async () => {
    const cv = await call('POST', '/api/admin/files', { form: fileForm('file', pdfOfSize(5000), 'cv.pdf', 'application/pdf') });
    expect(cv.status).toBe(201);
    const fake = await call('POST', '/api/admin/files', { form: fileForm('file', pngOfSize(500), 'cv.pdf', 'application/pdf') });
    expect(fake.status).toBe(415);
  });
});

describe('malformed uploads', () => {
  const raw = (route: string, contentType: string, body: string) =>
    fetch(`${server.baseUrl}${route}`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': contentType }, body });
  const part = (boundary: string, field: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut off here`;

  it.each([
    ['/api/admin/images', 'no boundary', 'multipart/form-data', 'anything'],
    ['/api/admin/files', 'a body cut off before its closing boundary', 'multipart/form-data; boundary=XYZ', part('XYZ', 'file')],
    ['/api/admin/files', 'a boundary the body does not use', 'multipart/form-data; boundary=ABC', `${part('XYZ', 'file')}\r\n--XYZ--\r\n`],
    ['/api/admin/images', 'broken part headers', 'multipart/form-data; boundary=XYZ', '--XYZ\r\nnot a header at all\r\n\r\nbytes\r\n--XYZ--\r\n'],
  ])('answers %s with %s as a 400 naming the field, never a 500', async (route, _how, contentType, body) => {
    const reply = await raw(route, contentType, body);
    expect(reply.status).toBe(400);
    const answer = (await reply.json()) as { errors?: Record<string, string>; error?: string };
    const field = route.endsWith('images') ? 'image' : 'file';
    expect(Object.keys(answer.errors ?? {})).toEqual([field]);
    expect(JSON.stringify(answer)).not.toMatch(/at \w+ \(|node_modules|Internal server error/);
  });
});

describe('ids in the URL', () => {
  it('are plain decimal whole numbers only: 1.0, " 1", 1e3 and 0x10 are refused, 1 is read', async () => {
    const created = await call('POST', '/api/admin/testimonials', { json: { position: 0, translations: { en: { name: 'Id Test', testimonial: 'Plain ids only.' } } } });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    expect((await call('GET', `/api/admin/testimonials/${id}`)).status).toBe(200);
    for (const written of [`${id}.0`, `%20${id}`, `${id}%20`, '1e3', '0x10', `+${id}`, `0${id}`, '-1']) {
      const reply = await call('GET', `/api/admin/testimonials/${written}`);
      expect({ written, status: reply.status }).toEqual({ written, status: 400 });
      expect(Object.keys(reply.body.errors ?? {})).toEqual(['id']);
    }
    expect((await call('GET', '/api/admin/applications?page=1e1')).status).toBe(400);
    expect((await call('GET', '/api/admin/applications?page=2')).status).toBe(200);
  });
});

describe('uploaded media', () => {
  it('lists each upload with where it is used, refuses to delete a used one naming its users, and deletes an unused one', async () => {
    const upload = async (name: string) =>
      ((await call('POST', '/api/admin/images', { form: fileForm('image', jpegOfSize(2500 + name.length), name, 'image/jpeg') })).body as { data: { file: string; url: string } }).data;
    const used = await upload('used.jpg');
    const unused = await upload('unused.jpg');
    const post = await call('POST', '/api/admin/blog', { json: { ...POST, slug: 'media-in-use', image: used.file } });
    expect(post.status).toBe(201);
    const postId = (post.body.data as { id: number }).id;

    const list = (await call('GET', '/api/admin/media')).body.data as Array<{ file: string; url: string; size: number; used_by: unknown[] }>;
    expect(list.find((item) => item.file === used.file)).toMatchObject({ url: used.url, used_by: [{ resource: 'blog', id: postId, label: 'media-in-use', field: 'image' }] });
    expect(list.find((item) => item.file === unused.file)).toMatchObject({ used_by: [] });
    expect((await call('GET', `/api/admin/media/${unused.file}`)).body.data).toMatchObject({ file: unused.file, url: unused.url, used_by: [] });

    const refused = await call('DELETE', `/api/admin/media/${used.file}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`${used.file} is in use: blog post media-in-use (picture). Choose another file there first.`);
    expect((await fetch(used.url)).status).toBe(200);

    expect((await call('DELETE', `/api/admin/media/${unused.file}`)).status).toBe(204);
    expect((await fetch(unused.url)).status).toBe(404);
    expect(((await call('GET', '/api/admin/media')).body.data as Array<{ file: string }>).map((item) => item.file)).not.toContain(unused.file);
    expect((await call('DELETE', `/api/admin/media/${unused.file}`)).status).toBe(404);
    // A picture shown inside a post's text (in one of its translations) is a use too.
    const inText = await upload('in-text.jpg');
    const textPost = await call('POST', '/api/admin/blog', {
      json: { ...POST, slug: 'media-in-text', translations: { en: { title: 'Pictures', content: `<p>Before</p><img src="${inText.url}" alt="A class">` } } },
    });
    expect(textPost.status).toBe(201);
    const textPostId = (textPost.body.data as { id: number }).id;
    expect((await call('GET', `/api/admin/media/${inText.file}`)).body.data).toMatchObject({
      used_by: [{ resource: 'blog', id: textPostId, label: 'media-in-text', field: 'content' }],
    });
    const refusedInText = await call('DELETE', `/api/admin/media/${inText.file}`);
    expect(refusedInText.status).toBe(409);
    expect(refusedInText.body.error).toBe(`${inText.file} is in use: blog post media-in-text (in its text). Choose another file there first.`);
    expect((await fetch(inText.url)).status).toBe(200);
    // However the text spells it: unquoted, in entities, with "./" or "//" in its path, or as a link.
    const spelt = await upload('spelt.jpg');
    const linked = await upload('linked.jpg');
    const origin = new URL(spelt.url).origin;
    const entities = [...`${origin}/media/./${spelt.file}`].map((character) => `&#${character.charCodeAt(0)};`).join('');
    const speltPost = await call('POST', '/api/admin/blog', {
      json: { ...POST, slug: 'media-spelt', translations: { en: { title: 'Spelt', content: `<p><img src=${origin}/media//${spelt.file}><img src="${entities}"><a href="${linked.url}">the picture</a></p>` } } },
    });
    expect(speltPost.status).toBe(201);
    for (const file of [spelt.file, linked.file]) expect((await call('DELETE', `/api/admin/media/${file}`)).status).toBe(409);

    // Never outside the media directory, and never a seed picture.
    expect((await call('DELETE', '/api/admin/media/..%2Fcontent.db')).status).toBe(400);
    expect((await call('DELETE', '/api/admin/media/blog-school.jpg')).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/blog-school.jpg`)).status).toBe(200);
  });
});

describe("the site's own media", () => {
  it('lists every picture and CV the site came with, as its own, with where each is used, and never deletes one', async () => {
    const seedMedia = path.join(FIXTURE_SEED_DIR, 'media');
    interface Listed { file: string; url: string; size: number; uploaded_at: string | null; origin: string; used_by: Array<{ resource: string; id: number; label: string; field: string }> }
    const list = (await call('GET', '/api/admin/media')).body.data as Listed[];
    const own = list.filter((item) => item.origin === 'seed');
    expect(own.map((item) => item.file)).toEqual(fs.readdirSync(seedMedia).sort());
    for (const item of own) {
      expect(item).toMatchObject({ url: `${server.baseUrl}/media/${item.file}`, size: fs.statSync(path.join(seedMedia, item.file)).size, uploaded_at: null });
      expect((await fetch(item.url)).status).toBe(200);
    }
    // Uploads first, newest first; then the site's own.
    expect(list.slice(0, list.length - own.length).every((item) => item.origin === 'upload')).toBe(true);

    // Used where the content names it: a post's picture, a candidate's photo and CV.
    const posts = (await call('GET', '/api/admin/blog')).body.data as Array<{ id: number; slug: string; image: string | null }>;
    const school = own.find((item) => item.file === 'blog-school.jpg');
    const schoolPosts = posts.filter((post) => post.image === 'blog-school.jpg');
    expect(schoolPosts.length).toBeGreaterThan(0);
    expect(school?.used_by).toEqual(expect.arrayContaining(schoolPosts.map((post) => ({ resource: 'blog', id: post.id, label: post.slug, field: 'image' }))));
    const candidates = (await call('GET', '/api/admin/candidates')).body.data as Array<{ id: number; first_name: string; last_name: string; image: string | null; attach_cv: string | null }>;
    const maria = candidates.find((candidate) => candidate.attach_cv === 'cv-maria-santos.pdf');
    expect(own.find((item) => item.file === 'cv-maria-santos.pdf')?.used_by).toContainEqual({ resource: 'candidates', id: maria?.id, label: `${maria?.first_name} ${maria?.last_name}`, field: 'attach_cv' });

    // Its own page (a phone opens one), and no deletion: it is part of the repository.
    expect((await call('GET', '/api/admin/media/blog-school.jpg')).body.data).toEqual(school);
    expect((await call('DELETE', '/api/admin/media/blog-school.jpg')).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/blog-school.jpg`)).status).toBe(200);
  });
});

describe('testimonials and candidates', () => {
  it('creates, validates, updates and deletes a testimonial, visible in the public list', async () => {
    const created = await call('POST', '/api/admin/testimonials', {
      json: { translations: { en: { name: 'Layla, Dubai Marina', testimonial: '<p>Wonderful governess.</p>' }, ar: { name: 'ليلى', testimonial: '<p>مربية رائعة.</p>' } } },
    });
    expect(created.status).toBe(201);
    const { id } = (created.body as { data: { id: number } }).data;
    const arabic = (await (await fetch(`${server.baseUrl}/api/testimonials?site_language=ar`)).json()) as { data: Array<{ id: number; name: string }> };
    expect(arabic.data.find((item) => item.id === id)?.name).toBe('ليلى');

    const invalid = await call('POST', '/api/admin/testimonials', { json: { translations: { en: { name: 'No text' } } } });
    expect(invalid.status).toBe(400);
    expect((invalid.body as { errors: object }).errors).toHaveProperty(['translations.en.testimonial']);

    expect((await call('PUT', `/api/admin/testimonials/${id}`, { json: { translations: { en: { name: 'Layla', testimonial: 'Updated' } } } })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/testimonials/${id}`)).status).toBe(204);
    const after = (await (await fetch(`${server.baseUrl}/api/testimonials?site_language=en`)).json()) as { data: Array<{ id: number }> };
    expect(after.data.some((item) => item.id === id)).toBe(false);
  });

  it('creates a candidate with roles, languages and descriptions per language; rating must be 1 to 5', async () => {
    const candidate = {
      first_name: 'Amal',
      last_name: 'Haddad',
      roles: ['Governess', 'Tutor'],
      language: ['English', 'Arabic'],
      rating: 4,
      country: 'Jordan',
      experience_with_ages: '3-12',
      image: 'candidate-maria.png',
      descriptions: { en: 'Bilingual governess.', ar: 'مربية ثنائية اللغة.' },
    };
    for (const rating of [0, 6, 2.5]) {
      const reply = await call('POST', '/api/admin/candidates', { json: { ...candidate, rating } });
      expect(reply.status).toBe(400);
      expect((reply.body as { errors: object }).errors).toHaveProperty(['rating']);
    }
    expect((await call('POST', '/api/admin/candidates', { json: { ...candidate, last_name: undefined } })).status).toBe(400);
    const created = await call('POST', '/api/admin/candidates', { json: candidate });
    expect(created.status).toBe(201);
    const { id } = (created.body as { data: { id: number } }).data;
    const arabic = (await (await fetch(`${server.baseUrl}/api/teachers?site_language=ar`)).json()) as {
      data: Array<{ id: number; roles: unknown; description: string; image: string; rating: number }>;
    };
    const shown = arabic.data.find((item) => item.id === id);
    expect(shown).toMatchObject({ roles: ['Governess', 'Tutor'], description: 'مربية ثنائية اللغة.', rating: 4 });
    expect(shown?.image).toMatch(/\/media\/candidate-maria\.png$/);
    const options = (await (await fetch(`${server.baseUrl}/api/teachers/filterforsearch/teacher`)).json()) as { data: { countries: string[] } };
    expect(options.data.countries).toContain('Jordan');
    expect((await call('DELETE', `/api/admin/candidates/${id}`)).status).toBe(204);
  });
});

describe('what visitors sent', () => {
  it('lists applications newest first with paging, and hands out their exact files', async () => {
    const ids: number[] = [];
    for (const name of ['First Applicant', 'Second Applicant', 'Third Applicant']) {
      const reply = await postForm(server.baseUrl, applicationForm({ name }));
      expect(reply.status).toBe(201);
      ids.push(reply.body.id!);
    }
    const firstPage = await call('GET', '/api/admin/applications?per_page=2');
    const page = firstPage.body as { data: ApplicationAnswer[]; total: number; page: number };
    expect(page.total).toBe(3);
    expect(page.data.map((row) => row.name)).toEqual(['Third Applicant', 'Second Applicant']);
    const second = (await call('GET', '/api/admin/applications?per_page=2&page=2')).body as { data: Array<{ name: string }> };
    expect(second.data.map((row) => row.name)).toEqual(['First Applicant']);
    expect((await call('GET', '/api/admin/applications?per_page=500')).status).toBe(400);

    const newest = page.data[0];
    const cv = await fetch(`${server.baseUrl}${newest.cv.download}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('content-disposition')).toBe(`attachment; filename="application-${newest.id}-cv.pdf"`);
    expect(cv.headers.get('cache-control')).toBe('no-store');
    const stored = fs.readdirSync(server.uploadsDir).filter((name) => name.endsWith('.pdf'));
    const bytes = Buffer.from(await cv.arrayBuffer());
    expect(stored.some((name) => fs.readFileSync(path.join(server.uploadsDir, name)).equals(bytes))).toBe(true);
    expect(bytes.length).toBe(newest.cv.size);

    const photo = await fetch(`${server.baseUrl}/api/admin/applications/${newest.id}/photo`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${server.baseUrl}/api/admin/applications/${newest.id}/cv`)).status).toBe(401);
    expect((await call('GET', '/api/admin/applications/99999/cv')).status).toBe(404);
  });

  it('lists contact messages newest first', async () => {
    for (const subject of ['Older question', 'Newer question']) {
      const reply = await postJson(server.baseUrl, '/api/contact', {
        full_name: 'Sara Ahmed',
        email: 'sara@example.com',
        phone: '971501234567',
        subject,
        message: 'Do you place governesses in Abu Dhabi?',
        site_language: 'en',
      });
      expect(reply.status).toBe(201);
    }
    const list = (await call('GET', '/api/admin/messages')).body as { data: Array<{ id: number; subject: string }>; total: number };
    expect(list.total).toBe(2);
    expect(list.data.map((message) => message.subject)).toEqual(['Newer question', 'Older question']);
    const one = await call('GET', `/api/admin/messages/${list.data[0].id}`);
    expect((one.body as { data: { subject: string } }).data.subject).toBe('Newer question');
    expect((await call('GET', '/api/admin/messages/99999')).status).toBe(404);
  });

  it('shows the candidate a message asks about with her photo as it is now, in the list and alone', async () => {
    type Answer = { data: Record<string, unknown> };
    const candidates = (await call<{ data: Array<{ id: number; first_name: string; last_name: string; image: string | null }> }>('GET', '/api/admin/candidates')).body;
    const withPhoto = candidates.data.find((candidate) => candidate.image);
    if (!withPhoto) throw new Error('the seed has no candidate with a photo');
    const reply = await postJson(server.baseUrl, '/api/contact', {
      full_name: 'Layla Haddad',
      email: 'layla@example.com',
      phone: '971501234567',
      subject: 'About her',
      message: 'I would like to know more.',
      candidate_id: withPhoto.id,
    });
    expect(reply.status).toBe(201);
    const expected = { candidate_id: withPhoto.id, candidate_name: `${withPhoto.first_name} ${withPhoto.last_name}`, candidate_photo: `${server.baseUrl}/media/${withPhoto.image}` };
    const one = (await call<Answer>('GET', `/api/admin/messages/${reply.body.id}`)).body;
    expect(one.data).toMatchObject(expected);
    const list = (await call<{ data: Array<Record<string, unknown>> }>('GET', '/api/admin/messages?per_page=100')).body;
    expect(list.data.find((message) => message.id === reply.body.id)).toMatchObject(expected);
    // Removed from the site: the message keeps her name, without a photo.
    expect((await call('DELETE', `/api/admin/candidates/${withPhoto.id}`)).status).toBe(204);
    const after = (await call<Answer>('GET', `/api/admin/messages/${reply.body.id}`)).body;
    expect(after.data).toMatchObject({ ...expected, candidate_photo: null });
  });

  it('narrows the applications by role, a spoken language, the site language and the day received, and opens one', async () => {
    const tutor = await postForm(server.baseUrl, applicationForm({ name: 'Filter Tutor', role: 'tutor', language: ['russian'], site_language: 'ru' }));
    expect(tutor.status).toBe(201);
    const names = async (query: string) =>
      ((await call('GET', `/api/admin/applications?per_page=100&${query}`)).body as { data: Array<{ name: string }> }).data.map((row) => row.name);

    expect(await names('role=tut')).toEqual(['Filter Tutor']);
    expect(await names('language=RUSS')).toEqual(['Filter Tutor']);
    expect(await names('site_language=ru')).toEqual(['Filter Tutor']);
    expect(await names('role=tutor&language=english')).toEqual([]);
    // A % in the filter is a character to find, not a wildcard.
    expect(await names('role=%25')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await names(`since=${today}&until=${today}&role=tutor`)).toEqual(['Filter Tutor']);
    expect(await names('until=2000-01-01')).toEqual([]);
    expect((await call('GET', '/api/admin/applications?since=yesterday')).status).toBe(400);

    const one = await call('GET', `/api/admin/applications/${tutor.body.id}`);
    const application = (one.body as { data: ApplicationAnswer }).data;
    expect(application).toMatchObject({ name: 'Filter Tutor', languages: ['Russian'], cv: { download: `/api/admin/applications/${tutor.body.id}/cv` } });
    // The files are reached through their links only; where they lie in the uploads is the API's own business.
    expect(Object.keys(application.cv).sort()).toEqual(['download', 'mime', 'original_name', 'size']);
    expect((await call('GET', '/api/admin/applications/99999')).status).toBe(404);
  });
});

describe('ADMIN_TOKEN', () => {
  it('refuses to start with a token too short to be safe, leaving no folder of the test behind', async () => {
    const made = jest.spyOn(fs, 'mkdtempSync');
    try {
      await expect(startServer({ env: { ADMIN_TOKEN: 'short' } })).rejects.toThrow(/ADMIN_TOKEN must be at least 16/);
      const folders = made.mock.results.map((result) => String(result.value)).filter((folder) => path.basename(folder).startsWith('content-api-test-'));
      expect(folders).toHaveLength(1);
      expect(folders.filter((folder) => fs.existsSync(folder))).toEqual([]);
    } finally {
      made.mockRestore();
    }
  });
});
