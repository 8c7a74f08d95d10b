/**
 * Read endpoints of the content API (docs/product-rules.md) over real HTTP against the fixture seed: shapes in en, ar and ru,
 * the English fallback, ordering, errors, CORS and the media files.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { LANGUAGES, RECENT_POSTS_COUNT } from '@efe/shared/constants';
import { FIXTURE_SEED_DIR, serverForTests } from './support/server';


interface FixtureBlogPost {
  slug: string;
  image: string | null;
  published_at: string;
  translations: Record<string, { title: string; content: string } | undefined>;
}
const fixtureBlog = JSON.parse(
  fs.readFileSync(path.join(FIXTURE_SEED_DIR, 'content', 'blog.json'), 'utf8'),
) as FixtureBlogPost[];
const newestFirst = [...fixtureBlog].sort((a, b) => b.published_at.localeCompare(a.published_at));
/** The fixture's one post with no Russian translation. */
const POST_WITHOUT_RUSSIAN = 'bilingual-children-at-home';

const server = serverForTests();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own endpoint's JSON
async function getJson(pathAndQuery: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${server.baseUrl}${pathAndQuery}`, init);
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const mediaUrl = (name: string) => `${server.baseUrl}/media/${name}`;
const nullableString = (value: unknown) => value === null || typeof value === 'string';

describe('GET /health', () => {
  it('answers ok', async () => {
    expect(await getJson('/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe.each(LANGUAGES)('content in %s', (language) => {
  it('lists testimonials as { id, name, testimonial } in that language (English when missing)', async () => {
    const { status, body } = await getJson(`/api/testimonials?site_language=${language}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(3);
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(['content_language', 'id', 'name', 'testimonial']);
      expect(typeof item.id).toBe('number');
      expect(item.testimonial).toMatch(/^<p>/);
    }
    const expectedFirstName = { en: 'Amira K.', ar: 'أميرة ك.', ru: 'Амира К.' }[language];
    expect(body.data[0].name).toBe(expectedFirstName);
    // The second testimonial has no Arabic text: Arabic readers get English.
    expect(body.data[1].name).toBe(language === 'ru' ? 'Оливер и Кейт М.' : 'Oliver and Kate M.');
  });

  it('lists every blog post, newest first, with all fields and absolute image URLs', async () => {
    const { status, body } = await getJson(`/api/blog?site_language=${language}`);
    expect(status).toBe(200);
    expect(body.data.map((post: { slug: string }) => post.slug)).toEqual(newestFirst.map((post) => post.slug));
    for (const post of body.data) {
      expect(Object.keys(post).sort()).toEqual(
        ['author', 'author_language', 'category', 'category_language', 'content', 'content_language', 'id', 'image', 'meta_description', 'published_at', 'slug', 'title'],
      );
      expect(typeof post.id).toBe('number');
      expect(new Date(post.published_at).toISOString()).toBe(post.published_at);
      for (const field of ['image', 'category', 'author', 'meta_description']) expect(nullableString(post[field])).toBe(true);
      const seeded = fixtureBlog.find((item) => item.slug === post.slug)!;
      expect(post.image).toBe(seeded.image ? mediaUrl(seeded.image) : null);
      const translation = seeded.translations[language] ?? seeded.translations.en!;
      expect(post.title).toBe(translation.title);
      expect(post.content).toBe(translation.content);
    }
  });

  it(`lists the ${RECENT_POSTS_COUNT} newest posts as { slug, title, image }`, async () => {
    const { status, body } = await getJson(`/api/blog/recent/blogs?site_language=${language}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(RECENT_POSTS_COUNT);
    expect(body.data.map((post: { slug: string }) => post.slug)).toEqual(
      newestFirst.slice(0, RECENT_POSTS_COUNT).map((post) => post.slug),
    );
    for (const post of body.data) {
      expect(Object.keys(post).sort()).toEqual(['content_language', 'image', 'slug', 'title']);
      const seeded = fixtureBlog.find((item) => item.slug === post.slug)!;
      expect(post.title).toBe((seeded.translations[language] ?? seeded.translations.en!).title);
    }
  });

  it('serves one post by slug in that language', async () => {
    const { status, body } = await getJson(`/api/blog/choosing-a-british-curriculum-school?site_language=${language}`);
    expect(status).toBe(200);
    const expectedTitle = {
      en: 'Choosing a British curriculum school',
      ar: 'اختيار مدرسة تتبع المنهج البريطاني',
      ru: 'Как выбрать школу с британской программой',
    }[language];
    expect(body.data).toMatchObject({
      slug: 'choosing-a-british-curriculum-school',
      title: expectedTitle,
      image: mediaUrl('blog-school.jpg'),
      meta_description: null,
    });
  });

  it('lists teachers with every candidate field, roles and language as stored', async () => {
    const { status, body } = await getJson(`/api/teachers?site_language=${language}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(4);
    for (const teacher of body.data) {
      expect(Object.keys(teacher).sort()).toEqual(
        ['attach_cv', 'country', 'cv_on_request', 'description', 'description_language', 'experience_with_ages', 'first_name', 'id', 'image', 'language', 'last_name', 'rating', 'roles'],
      );
      // Typed in by hand: a CV there is offered for download, none is on request.
      expect(teacher.cv_on_request).toBe(false);
    }
    const [maria, olga, daniel, claire] = body.data;
    expect(maria).toMatchObject({
      first_name: 'Maria',
      last_name: 'Santos',
      roles: ['Nanny', 'Maternity Nurse'],
      language: ['English', 'Tagalog'],
      image: mediaUrl('candidate-maria.png'),
      rating: 4,
      experience_with_ages: '0-2, 3-5',
      attach_cv: mediaUrl('cv-maria-santos.pdf'),
      country: 'Philippines',
    });
    expect(maria.description).toBe(
      {
        en: 'Eight years with newborns and toddlers in Dubai families.',
        ar: 'ثماني سنوات من العمل مع حديثي الولادة والأطفال الصغار لدى عائلات في دبي.',
        ru: 'Восемь лет работы с новорождёнными и малышами в семьях Дубая.',
      }[language],
    );
    expect(olga).toMatchObject({ roles: 'Governess', language: 'Russian', attach_cv: null });
    // Only an English description exists: every language falls back to it, and says so.
    expect(olga.description).toBe('Former primary teacher, prepares children for British schools.');
    expect(olga.description_language).toBe('en');
    expect(maria.description_language).toBe(language);
    // Everything a candidate may lack is missing, but her rating: a published candidate has one (the seed is refused without).
    expect(daniel).toMatchObject({
      roles: null,
      language: null,
      image: null,
      rating: 2,
      description: null,
      description_language: null,
      experience_with_ages: null,
      attach_cv: null,
      country: null,
    });
    expect(claire.description).toBe(
      language === 'ru'
        ? 'Репетитор по французскому и математике для младших школьников.'
        : 'French and maths tutor for primary pupils.',
    );
  });
});

describe('English fallback and defaults', () => {
  it('shows a post that lacks Russian in English on the Russian list and detail', async () => {
    const list = await getJson('/api/blog?site_language=ru');
    const post = list.body.data.find((item: { slug: string }) => item.slug === POST_WITHOUT_RUSSIAN);
    expect(post).toMatchObject({ title: 'Raising bilingual children at home', content_language: 'en' });
    const detail = await getJson(`/api/blog/${POST_WITHOUT_RUSSIAN}?site_language=ru`);
    expect(detail.body.data).toMatchObject({ title: 'Raising bilingual children at home', content_language: 'en' });
    const recent = await getJson('/api/blog/recent/blogs?site_language=ru');
    const languages = new Map(recent.body.data.map((item: { slug: string; content_language: string }) => [item.slug, item.content_language]));
    if (languages.has(POST_WITHOUT_RUSSIAN)) expect(languages.get(POST_WITHOUT_RUSSIAN)).toBe('en');
    expect([...languages.values()]).toContain('ru');
  });

  it("takes a post's category and author from English one by one where its translation lacks them, each marked with its language", async () => {
    const db = new Database(server.databasePath);
    try {
      const id = db.prepare("INSERT INTO blog_posts (slug, image, published_at) VALUES ('category-only-in-english', NULL, '2021-05-01T08:00:00.000Z') RETURNING id").pluck().get();
      const translation = db.prepare('INSERT INTO blog_post_translations (post_id, language, title, content, category, author) VALUES (?, ?, ?, ?, ?, ?)');
      translation.run(id, 'en', 'Only English names them', '<p>Text.</p>', 'Nannies', 'Layla Haddad');
      translation.run(id, 'ar', 'العنوان بالعربية', '<p>نص.</p>', null, null);
      translation.run(id, 'ru', 'Заголовок', '<p>Текст.</p>', 'Няни', null);
    } finally {
      db.close();
    }
    const arabic = (await getJson('/api/blog/category-only-in-english?site_language=ar')).body.data;
    expect(arabic).toMatchObject({ title: 'العنوان بالعربية', content_language: 'ar', category: 'Nannies', category_language: 'en', author: 'Layla Haddad', author_language: 'en' });
    const russian = (await getJson('/api/blog?site_language=ru')).body.data.find((post: { slug: string }) => post.slug === 'category-only-in-english');
    expect(russian).toMatchObject({ category: 'Няни', category_language: 'ru', author: 'Layla Haddad', author_language: 'en' });
    const english = (await getJson('/api/blog/category-only-in-english?site_language=en')).body.data;
    expect(english).toMatchObject({ category_language: 'en', author_language: 'en' });
  });

  it('says which language each testimonial is in: the one asked for, or English where it has none', async () => {
    // The second testimonial has no Arabic.
    const arabic = await getJson('/api/testimonials?site_language=ar');
    expect(arabic.body.data.map((item: { content_language: string }) => item.content_language)).toEqual(['ar', 'en', 'ar']);
  });

  it('uses English when site_language is missing', async () => {
    const { body } = await getJson('/api/blog/reading-aloud-at-bedtime');
    expect(body.data).toMatchObject({ title: 'Reading aloud at bedtime', image: null, category: null, author: null });
  });

  it('serves the home teacher strip without site_language, each item with an image field', async () => {
    const { status, body } = await getJson('/api/teachers');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) expect('image' in item).toBe(true);
    expect(body.data[0].description).toBe('Eight years with newborns and toddlers in Dubai families.');
  });
});

describe('GET /api/teachers/filterforsearch/teacher', () => {
  it('answers distinct, sorted roles, countries and languages, with the base roles always present', async () => {
    const { status, body } = await getJson('/api/teachers/filterforsearch/teacher');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        roles: ['Governess', 'Maternity Nurse', 'Nanny', 'Part Time Nanny', 'Teacher', 'Tutor'],
        countries: ['France', 'Philippines', 'Russia'],
        // "english" on one candidate and "English" on another are one option.
        languages: ['English', 'French', 'Russian', 'Tagalog'],
      },
    });
  });
});

describe('errors', () => {
  it('answers 404 { error: "Blog not found" } for an unknown slug', async () => {
    expect(await getJson('/api/blog/no-such-post?site_language=ar')).toMatchObject({
      status: 404,
      body: { error: 'Blog not found' },
    });
  });

  it.each([
    '/api/testimonials',
    '/api/blog',
    '/api/blog/recent/blogs',
    '/api/blog/reading-aloud-at-bedtime',
    '/api/teachers',
  ])('answers 400 with an error for an unknown site_language on %s', async (route) => {
    for (const language of ['fr', 'EN', '']) {
      const { status, body } = await getJson(`${route}?site_language=${language}`);
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'site_language must be one of: en, ar, ru' });
    }
  });

  it('answers 404 JSON for an unknown route', async () => {
    const { status, body } = await getJson('/api/nothing-here');
    expect(status).toBe(404);
    expect(typeof body.error).toBe('string');
  });
});

describe('CORS and security headers', () => {
  it('allows a site origin', async () => {
    const { headers } = await getJson('/api/blog', { headers: { Origin: 'http://localhost:9000' } });
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:9000');
  });

  it('answers a preflight for the application form from a site origin', async () => {
    const response = await fetch(`${server.baseUrl}/api/teachers/create`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:9100', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9100');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('does not allow other origins', async () => {
    const { headers } = await getJson('/api/blog', { headers: { Origin: 'https://evil.example' } });
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends helmet security headers', async () => {
    const { headers } = await getJson('/api/blog');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('GET /media/<file>', () => {
  it('serves seed pictures with long caching and a cross-origin resource policy', async () => {
    const response = await fetch(mediaUrl('blog-school.jpg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(fs.readFileSync(path.join(FIXTURE_SEED_DIR, 'media', 'blog-school.jpg')))).toBe(true);
  });

  it('every media URL the API hands out resolves', async () => {
    const urls = new Set<string>();
    for (const route of ['/api/blog', '/api/teachers']) {
      const { body } = await getJson(route);
      for (const item of body.data) for (const key of ['image', 'attach_cv']) if (item[key]) urls.add(item[key]);
    }
    expect(urls.size).toBeGreaterThan(0);
    for (const url of urls) expect((await fetch(url)).status).toBe(200);
  });

  it('answers 404 for missing files and refuses paths that leave the media folder', async () => {
    expect((await fetch(mediaUrl('missing.jpg'))).status).toBe(404);
    for (const escape of ['..%2f..%2fcontent%2fblog.json', '%2e%2e/content/blog.json', '..%2f..%2f..%2fpackage.json']) {
      const response = await fetch(`${server.baseUrl}/media/${escape}`);
      expect([403, 404]).toContain(response.status);
      expect(await response.text()).not.toContain('"slug"');
    }
  });
});
