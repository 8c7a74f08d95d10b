import { filterByTitle, normalizeForSearch } from './blog-search';

const posts = [
  { title: 'Choosing a Nanny in Dubai' },
  { title: 'How to Prepare for a British School Assessment' },
  { title: 'Как выбрать гувернантку' },
  { title: 'Ёлка и зимние каникулы' },
  { title: 'كيف تختار المربية المناسبة لأطفالك' },
  { title: 'أسئلة مقابلة المدرسة' },
];

describe('filterByTitle', () => {
  it('shows every post for an empty or blank query', () => {
    expect(filterByTitle(posts, '')).toEqual(posts);
    expect(filterByTitle(posts, '   ')).toEqual(posts);
  });

  it('matches case-insensitively anywhere in the title and keeps the order', () => {
    expect(filterByTitle(posts, 'NANNY')).toEqual([posts[0]]);
    expect(filterByTitle(posts, 'school')).toEqual([posts[1]]);
    expect(filterByTitle(posts, 'a')).toEqual([posts[0], posts[1]]);
  });

  it('matches Russian regardless of case and of ё/е', () => {
    expect(filterByTitle(posts, 'ГУВЕРНАНТ')).toEqual([posts[2]]);
    expect(filterByTitle(posts, 'елка')).toEqual([posts[3]]);
  });

  it('matches Arabic typed without hamza or short vowels', () => {
    expect(filterByTitle(posts, 'المربية')).toEqual([posts[4]]);
    expect(filterByTitle(posts, 'اسئلة')).toEqual([posts[5]]);
    expect(filterByTitle(posts, 'المُربِّية')).toEqual([posts[4]]);
  });

  it('collapses repeated spaces in the query', () => {
    expect(filterByTitle(posts, ' choosing   a ')).toEqual([posts[0]]);
  });

  it('returns nothing when no title matches', () => {
    expect(filterByTitle(posts, 'zzz')).toEqual([]);
  });

  it('treats regular-expression characters as text', () => {
    expect(filterByTitle(posts, '.*')).toEqual([]);
    expect(filterByTitle([{ title: 'Fees (2025)' }], '(2025)')).toHaveLength(1);
  });
});

describe('normalizeForSearch', () => {
  it('folds full-width letters and case', () => {
    expect(normalizeForSearch('ＮＡＮＮＹ')).toBe('nanny');
    expect(filterByTitle([{ title: 'Premier Nanny' }], 'premier')).toHaveLength(1);
    expect(filterByTitle([{ title: 'Premier Nanny' }], 'governess')).toHaveLength(0);
  });
});
