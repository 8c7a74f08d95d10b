/**
 * The blog's list pages: /blogs holds the newest posts, /blogs/page/2 and on the older ones, a
 * static page each (in each language), so a list page stays small however many posts there are.
 */
import { BLOG_POSTS_PER_PAGE } from '@efe/shared/constants';
import { pageCount } from './pagination';
import { BLOG_BASE_PATH } from '@efe/shared/routes';

/** The path (without language prefix) of list page `page`: the first is /blogs itself. */
export function blogListPath(page: number): string {
  return page <= 1 ? BLOG_BASE_PATH : `${BLOG_BASE_PATH}/page/${page}`;
}

/** Which posts list page `page` shows, and how many list pages there are. */
export function blogListPages(postCount: number, perPage: number = BLOG_POSTS_PER_PAGE): Array<{ page: number; skip: number; limit: number; count: number }> {
  const count = pageCount(postCount, perPage);
  return Array.from({ length: count }, (_, index) => ({ page: index + 1, skip: index * perPage, limit: perPage, count }));
}

/** A gap in the numbered links ("…"): pages left out between those shown. */
export const GAP = 'gap';

/**
 * The numbered links of list page `current` of `count`: always the first and the last, the
 * current with its neighbours, and a gap where pages are left out (a gap of one page is that
 * page instead). At most nine items, so the row fits a phone.
 */
export function pageLinks(current: number, count: number): Array<number | typeof GAP> {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  // Near either end, show as many pages on the other side so the row keeps its length.
  if (current <= 3) [2, 3, 4].forEach((page) => shown.add(page));
  if (current >= count - 2) [count - 1, count - 2, count - 3].forEach((page) => shown.add(page));
  const pages = [...shown].sort((a, b) => a - b);
  const links: Array<number | typeof GAP> = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) links.push(GAP);
    links.push(page);
  });
  return links;
}
