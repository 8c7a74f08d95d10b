import { queryList, valueAt, type ListQuery } from './list-query';

const posts = [
  { id: 1, slug: 'b-post', published_at: '2026-01-02', translations: { en: { title: 'Choosing a nanny' }, ar: { title: 'اختيار مربية' } } },
  { id: 2, slug: 'a-post', published_at: '2026-03-01', translations: { en: { title: 'School placement' } } },
  { id: 3, slug: 'c-post', published_at: '2025-12-31', translations: { en: { title: 'Tutors in Dubai' } } },
];
const query = (over: Partial<ListQuery>): ListQuery => ({ page: 1, perPage: 10, sortField: 'id', sortOrder: 'ASC', filter: {}, ...over });

describe('queryList', () => {
  it('sorts by a nested field in either direction', () => {
    expect(queryList(posts, query({ sortField: 'published_at', sortOrder: 'DESC' })).data.map((post) => post.id)).toEqual([2, 1, 3]);
    expect(queryList(posts, query({ sortField: 'translations.en.title' })).data.map((post) => post.id)).toEqual([1, 2, 3]);
  });

  it('searches every text of a record, translations included, ignoring case', () => {
    expect(queryList(posts, query({ filter: { q: 'مربية' } })).data.map((post) => post.id)).toEqual([1]);
    expect(queryList(posts, query({ filter: { q: 'DUBAI' } })).data.map((post) => post.id)).toEqual([3]);
  });

  it("narrows by a field's exact value and ignores empty filters", () => {
    expect(queryList(posts, query({ filter: { slug: 'a-post', q: '' } })).total).toBe(1);
    expect(queryList(posts, query({ filter: { slug: 'a-p' } })).total).toBe(0);
    expect(queryList(posts, query({ filter: { id: 3 } })).data).toEqual([posts[2]]);
  });

  it('pages after filtering, and counts every match', () => {
    const page = queryList(posts, query({ page: 2, perPage: 2 }));
    expect(page).toEqual({ data: [posts[2]], total: 3 });
  });

  it('puts records without the sort field last, in either direction', () => {
    const rows = [{ id: 1 }, { id: 2, rating: 4 }, { id: 3, rating: null }, { id: 4, rating: 5 }];
    expect(queryList(rows, query({ sortField: 'rating' })).data.map((row) => row.id)).toEqual([2, 4, 1, 3]);
    expect(queryList(rows, query({ sortField: 'rating', sortOrder: 'DESC' })).data.map((row) => row.id)).toEqual([4, 2, 1, 3]);
  });
});

describe('valueAt', () => {
  it('answers undefined for a missing path', () => {
    expect(valueAt({ a: { b: 1 } }, 'a.c.d')).toBeUndefined();
  });
});
