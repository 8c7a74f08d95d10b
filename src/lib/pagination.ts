/** Client-side paging of a list: the page number always stays between 1 and the last page. */
import { CANDIDATES_PER_PAGE } from '@efe/shared/constants';

/** Number of pages needed for `total` items; an empty list still has one (empty) page. */
export function pageCount(total: number, perPage: number = CANDIDATES_PER_PAGE): number {
  if (!Number.isFinite(total) || total <= 0 || perPage <= 0) return 1;
  return Math.ceil(total / perPage);
}

/** Brings any requested page (fractional, NaN, out of range) back between 1 and `totalPages`. */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

export interface Page<T> {
  /** The page actually shown, after clamping. */
  page: number;
  totalPages: number;
  items: T[];
  /** True when there is more than one page, i.e. when paging controls are worth showing. */
  paged: boolean;
}

export function paginate<T>(items: readonly T[], requestedPage: number, perPage: number = CANDIDATES_PER_PAGE): Page<T> {
  const totalPages = pageCount(items.length, perPage);
  const page = clampPage(requestedPage, totalPages);
  const start = (page - 1) * perPage;
  return { page, totalPages, items: items.slice(start, start + perPage), paged: totalPages > 1 };
}
