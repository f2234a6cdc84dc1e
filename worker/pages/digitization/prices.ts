// Unit prices by SKU, live from the store (SPEC §7), started by a loader and read by the page
// inside <Suspense>. A SKU the store cannot price is left out; when none can be, the response is
// null and the page says prices are unavailable. Every failure is reported; the page stands.
import type { PriceBook } from '#core/domain/digitization/pricing.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { skuPrice } from '#worker/store/digitization-operations.ts';

export async function loadPrices(ctx: LoadContext, skus: readonly string[], part: string): Promise<PriceBook | null> {
  const unique = [...new Set(skus)];
  const results = await Promise.allSettled(unique.map((sku) => skuPrice(ctx.config, sku)));
  const book: Record<string, number> = {};
  results.forEach((a, i) => {
    if (a.status === 'fulfilled' && a.value !== null) book[unique[i] as string] = a.value;
    else if (a.status === 'rejected') ctx.report(a.reason, { part, sku: unique[i] });
  });
  return Object.keys(book).length ? book : null;
}
