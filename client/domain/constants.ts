// Business constants and limits of SPEC §9, each in one place.

export const CURRENCY = 'USD';

/** The cart count shows "99+" above this. */
export const CART_COUNT_CAP = 99;

export const HASH_SCROLL_POLL_MS = 100;
export const HASH_SCROLL_TRIES = 50;
export const SCROLL_TO_TOP_DELAY_MS = 200;
export const HOVER_MENU_DELAY_MS = 100;
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;
export const LOADING_HIDE_AFTER_MS = 500;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 14_000;
export const PAGE_VIEW_TRACKING_DELAY_MS = 250;
export const SUPPORT_WIDGET_TIMEOUT_MS = 10_000;
export const SUPPORT_WIDGET_Z_INDEX = 1050;

/** One year, in seconds. */
export const AUTH_COOKIE_MAX_AGE_S = 31_536_000;

export const BREAKPOINTS = { small: 768, medium: 992, large: 1200 } as const;

export const BLOG_PAGE_SIZE = 20;
export const PRESS_RELEASES_DEFAULT_LIMIT = 2;
export const NEWS_ARTICLES_DEFAULT_LIMIT = 2;
export const NEWS_ARTICLES_FETCH_SIZE = 10;
export const RELATED_POSTS_DEFAULT = 3;
export const SAVED_PRODUCTS_PAGE_SIZE = 75;
export const TEAM_LIST_LIMIT = 250;
export const GENEALOGY_RESEARCHERS_LIMIT = 3;
export const DRAFT_COUNT = 20;
export const SAMPLE_SIZE_DEFAULT = 24;
