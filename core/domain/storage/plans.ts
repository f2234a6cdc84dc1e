// The storage plan chooser's rules (SPEC §3 "Storage plan tiers", §9 "Storage"): which tier and
// payment plan the query picks, the products that price them, the unit price per GB, the
// 24-month total and the capacity table.
import * as v from 'valibot';
import { STORAGE_CAPACITY_PER_GB, STORAGE_INSTALMENT_MONTHS, STORAGE_TIERS } from '#core/domain/constants.ts';

export type StorageTier = (typeof STORAGE_TIERS)[number];
export const PAYMENT_PLANS = ['single', '24-months'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

export interface StorageChoice {
  tier: StorageTier;
  plan: PaymentPlan;
}

/** What the page shows before anything is chosen: the middle tier, paid once. */
export const DEFAULT_CHOICE: StorageChoice = { tier: '100GB', plan: 'single' };

const isTier = (x: string | undefined): x is StorageTier => (STORAGE_TIERS as readonly string[]).includes(x ?? '');
const isPlan = (x: string | undefined): x is PaymentPlan => (PAYMENT_PLANS as readonly string[]).includes(x ?? '');

/** Exactly one tier and one plan, whatever the query says: an unknown value keeps the default. */
export function choiceOf(query: { tier?: string | undefined; plan?: string | undefined }): StorageChoice {
  const tier = query.tier?.toUpperCase();
  return {
    tier: isTier(tier) ? tier : DEFAULT_CHOICE.tier,
    plan: isPlan(query.plan) ? query.plan : DEFAULT_CHOICE.plan,
  };
}

export const tierGb = (tier: StorageTier) =>
  tier.endsWith('TB') ? Number.parseInt(tier, 10) * 1000 : Number.parseInt(tier, 10);

/** The store's product for a tier and plan (SPEC §7 storage products: forever-storage-{tier}[-24-months]). */
export const storageSlug = ({ tier, plan }: StorageChoice) =>
  `forever-storage-${tier.toLowerCase()}${plan === '24-months' ? '-24-months' : ''}`;

/** A product as the store sends it, leniently: what a chooser needs to price and sell it (storage plans, gifts). */
export const SoldProduct = v.object({
  id: v.pipe(v.number(), v.integer()),
  slug: v.string(),
  price_cents: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  promotionPrice: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  enabled: v.optional(v.nullable(v.boolean()), true),
  unavailable: v.optional(v.nullable(v.boolean()), false),
});
export type SoldProduct = v.InferOutput<typeof SoldProduct>;

/** One tier and plan, priced: the price charged (a month's instalment for the 24-month plan). */
export interface PricedProduct {
  productId: number;
  priceCents: number;
  /** The list price when a promotion lowers it. */
  regularCents: number | null;
  percentOff: number | null;
}

/** Percent off, the rounded reduction relative to the list price (SPEC §9). */
export const percentOff = (priceCents: number, regularCents: number) =>
  Math.round((1 - priceCents / regularCents) * 100);

/** A product priced from its promotion price when lower, else its base price; null when not sold. */
export function pricedProduct(p: SoldProduct): PricedProduct | null {
  if (p.enabled === false || p.unavailable || p.price_cents === null) return null;
  const promo = p.promotionPrice !== null && p.promotionPrice < p.price_cents ? p.promotionPrice : null;
  return {
    productId: p.id,
    priceCents: promo ?? p.price_cents,
    regularCents: promo === null ? null : p.price_cents,
    percentOff: promo === null || p.price_cents === 0 ? null : percentOff(promo, p.price_cents),
  };
}

/** The 24-month plan's total: the monthly instalment times 24 (SPEC §9). */
export const planTotalCents = (plan: PaymentPlan, priceCents: number) =>
  plan === '24-months' ? priceCents * STORAGE_INSTALMENT_MONTHS : priceCents;

/** The price per GB of what the plan costs in all, in cents with fractions (shown rounded). */
export const unitCentsPerGb = (choice: StorageChoice, priceCents: number) =>
  planTotalCents(choice.plan, priceCents) / tierGb(choice.tier);

/** Every tier and plan the store sells, keyed by storageSlug. */
export function pricedPlans(products: readonly SoldProduct[]): Record<string, PricedProduct> {
  const out: Record<string, PricedProduct> = {};
  for (const p of products) {
    const priced = pricedProduct(p);
    if (priced) out[p.slug] = priced;
  }
  return out;
}

export interface CapacityRow {
  what: string;
  low: number;
  high: number;
  unit: string;
}

/** What a tier holds by SPEC §9's per-GB estimates, rounded to whole units (at least 1). */
export function capacityTable(tier: StorageTier): CapacityRow[] {
  const gb = tierGb(tier);
  const round = (x: number) => Math.max(1, Math.round(x));
  return STORAGE_CAPACITY_PER_GB.map((r) => ({
    what: r.what,
    low: round(r.low * gb),
    high: round(r.high * gb),
    unit: r.unit,
  }));
}
