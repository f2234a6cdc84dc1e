// Business constants and limits of SPEC §9, each in one place; a constant is added with the
// code that first uses it.

/** The cart count shows "99+" above this. */
export const CART_COUNT_CAP = 99;

export const HOVER_MENU_DELAY_MS = 100;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 14_000;

/** One year, in seconds. */
export const AUTH_COOKIE_MAX_AGE_S = 31_536_000;

export const BREAKPOINTS = { small: 768, medium: 992, large: 1200 } as const;

export const BLOG_PAGE_SIZE = 20;
export const RELATED_POSTS_DEFAULT = 3;

/** The drafts tab lists this many drafts, and remembers whether it is open under this key. */
export const DRAFT_COUNT = 20;
export const DRAFTS_STORAGE_KEY = 'p2p-drafts-tab';
