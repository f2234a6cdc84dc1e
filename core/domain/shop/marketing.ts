// The print catalogue as the shop markets it (SPEC §3 "Print category" and "Print marketing
// product"): each category with its products lists, each list priced "from" the cheapest sellable
// product of its store group, and the index's deals with their promotions. Pure: the worker
// fetches, these rules decide.
import { PRINT_CATALOGUE, type PrintCategory } from '#core/domain/print-catalogue.ts';
import type { RouteName } from '#core/routes/table.ts';
import { CARDS_TYPE } from './placement.ts';
import { cheapest, payCents, perCardCents } from './prices.ts';
import { type ProductSummary, type StoreProduct, toSummary } from './product.ts';

/** A list (or a category that is its own list) as a card: its store group names its products. */
export interface MarketingProduct {
  /** The store group whose products it sells (SPEC §3 mainGroupSlug): the catalogue's slug. */
  mainGroupSlug: string;
  name: string;
  routeName: RouteName;
  /** Card products are priced per card (SPEC §3: "Cards divide the price by a shared divisor"). */
  perCard: boolean;
}

export interface MarketingCategory {
  nameSlug: string;
  name: string;
  routeName: RouteName;
  /** Its lists; a category that is itself a list (photo books, calendars, photo prints) has none. */
  products: readonly MarketingProduct[];
}

const categoryRoute = (c: PrintCategory) => `create-and-print-${c.slug}` as RouteName;

export const MARKETING_CATEGORIES: readonly MarketingCategory[] = (PRINT_CATALOGUE as readonly PrintCategory[]).map(
  (c) => ({
    nameSlug: c.slug,
    name: c.label,
    routeName: categoryRoute(c),
    products: c.lists.map((l) => ({
      mainGroupSlug: l.slug,
      name: l.label,
      routeName: `${categoryRoute(c)}-${l.slug}` as RouteName,
      perCard: l.slug === CARDS_TYPE,
    })),
  }),
);

/** The category pages that introduce their lists (SPEC §2.3): the ones with lists of their own. */
export const LANDING_CATEGORIES = MARKETING_CATEGORIES.filter((c) => c.products.length > 0);

export const categoryBySlug = (slug: string) => MARKETING_CATEGORIES.find((c) => c.nameSlug === slug);

/**
 * A "from" price: the lowest a visitor pays in a group, per card for cards, and that product's
 * picture (SPEC §3 category image).
 */
export interface FromPrice {
  cents: number;
  perCard: boolean;
  imageUrl: string | null;
}

/**
 * The lowest price of each group (SPEC §5: only enabled products with price_cents count); a group
 * with nothing sellable has no from-price. A category's groups are its lists': its from-price is
 * the lowest of theirs, unless it is a list itself.
 */
export function fromPrices(groups: ReadonlyMap<string, readonly StoreProduct[]>): Record<string, FromPrice> {
  const out: Record<string, FromPrice> = {};
  for (const [slug, products] of groups) {
    const best = cheapest(products.filter((p) => p.enabled));
    const cents = best ? payCents(best) : null;
    if (cents === null) continue;
    const perCard = slug === CARDS_TYPE;
    out[slug] = {
      cents: perCard ? perCardCents(cents) : cents,
      perCard,
      imageUrl: best?.primary_image ?? best?.product_images[0] ?? null,
    };
  }
  return out;
}

/** The store groups whose from-prices a page needs: each category's lists, or the category itself. */
export const groupSlugsOf = (categories: readonly MarketingCategory[]) =>
  categories.flatMap((c) => (c.products.length ? c.products.map((p) => p.mainGroupSlug) : [c.nameSlug]));

/** A category's from-price: its own group's, or the lowest of its lists' (per card only if all are). */
export function categoryFromPrice(category: MarketingCategory, prices: Record<string, FromPrice>): FromPrice | null {
  if (!category.products.length) return prices[category.nameSlug] ?? null;
  const found = category.products.flatMap((p) => prices[p.mainGroupSlug] ?? []);
  const paid = found.filter((f) => !f.perCard);
  const pool = paid.length ? paid : found;
  return pool.reduce<FromPrice | null>((best, f) => (best === null || f.cents < best.cents ? f : best), null);
}

/** A deal of the index: a marketing product with its promotion's name, when it has one. */
export interface Deal {
  product: ProductSummary;
  promotion: string | null;
}

/**
 * SPEC §7: the marketing group's products, each with its promotion from the primary-promotion
 * groups, matched by id; a product they do not name sells at its list price (so when they failed,
 * none is promoted). Sellable ones only (SPEC §5).
 */
export function deals(products: readonly StoreProduct[], promoted: readonly StoreProduct[]): Deal[] {
  const byId = new Map(promoted.filter((p) => p.primary_promotion).map((p) => [p.id, p]));
  return products.flatMap((p) => {
    const promo = byId.get(p.id);
    const priced = {
      ...p,
      promotionPrice: promo?.promotionPrice ?? null,
      primary_promotion: promo?.primary_promotion ?? null,
    };
    const product = toSummary(priced);
    return product ? [{ product, promotion: priced.primary_promotion?.name ?? null }] : [];
  });
}
