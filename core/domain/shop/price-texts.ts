// What a price says, as text: the one place a product's price is worded, for the server's HTML and
// for the script that reprices a product page when its options change.
import { formatUsd } from '#core/domain/money.ts';
import { type Chosen, paidCents, type VariantPricing } from './detail/variant.ts';
import { perCardCents } from './prices.ts';
import type { Priced } from './product.ts';

export interface PriceTexts {
  /** What it costs: "$34.99", or per card for cards. */
  now: string;
  /** Cards: the pack's price beside the card's. */
  pack: string | null;
  /** The list price before a promotion, struck through. */
  was: string | null;
  off: string | null;
}

export function priceTexts(p: Priced): PriceTexts {
  const unit = (cents: number) => (p.perCard ? perCardCents(cents, p.cardsPerPack) : cents);
  // The price and the list price struck through beside it, in one format.
  const shown = [unit(p.priceCents), ...(p.regularCents !== null ? [unit(p.regularCents)] : [])];
  const each = (cents: number) => formatUsd(unit(cents), shown);
  return {
    now: p.perCard ? `${each(p.priceCents)} per card` : each(p.priceCents),
    pack: p.perCard ? `(${formatUsd(p.priceCents)} a pack)` : null,
    was: p.regularCents !== null ? each(p.regularCents) : null,
    off: p.regularCents !== null && p.percentOff !== null ? `${p.percentOff}% off` : null,
  };
}

/**
 * What an option's value says beside it, promotion included: the product's price with it when the
 * product has that one option, or what it adds to the price among several; null when it adds nothing.
 */
export function optionPriceText(pricing: VariantPricing, optionId: number, valueId: number): string | null {
  const withIt = paidCents(pricing, { [String(optionId)]: valueId } satisfies Chosen);
  if (Object.keys(pricing.options).length === 1) return formatUsd(withIt);
  const adds = withIt - pricing.basePaidCents;
  return adds > 0 ? `+${formatUsd(adds)}` : adds < 0 ? `−${formatUsd(-adds)}` : null;
}

/** "2 × $29.99 = $59.98": what a quantity costs, beside it on a product page (issue 35). */
export function lineTotalText(quantity: number, unitCents: number): string {
  const total = quantity * unitCents;
  return `${quantity} × ${formatUsd(unitCents, [total])} = ${formatUsd(total, [unitCents])}`;
}
