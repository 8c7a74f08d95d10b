/**
 * @jest-environment node
 */
import http from 'node:http';
import { BlogPostAnswer } from '@efe/shared/contract/blog-post';
import { TeacherAnswer } from '@efe/shared/contract/candidate';
import { ContentApiError, fetchNonEmptyList } from './fetch-api';
import { portOf } from '../api/test/support/server';

const post = {
  id: 7,
  slug: 'choosing-a-nanny',
  title: 'Choosing a nanny',
  content: '<p>Text</p>',
  image: null,
  category: null,
  author: null,
  meta_description: null,
  published_at: '2026-01-05T08:00:00.000Z',
  content_language: 'en',
};

let answer: unknown;
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${portOf(server)}/api/blog?site_language=en`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = async () => {
  try {
    await fetchNonEmptyList(url, 'blog posts', BlogPostAnswer);
  } catch (error) {
    return error;
  }
  throw new Error('the answer was accepted');
};

test('an answer as the contract says is read, typed by it', async () => {
  answer = { data: [post] };
  const [read] = await fetchNonEmptyList(url, 'blog posts', BlogPostAnswer);
  expect(read.title).toBe('Choosing a nanny');
});

test('a renamed field it needs stops the build, naming the resource, the item and the field', async () => {
  answer = { data: [post, { ...post, id: 8, slug: undefined, url: 'second-post' }] };
  const error = await failure();
  expect(error).toBeInstanceOf(ContentApiError);
  expect(String(error)).toContain("The content API's blog posts at");
  expect(String(error)).toContain("item 1 (8), field slug: must have required property 'slug'");
});

test("what the seed's contract allows is read: fields left out, null or empty, and none of the fields our API adds", async () => {
  answer = {
    data: [
      { id: 1, slug: 'only-text', content: '<p>Text</p>' },
      { id: 2, slug: 'empty-fields', title: '', content: '', image: '', category: '', author: null, meta_description: null },
    ],
  };
  const read = await fetchNonEmptyList(url, 'blog posts', BlogPostAnswer);
  expect(read.map((item) => item.slug)).toEqual(['only-text', 'empty-fields']);
});

test("candidates are read with our API's cv_on_request and without it, as the seed's contract has none", async () => {
  answer = { data: [{ id: 1 }, { id: 2, attach_cv: null, cv_on_request: true }, { id: 3, attach_cv: '', cv_on_request: false }] };
  const read = await fetchNonEmptyList(url, 'candidates', TeacherAnswer);
  expect(read.map((item) => item.cv_on_request)).toEqual([undefined, true, false]);
  answer = { data: [{ id: 4, cv_on_request: 'yes' }] };
  await expect(fetchNonEmptyList(url, 'candidates', TeacherAnswer)).rejects.toThrow('item 0 (4), field cv_on_request: must be boolean');
});

test.each([
  ['a slug that is not a slug', { slug: 'Choosing a Nanny!' }, 'field slug: must match pattern'],
  ['markup where a URL goes', { image: '<img src=x onerror=alert(1)>' }, 'field image: must match pattern'],
  ['a script: URL', { image: 'javascript:alert(1)' }, 'field image: must match pattern'],
  ['a title that is not text', { title: ['Choosing'] }, 'field title: must be string,null'],
  ['a date that is not a date', { published_at: 'last Tuesday' }, 'field published_at: must match format "date-time"'],
])('%s still stops the build, naming the field', async (_case, change, message) => {
  answer = { data: [{ ...post, ...change }] };
  expect(String(await failure())).toContain(message);
});

test('a field of another type names the field too', async () => {
  answer = { data: [{ ...post, id: '7' }] };
  expect(String(await failure())).toContain('item 0 (choosing-a-nanny), field id: must be integer');
});

test('an empty list or an answer without data stops the build', async () => {
  answer = { data: [] };
  expect(String(await failure())).toContain('returned an empty list of blog posts');
  answer = { items: [post] };
  expect(String(await failure())).toContain("field data: must have required property 'data'");
});
