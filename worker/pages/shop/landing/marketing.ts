// The index's marketing parts (SPEC §7): the photo-print marketing group with the promotions of
// both primary-promotion groups, and every category's from-price. Each part is its own promise
// that never rejects: a failed part is null (reported), and the page shows a retry state for it.
import type { DealCard } from '#client/components/shop/marketing/DealCards.tsx';
import type { MarketingSectionsData } from '#client/components/shop/marketing/MarketingSections.tsx';
import { deals, fromPrices as fromPricesOf } from '#core/domain/shop/marketing.ts';
import { designerFor, hrefIn, placeOf } from '#core/domain/shop/placement.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { groupPromotions, marketingGroup } from '#worker/store/print-operations.ts';
import { reportUnplaced, sellingGroups, sellingPlacer } from '../selling-groups.ts';

/** SPEC §7: the index's marketing group, and the two groups whose promotions apply to it. */
export const MARKETING_GROUP = 'photo-print-marketing';
export const PROMOTION_GROUPS = ['all-print-photo-prints', 'photo-print-marketing'] as const;

async function loadDeals(ctx: LoadContext): Promise<DealCard[] | null> {
  try {
    // groupPromotions answers [] when its group fails: no promotions, the deals still show.
    const [placer, products, ...promoted] = await Promise.all([
      sellingPlacer(ctx),
      marketingGroup(ctx.config, MARKETING_GROUP),
      ...PROMOTION_GROUPS.map((g) => groupPromotions(ctx.config, g)),
    ]);
    // Each deal is sold where the store's groups say; one they do not hold still shows, by the designer.
    return deals(products, promoted.flat()).map((d) => {
      const listed = products.find((p) => p.id === d.product.id)!;
      const place = placeOf(listed, placer);
      const href = place && hrefIn(place, d.product.slug);
      if (!href) reportUnplaced(ctx, listed);
      return { ...d, href: href ?? designerFor(d.product) };
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
    ctx.store.defer(sellingGroups(ctx).then((groups) => groups && fromPricesOf(groups))),
  ]);
  return { deals, fromPrices, seller: { brand: ctx.config.COMPANY_NAME, origin: ctx.url.origin } };
}
