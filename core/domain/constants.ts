// Business constants and limits of SPEC §9, each in one place; a constant is added with the
// code that first uses it.

/** The cart count shows "99+" above this. */
export const CART_COUNT_CAP = 99;

export const HOVER_MENU_DELAY_MS = 100;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 14_000;

/** SPEC §2.5: a hash link's target is looked for this often, this many times (about 5 s). */
export const HASH_SCROLL_POLL_MS = 100;
export const HASH_SCROLL_TRIES = 50;

/**
 * SPEC §4 loading bar: shown only for loads slower than the throttle, full after the duration, hidden after finishing.
 */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;
export const LOADING_HIDE_AFTER_MS = 500;

/** SPEC §7 "Other": the support widget's script is given up on after this long. */
export const SUPPORT_WIDGET_TIMEOUT_MS = 10_000;

/** One year, in seconds. */
export const AUTH_COOKIE_MAX_AGE_S = 31_536_000;

export const BREAKPOINTS = { small: 768, medium: 992, large: 1200 } as const;

export const BLOG_PAGE_SIZE = 20;
/**
 * A search shows at most this many of its best matches (20 pages): what it reads stays bounded (docs/decisions/055).
 */
export const SEARCH_RESULTS_MAX = 400;
export const RELATED_POSTS_DEFAULT = 3;

/**
 * The company's own time zone (SPEC §1: its address is in Pittsburgh): an event's times when the CMS names no other.
 */
export const COMPANY_TIME_ZONE = 'America/New_York';

/** SPEC §6: the Forever Club tiers. */
export const CLUB_TIERS = [25, 50, 100, 250] as const;

/** The drafts tab lists this many drafts, and remembers whether it is open under this key. */
export const DRAFT_COUNT = 20;
export const DRAFTS_STORAGE_KEY = 'p2p-drafts-tab';

/**
 * SPEC §9 family research: coaching is 1 hour a month, research 5 (its hourly rate is price / 5),
 * for 3, 6 or 12 months.
 */
export const COACHING_HOURS_PER_MONTH = 1;
export const RESEARCH_HOURS_PER_MONTH = 5;
export const RESEARCH_PLAN_MONTHS = [3, 6, 12] as const;
export const CONSULTATION_HOURS = 1;
/** SPEC §9: the genealogy researchers shown, from the team's family_research category. */
export const RESEARCHERS_LIMIT = 3;
export const RESEARCHERS_CATEGORY = 'family_research';

/** SPEC §9 Artisan perks. */
export const ARTISAN_MONTHLY_BLUEPRINTS = 21;

/** SPEC §9: the yearly plans are said to save more than this many percent (shown only while true). */
export const YEARLY_SAVINGS_CLAIM_PERCENT = 25;

/** SPEC §9 storage: free space at sign-up, and how long stored files are guaranteed (lifetime plus this). */
export const FREE_STORAGE_GB = 2;
export const GUARANTEE_EXTRA_YEARS = 100;

/** SPEC §3/§9 digitization: one set of photos, slides or negatives is up to this many (docs/decisions/027). */
export const PHOTOS_PER_ITEM = 25;
/** Film is priced per this many feet, rounded up. */
export const FILM_FEET_PER_UNIT = 50;
/** Photos up to this size (inches) are standard scans; larger ones go on the flatbed. */
export const STANDARD_PHOTO_MAX = '8x10';
/** Film reels by diameter (inches) and the feet they hold. */
export const FILM_REELS = [
  { inches: 7, feet: 400 },
  { inches: 5, feet: 200 },
  { inches: 3, feet: 50 },
] as const;
/** SPEC §9 product groups of the box order, its promotion, and the ecommerce list ids it reports. */
export const BOX_GROUPS = ['d2c-forever-boxes', 'd2c-forever-boxes-itemized'] as const;
export const BOX_PROMOTION = 'services-landing-page';
export const EXTRA_ITEMS_GROUP = 'extra-items-1';
export const BOX_LIST_IDS = { products: 'forever_box_products', options: 'forever_box_options' } as const;

/** SPEC §9 shop: saved products per page; card products are priced per pack, shown per card (docs/decisions/028). */
export const SAVED_PRODUCTS_PER_PAGE = 75;
export const CARD_PRICE_DIVISOR = 25;
/** SPEC §9: a photo book holds up to this many pages. */
export const PHOTO_BOOK_MAX_PAGES = 199;
/** The store group whose facet tree is the print products' types (SPEC §7): the index browser's scope. */
export const PRINT_PRODUCT_TYPES = 'print-project-type';
/** The print browser's page size (SPEC §9 leaves it out; SPEC §9's sample size default, 24). */
export const PRINT_BROWSER_PAGE_SIZE = 24;
/** SPEC §3 storage tiers, smallest first, and their 24-month plans' length. */
export const STORAGE_TIERS = ['10GB', '25GB', '50GB', '100GB', '150GB', '250GB', '500GB', '1TB', '2TB'] as const;
export const STORAGE_INSTALMENT_MONTHS = 24;
/** The store group holding every tier's products (SPEC §7 POST /groups/batch). */
export const STORAGE_GROUP = 'storage-plans';
/** SPEC §9 capacity estimates per GB: [low, high] and their unit. */
export const STORAGE_CAPACITY_PER_GB = [
  { what: 'Mobile photos', low: 150, high: 500, unit: 'photos' },
  { what: 'Digitized photos', low: 800, high: 1000, unit: 'photos' },
  { what: 'Mobile video', low: 0.05, high: 0.35, unit: 'hours' },
  { what: 'Digitized video', low: 0.7, high: 1, unit: 'hours' },
  { what: 'Audio', low: 8, high: 8.5, unit: 'hours' },
  { what: 'Documents', low: 60, high: 100000, unit: 'pages' },
] as const;
/** SPEC §9 gifts: subscription lengths, delivery methods (gift_mgmt for ambassadors only) and timing. */
export const GIFT_DURATIONS = [
  { value: '1-month', label: '1 month' },
  { value: '3-months', label: '3 months' },
  { value: '1-year', label: '1 year' },
] as const;
export const GIFT_DELIVERY_METHODS = ['email', 'print', 'both', 'gift_mgmt'] as const;
export const GIFT_TIMINGS = ['immediately', 'later'] as const;
