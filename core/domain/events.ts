// The events' pure rules (SPEC §3 Event, §4 attendee entitlement, §9 Events): theme colours,
// patterns, upcoming and past, when they are (in their own time zone), tickets' prices and who
// already holds a ticket.
import { COMPANY_TIME_ZONE } from './constants.ts';

/** SPEC §9: the early-bird label. */
export const EARLY_BIRD_LABEL = 'Early Bird Price!';
/** SPEC §9: the dietary options, in the order the form offers them. */
export const DIETARY_OPTIONS = ['none', 'vegetarian', 'gluten_free', 'vegan'] as const;
export type DietaryRestriction = (typeof DIETARY_OPTIONS)[number];
export const DIETARY_LABELS: Record<DietaryRestriction, string> = {
  none: 'None',
  vegetarian: 'Vegetarian',
  gluten_free: 'Gluten free',
  vegan: 'Vegan',
};
/** SPEC §9: theme light colours are derived at 0.8 and 0.08. */
export const THEME_LIGHT = 0.8;
export const THEME_LIGHTEST = 0.08;
export const PATTERN_COUNT = 16;
/** The site's brand colours stand in for a theme the editor left empty. */
export const DEFAULT_PRIMARY = '#355070';
export const DEFAULT_SECONDARY = '#e09f3e';

/** `pattern_01` … `pattern_16` → 1 … 16 (SPEC §9); anything else is null. */
export function patternNumber(value: string | number | null | undefined): number | null {
  const n = typeof value === 'number' ? value : Number(/^pattern_(\d{2})$/.exec(value ?? '')?.[1]);
  return Number.isInteger(n) && n >= 1 && n <= PATTERN_COUNT ? n : null;
}

const HEX = /^#([0-9a-f]{6})$/i;

function rgb(hex: string): [number, number, number] {
  const m = HEX.exec(hex);
  const n = Number.parseInt(m?.[1] ?? '000000', 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: [number, number, number]) => `#${c.map((x) => Math.round(x).toString(16).padStart(2, '0')).join('')}`;

/** The colour at this opacity over white, as an opaque colour (what the page paints). */
export function overWhite(hex: string, alpha: number): string {
  return toHex(rgb(hex).map((x) => 255 - (255 - x) * alpha) as [number, number, number]);
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((x) => {
    const s = x / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const INK = '#1f2933';
export const WHITE = '#ffffff';

/** Text on this background: white or ink, whichever contrasts more. */
export const textOn = (background: string) => (contrast(background, WHITE) >= contrast(background, INK) ? WHITE : INK);

export interface EventTheme {
  pattern: number;
  primary: string;
  secondary: string;
  /** The primary at 0.8 and 0.08 over white (SPEC §9). */
  primaryLight: string;
  primaryLightest: string;
  secondaryLight: string;
  secondaryLightest: string;
  /** Text on the primary colour (the badge). */
  onPrimary: string;
}

/** The theme an event page paints, with defaults for what the editor left empty. */
export function eventTheme(e: {
  themePattern: number | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  id: number;
}): EventTheme {
  const primary = e.primaryColor && HEX.test(e.primaryColor) ? e.primaryColor.toLowerCase() : DEFAULT_PRIMARY;
  const secondary = e.secondaryColor && HEX.test(e.secondaryColor) ? e.secondaryColor.toLowerCase() : DEFAULT_SECONDARY;
  return {
    pattern: patternNumber(e.themePattern) ?? ((e.id - 1) % PATTERN_COUNT) + 1,
    primary,
    secondary,
    primaryLight: overWhite(primary, THEME_LIGHT),
    primaryLightest: overWhite(primary, THEME_LIGHTEST),
    secondaryLight: overWhite(secondary, THEME_LIGHT),
    secondaryLightest: overWhite(secondary, THEME_LIGHTEST),
    onPrimary: textOn(primary),
  };
}

/**
 * Upcoming events (not yet ended) soonest first, then past ones, the latest first; an event
 * without a date is announced, not over: it comes after the dated upcoming ones.
 */
type Dated = { startsAt: string | null; endsAt: string | null };

const time = (s: string | null) => (s ? Date.parse(s) : Number.NaN);

/** Over once its end (or, without one, its start) has passed; an undated event is not over. */
export function eventOver(e: Dated, now: Date): boolean {
  const end = time(e.endsAt ?? e.startsAt);
  return Number.isFinite(end) && end < now.getTime();
}

export function splitUpcomingPast<E extends Dated>(list: readonly E[], now: Date) {
  const over = (e: E) => eventOver(e, now);
  const byStart = (a: E, b: E) =>
    (time(a.startsAt) || Number.POSITIVE_INFINITY) - (time(b.startsAt) || Number.POSITIVE_INFINITY);
  const upcoming = list
    .filter((e) => !over(e))
    .sort((a, b) => {
      const x = time(a.startsAt);
      const y = time(b.startsAt);
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
      return x - y;
    });
  const past = list.filter(over).sort((a, b) => -byStart(a, b));
  return { upcoming, past };
}

/** SPEC §4: the attendee statuses that mean the visitor holds a ticket. */
export const ENTITLING_STATUSES = ['attending', 'attended', 'transferred'] as const;
export type HeldStatus = (typeof ENTITLING_STATUSES)[number];

/** The status that entitles, if any attendee row of this ticket has one. */
export function heldStatus(attendees: readonly { status: string }[]): HeldStatus | null {
  for (const s of ENTITLING_STATUSES) if (attendees.some((a) => a.status === s)) return s;
  return null;
}

export const HELD_TEXT: Record<HeldStatus, string> = {
  attending: 'You have a ticket: you are attending.',
  attended: 'You attended this event.',
  transferred: 'Your ticket was transferred.',
};

/**
 * The status the store gives the attendee of a ticket put in the cart and not yet paid for
 * (docs/decisions/062): no entitlement (SPEC §4), only a ticket on its way.
 */
export const IN_CART_STATUS = 'pending';

/** The badge names of this ticket's attendees still in the cart ('' for one the store sent without). */
export const inCartNames = (attendees: readonly { status: string; badge_name?: string | null }[]): string[] =>
  attendees.filter((a) => a.status === IN_CART_STATUS).map((a) => a.badge_name?.trim() ?? '');

/** "In your cart, not yet paid: a ticket for Casey." (or 2 tickets, for Casey and Sam) */
export function inCartText(names: readonly string[]): string {
  const named = names.filter(Boolean);
  const what = names.length === 1 ? 'a ticket' : `${names.length} tickets`;
  const who = named.length ? `${names.length === 1 ? '' : ','} for ${new Intl.ListFormat('en-US').format(named)}` : '';
  return `In your cart, not yet paid: ${what}${who}.`;
}

const DATE_LINE = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'long',
} as const;

/**
 * The date line of an event, told in its own time zone with the zone's name ("Thursday, April 15,
 * 2027 at 9:00 AM Eastern Daylight Time"): the zone the CMS names, or the company's.
 */
export function eventDate(startsAt: string | null, timeZone: string | null): string {
  if (!startsAt) return 'Date to be announced';
  const at = new Date(startsAt);
  try {
    return new Intl.DateTimeFormat('en-US', { ...DATE_LINE, timeZone: timeZone ?? COMPANY_TIME_ZONE }).format(at);
  } catch {
    // A zone this runtime does not know (the sync keeps only known ones): the company's.
    return new Intl.DateTimeFormat('en-US', { ...DATE_LINE, timeZone: COMPANY_TIME_ZONE }).format(at);
  }
}

/** A ticket as the page shows it once the store answered (or did not). */
export interface TicketView {
  id: number;
  name: string;
  isEarlyBird: boolean;
  /** `errored`: the product load failed (SPEC §8); `unavailable`: no sku, disabled or sold out. */
  state: 'ready' | 'errored' | 'unavailable';
  productId: number | null;
  priceCents: number | null;
  /** The price before a promotion, when one applies. */
  regularCents: number | null;
  /** The visitor already holds this ticket (SPEC §4). */
  held: HeldStatus | null;
  /** The badge names of this ticket's attendees in the visitor's cart, not yet paid for. */
  inCart: string[];
}

/** SPEC §8 "Ticket product load fails": the text beside every errored ticket. */
export const TICKET_ERROR = 'This ticket could not be loaded. Please try again later.';
/** SPEC §8 "Add to cart fails". */
export const ADD_TO_CART_ERROR =
  'Something went wrong and we were unable to add this product to your cart. Please try again later.';
