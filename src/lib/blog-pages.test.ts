import { blogListPages, blogListPath, GAP, pageLinks } from './blog-pages';

describe('blogListPath', () => {
  it('is /blogs for the first page and /blogs/page/N after it', () => {
    expect(blogListPath(1)).toBe('/blogs');
    expect(blogListPath(2)).toBe('/blogs/page/2');
    expect(blogListPath(84)).toBe('/blogs/page/84');
  });
});

describe('blogListPages', () => {
  it('makes one page of twelve per twelve posts, at least one', () => {
    expect(blogListPages(0)).toEqual([{ page: 1, skip: 0, limit: 12, count: 1 }]);
    expect(blogListPages(12).map((page) => page.page)).toEqual([1]);
    expect(blogListPages(13)).toEqual([
      { page: 1, skip: 0, limit: 12, count: 2 },
      { page: 2, skip: 12, limit: 12, count: 2 },
    ]);
    expect(blogListPages(1000)).toHaveLength(84);
    expect(blogListPages(1000)[83]).toEqual({ page: 84, skip: 996, limit: 12, count: 84 });
  });
});

describe('pageLinks', () => {
  it('lists every page when there are few', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current with its neighbours, with gaps between', () => {
    expect(pageLinks(42, 84)).toEqual([1, GAP, 41, 42, 43, GAP, 84]);
    expect(pageLinks(1, 84)).toEqual([1, 2, 3, 4, GAP, 84]);
    expect(pageLinks(84, 84)).toEqual([1, GAP, 81, 82, 83, 84]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageLinks(4, 84)).toEqual([1, 2, 3, 4, 5, GAP, 84]);
    expect(pageLinks(81, 84)).toEqual([1, GAP, 80, 81, 82, 83, 84]);
  });

  it('never lists more than nine items, and every page once, in order', () => {
    for (const count of [8, 9, 10, 30, 84]) {
      for (let current = 1; current <= count; current += 1) {
        const links = pageLinks(current, count);
        expect(links.length).toBeLessThanOrEqual(9);
        const pages = links.filter((link): link is number => link !== GAP);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(count);
      }
    }
  });
});
