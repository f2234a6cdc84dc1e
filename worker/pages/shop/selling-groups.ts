// The store groups of every list that sells products (POST /groups/batch, SPEC §7), asked once
// per request however many parts need them: the index's from-prices, and where each product a
// browser, a deal or a saved product shows is sold (core/domain/shop/placement.ts).
import { NO_PLACER, type Placer, placerOf, SELLING_GROUPS } from '#core/domain/shop/placement.ts';
import type { StoreProduct } from '#core/domain/shop/product.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { groupsBatch } from '#worker/store/print-operations.ts';

const asked = new WeakMap<LoadContext, Promise<Map<string, StoreProduct[]> | null>>();

/** Never rejects: null (reported) when the store did not answer. */
export function sellingGroups(ctx: LoadContext): Promise<Map<string, StoreProduct[]> | null> {
  let groups = asked.get(ctx);
  if (!groups) {
    groups = groupsBatch(ctx.config, SELLING_GROUPS).catch((error: unknown) => {
      ctx.report(error, { part: 'selling groups', route: ctx.url.pathname });
      return null;
    });
    asked.set(ctx, groups);
  }
  return groups;
}

/**
 * Where products belong, as the store's groups say; knowing nothing when they failed (each product is then unplaced).
 */
export const sellingPlacer = async (ctx: LoadContext): Promise<Placer> => {
  const groups = await sellingGroups(ctx);
  return groups ? placerOf(groups) : NO_PLACER;
};

// Each product id reported once per isolate: a catalogue the site cannot place is one finding, not one per page view.
const reported = new Set<number>();
const REPORTED_MAX = 10_000;

/** A product the store lists that no list of ours holds: shown all the same, and reported once. */
export function reportUnplaced(
  ctx: LoadContext,
  p: Pick<StoreProduct, 'id' | 'sku' | 'subtype' | 'product_type'>,
): void {
  if (reported.has(p.id) || reported.size >= REPORTED_MAX) return;
  reported.add(p.id);
  ctx.report(new Error('A product the store lists is held by no list of this site'), {
    part: 'product placement',
    route: ctx.url.pathname,
    data: { id: p.id, sku: p.sku, subtype: p.subtype, product_type: p.product_type },
  });
}
