// The product a shopper is about to buy: its options as chosen, how many, and what that costs
// (issue 25, docs/decisions/046). An option value's price_cents is the product's price with that
// value chosen (the store's convention: "Hardbound $44.99" beside a $34.99 book); with several
// options each adds its difference from the base price. A promotion takes its percent off the
// whole, as the store prices the base; with the base options chosen the store's own promotion
// price stands. The same rules price the page, the script that follows the choice, and the cart.
import { cardsNamed, payCents, percentOff } from '../prices.ts';
import type { Priced, ProductSummary, StoreProduct } from '../product.ts';

/** Option id → the chosen value's id. */
export type Chosen = Record<string, number>;

export interface VariantPricing {
  baseCents: number;
  /** The store's price of the base, promotion included. */
  basePaidCents: number;
  /** What the promotion takes off: a percent of the price, or (when the store names none) a sum. */
  promotion: { percent: number } | { centsOff: number } | null;
  /** Option id → value id → the product's price with that value; null where the store gives none. */
  options: Record<string, Record<string, number | null>>;
  perCard: boolean;
  /** Cards: option id → value id → the cards that pack holds, for the values that name a count ("50 cards"). */
  packs: Record<string, Record<string, number>>;
}

/** How many of a product one cart line may hold; more is a bulk order. */
export const MAX_QUANTITY = 99;
/** The query (and form field) that says how many. */
export const QUANTITY_FIELD = 'quantity';
/** The product page's form fields: the product (its Add to cart button's), and Start designing's. */
export const PRODUCT_FIELD = 'product_id';
export const DESIGN_FIELD = 'design';
/** The query and form field of an option: `option-{option id}` = value id (docs/decisions/029). */
export const optionField = (optionId: number | string) => `option-${optionId}`;

/** A product sold by the pack chooses its pack as an option ("Quantity": 25, 50, 100 cards), not as a number. */
export const takesQuantity = (p: Pick<StoreProduct, 'options'>) =>
  !p.options.some((o) => /quantity/i.test(o.name ?? ''));

/**
 * What the page needs to price any choice of the product's options; null for one that is not for
 * sale. A card (sold on the cards list, core/domain/shop/placement.ts) is priced per card.
 */
export function pricingOf(p: StoreProduct, perCard = false): VariantPricing | null {
  const paid = payCents(p);
  if (p.price_cents === null || paid === null) return null;
  const percent = p.primary_promotion?.percent_off ?? p.percentOff;
  const promotion =
    paid >= p.price_cents
      ? null
      : percent !== null && percent > 0 && percent < 100
        ? { percent }
        : { centsOff: p.price_cents - paid };
  return {
    baseCents: p.price_cents,
    basePaidCents: paid,
    promotion,
    options: Object.fromEntries(
      p.options.map((o) => [
        String(o.id),
        Object.fromEntries(o.option_values.map((v) => [String(v.id), v.price_cents])),
      ]),
    ),
    perCard,
    packs: perCard ? packsOf(p.options) : {},
  };
}

function packsOf(options: StoreProduct['options']): VariantPricing['packs'] {
  const packs: VariantPricing['packs'] = {};
  for (const o of options) {
    const counts = o.option_values.flatMap((v) => {
      const cards = cardsNamed(v.value);
      return cards === null ? [] : [[String(v.id), cards] as const];
    });
    if (counts.length) packs[String(o.id)] = Object.fromEntries(counts);
  }
  return packs;
}

/** Cards: how many the chosen pack holds; undefined (the shared divisor) when no chosen value names a count. */
export function cardsPerPack(pricing: VariantPricing, chosen: Chosen): number | undefined {
  for (const [option, counts] of Object.entries(pricing.packs)) {
    const cards = counts[String(chosen[option])];
    if (cards !== undefined) return cards;
  }
  return undefined;
}

/** The list price of a choice: the base, plus what each chosen value adds to it. */
export function listCents(pricing: VariantPricing, chosen: Chosen): number {
  let cents = pricing.baseCents;
  for (const [option, values] of Object.entries(pricing.options)) {
    const value = values[String(chosen[option])];
    if (value !== null && value !== undefined) cents += value - pricing.baseCents;
  }
  return Math.max(0, cents);
}

/** What a choice costs now: the list price less the promotion (the store's own figure for the base). */
export function paidCents(pricing: VariantPricing, chosen: Chosen): number {
  const list = listCents(pricing, chosen);
  if (list === pricing.baseCents) return pricing.basePaidCents;
  const promo = pricing.promotion;
  if (promo === null) return list;
  return 'percent' in promo ? Math.round((list * (100 - promo.percent)) / 100) : Math.max(0, list - promo.centsOff);
}

/** A choice's price as a price line shows it: what it costs, its list price and percent off when promoted. */
export function variantPrice(pricing: VariantPricing, chosen: Chosen): Priced {
  const list = listCents(pricing, chosen);
  const paid = paidCents(pricing, chosen);
  const off = percentOff(list, paid);
  return {
    priceCents: paid,
    regularCents: off === null ? null : list,
    percentOff: off,
    perCard: pricing.perCard,
    cardsPerPack: pricing.perCard ? cardsPerPack(pricing, chosen) : undefined,
  };
}

/** The product's summary, priced for a choice. */
export const variantSummary = (summary: ProductSummary, pricing: VariantPricing, chosen: Chosen): ProductSummary => ({
  ...summary,
  ...variantPrice(pricing, chosen),
});

interface OptionLike {
  id: number;
  values: readonly { id: number }[];
}

/**
 * The choice a query (or form) names, each option checked against the product's own; the first
 * value where it names none.
 */
export function chosenFrom(options: readonly OptionLike[], get: (name: string) => string | null | undefined): Chosen {
  return Object.fromEntries(
    options.flatMap((o) => {
      const raw = get(optionField(o.id));
      const value = o.values.find((v) => String(v.id) === raw) ?? o.values[0];
      return value ? [[String(o.id), value.id]] : [];
    }),
  );
}

/** How many a query (or form) names: a whole number from 1 to MAX_QUANTITY, else 1. */
export function quantityFrom(raw: string | null | undefined): number {
  const n = Number(raw);
  return /^\d{1,2}$/.test(raw ?? '') && n >= 1 && n <= MAX_QUANTITY ? n : 1;
}

/** The query that keeps a choice: in the page's URL, so a shared or reloaded link shows the same product. */
export function choiceQuery(chosen: Chosen, quantity: number): URLSearchParams {
  const query = new URLSearchParams(
    Object.entries(chosen).map(([option, value]) => [optionField(option), String(value)]),
  );
  if (quantity > 1) query.set(QUANTITY_FIELD, String(quantity));
  return query;
}
