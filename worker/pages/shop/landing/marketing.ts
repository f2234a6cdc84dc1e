// The index's marketing parts (SPEC §7): the photo-print marketing group with the promotions of
// both primary-promotion groups, and every category's from-price. Each part is its own promise
// that never rejects: a failed part is null (reported), and the page shows a retry state for it.
import type { DealCard } from '#client/components/shop/marketing/DealCards.tsx';
import type { MarketingSectionsData } from '#client/components/shop/marketing/MarketingSections.tsx';
import { deals, groupSlugsOf, MARKETING_CATEGORIES, productHref } from '#client/domain/shop/marketing.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { groupPromotions, marketingGroup } from '#worker/store/print-operations.ts';
import { loadFromPrices } from './from-prices.ts';

/** SPEC §7: the index's marketing group, and the two groups whose promotions apply to it. */
export const MARKETING_GROUP = 'photo-print-marketing';
export const PROMOTION_GROUPS = ['all-print-photo-prints', 'photo-print-marketing'] as const;

async function loadDeals(ctx: LoadContext): Promise<DealCard[] | null> {
  try {
    // groupPromotions answers [] when its group fails: no promotions, the deals still show.
    const [products, ...promoted] = await Promise.all([
      marketingGroup(ctx.config, MARKETING_GROUP),
      ...PROMOTION_GROUPS.map((g) => groupPromotions(ctx.config, g)),
    ]);
    return deals(products, promoted.flat()).flatMap((d) => {
      const href = productHref({ subtype: products.find((p) => p.id === d.product.id)?.subtype ?? null, slug: d.product.slug });
      return href ? [{ ...d, href }] : [];
    });
  } catch (error) {
    ctx.report(error, { part: 'print marketing', route: ctx.url.pathname });
    return null;
  }
}

/** Started by the index's loader, in the HTML when the store answers within the page's wait, else streamed. */
export async function loadMarketing(ctx: LoadContext): Promise<MarketingSectionsData> {
  const [deals, fromPrices] = await Promise.all([
    ctx.store.defer(loadDeals(ctx)),
    ctx.store.defer(loadFromPrices(ctx, groupSlugsOf(MARKETING_CATEGORIES))),
  ]);
  return { deals, fromPrices, seller: { brand: ctx.config.COMPANY_NAME, origin: ctx.url.origin } };
}
