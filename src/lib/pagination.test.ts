import { clampPage, pageCount, paginate } from './pagination';
import { CANDIDATES_PER_PAGE } from '@efe/shared/constants';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('pageCount', () => {
  it('is one page for an empty list and for up to a full page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(CANDIDATES_PER_PAGE)).toBe(1);
  });

  it('starts a new page after every full page', () => {
    expect(pageCount(CANDIDATES_PER_PAGE + 1)).toBe(2);
    expect(pageCount(CANDIDATES_PER_PAGE * 4)).toBe(4);
    expect(pageCount(10, 3)).toBe(4);
  });
});

describe('clampPage', () => {
  it('keeps the page between 1 and the last page', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(-3, 4)).toBe(1);
    expect(clampPage(5, 4)).toBe(4);
    expect(clampPage(3, 4)).toBe(3);
  });

  it('turns nonsense into the first page and fractions into whole pages', () => {
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(2.7, 4)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe('paginate', () => {
  it('shows six candidates per page by default', () => {
    const result = paginate(numbers(20), 1);
    expect(CANDIDATES_PER_PAGE).toBe(6);
    expect(result).toEqual({ page: 1, totalPages: 4, items: [1, 2, 3, 4, 5, 6], paged: true });
  });

  it('returns the remainder on the last page', () => {
    expect(paginate(numbers(20), 4).items).toEqual([19, 20]);
  });

  it('clamps a page beyond the end to the last page', () => {
    const result = paginate(numbers(8), 9);
    expect(result.page).toBe(2);
    expect(result.items).toEqual([7, 8]);
  });

  it('is not paged when everything fits on one page', () => {
    expect(paginate(numbers(6), 1).paged).toBe(false);
    expect(paginate([], 1)).toEqual({ page: 1, totalPages: 1, items: [], paged: false });
  });
});
