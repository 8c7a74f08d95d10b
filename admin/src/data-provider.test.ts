import { dataProvider } from './data-provider';
import { draftKey, keepDraft, keptDraft } from './lib/form-drafts';

jest.mock('./auth-provider', () => ({ currentSession: async () => ({ email: 'editor@example.com' }) }));
// All this code takes of react-admin is its error class and fetchJson.
jest.mock('react-admin', () => jest.requireActual<typeof import('../../test-support/react-admin-http-only')>('../../test-support/react-admin-http-only').reactAdminHttpOnly());

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', headers: new Headers(), text: async () => JSON.stringify(body) });
const fetchMock = jest.fn();
const post = { id: 7, slug: 'a-post', published_at: '2026-11-24T10:00:00Z', translations: { en: { title: 'A post', body: '<p>Text</p>' } } };

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
});

describe('the data provider and the kept drafts of content forms', () => {
  const newPost = draftKey('editor@example.com', 'blog', undefined);
  const post7 = draftKey('editor@example.com', 'blog', 7);

  it('drops the draft of a form once its record is saved', async () => {
    keepDraft(newPost, { slug: 'a-post' });
    keepDraft(post7, { slug: 'a-post' });
    fetchMock.mockResolvedValueOnce(answer(201, { data: post }));
    await dataProvider.create('blog', { data: { slug: 'a-post', translations: post.translations } });
    expect(keptDraft(newPost)).toBeNull();
    expect(keptDraft(post7)).not.toBeNull();

    fetchMock.mockResolvedValueOnce(answer(200, { data: post }));
    await dataProvider.update('blog', { id: 7, data: { ...post }, previousData: post });
    expect(keptDraft(post7)).toBeNull();
  });

  it('keeps the draft when the save fails: an ended session, a refused field, no network', async () => {
    keepDraft(newPost, { slug: 'a-post' });
    fetchMock.mockResolvedValueOnce(answer(401, { error: 'Please log in' }));
    await expect(dataProvider.create('blog', { data: { slug: 'a-post' } })).rejects.toMatchObject({ status: 401 });
    fetchMock.mockResolvedValueOnce(answer(400, { errors: { slug: 'Another post already has this slug' } }));
    await expect(dataProvider.create('blog', { data: { slug: 'a-post' } })).rejects.toMatchObject({ status: 400 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(dataProvider.create('blog', { data: { slug: 'a-post' } })).rejects.toMatchObject({ status: 0 });
    expect(keptDraft(newPost)).not.toBeNull();
  });
});
