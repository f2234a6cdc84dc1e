// How the press and news lists grow without JavaScript (SPEC §9): press releases show 2, and each
// "load more" link asks for 2 more (?limit=N); news shows 2 on its first page, then 10 a page.

export const PRESS_FIRST = 2;
export const PRESS_STEP = 2;
export const NEWS_FIRST = 2;
export const NEWS_PAGE_SIZE = 10;

/**
 * ?limit= of the press list: a whole number from 1 (at most 4 digits), the default when absent; null when malformed.
 */
export function parseLimit(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return PRESS_FIRST;
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}

/** How many news pages a count makes: the first of 2, then 10 each. */
export function newsPageCount(total: number): number {
  return total <= NEWS_FIRST ? 1 : 1 + Math.ceil((total - NEWS_FIRST) / NEWS_PAGE_SIZE);
}

/** Where page `page` of the news list starts and how many it shows. */
export function newsSlice(page: number): { offset: number; limit: number } {
  return page <= 1
    ? { offset: 0, limit: NEWS_FIRST }
    : { offset: NEWS_FIRST + (page - 2) * NEWS_PAGE_SIZE, limit: NEWS_PAGE_SIZE };
}
