// A product as the store sends it (SPEC §3 Product), read leniently: editors leave names, images
// and descriptions empty, and a missing price means the product is not for sale. Images are
// reduced to their url strings.
import * as v from 'valibot';
import { payCents, percentOff } from './prices.ts';

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const url = v.pipe(
  v.object({ url: v.string() }),
  v.transform((i) => i.url),
);

const OptionValue = v.object({
  id: v.number(),
  value: v.optional(v.nullable(v.string()), ''),
  price_cents: v.optional(v.nullable(cents), null),
});
const Option = v.object({
  id: v.number(),
  name: v.optional(v.nullable(v.string()), ''),
  option_values: v.optional(v.array(OptionValue), []),
});
const Promotion = v.object({
  name: v.optional(v.nullable(v.string()), null),
  description: v.optional(v.nullable(v.string()), null),
  percent_off: v.optional(v.nullable(v.number()), null),
});
const dimension = v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null);
/** Reviews as the store sends them: an average out of 10 and a count (SPEC §3 ratings, 0–10). */
const Rating = v.object({
  average: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const StoreProduct = v.object({
  id: v.number(),
  sku: v.string(),
  slug: v.string(),
  name: v.optional(v.nullable(v.string()), ''),
  price_cents: v.optional(v.nullable(cents), null),
  promotionPrice: v.optional(v.nullable(cents), null),
  primary_promotion: v.optional(v.nullable(Promotion), null),
  percentOff: v.optional(v.nullable(v.number()), null),
  enabled: v.optional(v.boolean(), true),
  product_type: v.optional(v.nullable(v.string()), null),
  subtype: v.optional(v.nullable(v.string()), null),
  options: v.optional(v.array(Option), []),
  product_attributes: v.optional(v.array(v.object({ name: v.string(), value: v.nullable(v.string()) })), []),
  product_images: v.optional(v.array(url), []),
  primary_image: v.optional(v.nullable(url), null),
  description: v.optional(v.nullable(v.string()), null),
  /** The finished piece's measurements (inches); null where the store leaves one out. */
  width: dimension,
  length: dimension,
  height: dimension,
  sizes: v.optional(v.array(v.string()), []),
  starting_price_cents: v.optional(v.nullable(cents), null),
  unavailable: v.optional(v.boolean(), false),
  rating: v.optional(v.nullable(Rating), null),
});

export type StoreProduct = v.InferOutput<typeof StoreProduct>;
export type ProductOption = StoreProduct['options'][number];

/** A product as a card shows it: what it costs now, and before a promotion. */
export interface ProductSummary {
  id: number;
  sku: string;
  slug: string;
  name: string;
  imageUrl: string | null;
  priceCents: number;
  regularCents: number | null;
  percentOff: number | null;
  /** Listed but not for sale now (SPEC §3 unavailable): shown, marked, never added to a cart. */
  unavailable: boolean;
  /** Cards: the price is per pack, also shown per card (docs/decisions/028). */
  perCard?: boolean;
  /** Cards: how many the priced pack holds (the chosen pack option's count); the shared divisor when unknown. */
  cardsPerPack?: number;
}

/** What a price is worded from (price-texts.ts). */
export type Priced = Pick<ProductSummary, 'priceCents' | 'regularCents' | 'percentOff' | 'perCard' | 'cardsPerPack'>;

/**
 * SPEC §5: only enabled products with a price are shown; the others give null. Card products
 * (subtype card) show per card unless told otherwise.
 */
export function toSummary(p: StoreProduct, opts: { perCard?: boolean } = {}): ProductSummary | null {
  const paying = payCents(p);
  if (!p.enabled || paying === null || p.price_cents === null) return null;
  const off = percentOff(p.price_cents, paying);
  return {
    id: p.id,
    sku: p.sku,
    slug: p.slug,
    name: p.name || p.slug,
    imageUrl: p.primary_image ?? p.product_images[0] ?? null,
    priceCents: paying,
    regularCents: off === null ? null : p.price_cents,
    percentOff: off,
    unavailable: p.unavailable,
    perCard: opts.perCard ?? false,
  };
}
