// What a plan on a marketing page shows: its product, live from the store (SPEC §7), and the pure
// rules around it. The loader builds these; PlanTable renders them.
import * as v from 'valibot';

export interface PlanView {
  slug: string;
  name: string;
  description: string;
  /** ready: priced and sold; unavailable: the store does not sell it now; errored: the store did not answer. */
  state: 'ready' | 'unavailable' | 'errored';
  productId: number | null;
  priceCents: number | null;
  /** The list price when a promotion lowers it, shown struck through. */
  regularCents: number | null;
  /** The visitor holds this plan already (her club tier): shown as hers, not sold again. */
  held?: boolean;
}

/** What the visitor last tried to add, and how it went (a page rerendered after its form post). */
export interface CartAttempt {
  productId: number | null;
  failure: string;
}

export const PLANS_ERROR = 'Prices could not be loaded right now.';
export const PLANS_RETRY = 'Try again';
export const ADDED_TEXT = 'Added to your cart.';

/**
 * How much a yearly plan saves against twelve months of the monthly one, in whole percent, rounded
 * down so a claim of "more than N percent" is never rounded into being true.
 */
export function yearlySavingsPercent(monthlyCents: number, yearlyCents: number): number | null {
  if (monthlyCents <= 0) return null;
  return Math.floor((1 - yearlyCents / (12 * monthlyCents)) * 100);
}

/** A plan's price per hour of work: a research plan's monthly price / 5 (SPEC §9). */
export const hourlyRateCents = (priceCents: number, months: number, hoursPerMonth: number) =>
  Math.round(priceCents / (months * hoursPerMonth));

/** The add-to-cart form's one field: the product's id, as the page rendered it. */
export const PlanChoice = v.object({
  product_id: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
});
