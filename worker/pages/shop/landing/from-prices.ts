// The from-prices of a page's cards: one POST /groups/batch for all their groups (SPEC §7).
import { type FromPrice, fromPrices } from '#core/domain/shop/marketing.ts';
import type { LoadContext } from '#worker/pages/unit/load-context.ts';
import { groupsBatch } from '#worker/store/print-operations.ts';

/** Never rejects: null (reported) when the store did not answer. */
export async function loadFromPrices(
  ctx: LoadContext,
  slugs: readonly string[],
): Promise<Record<string, FromPrice> | null> {
  try {
    return fromPrices(await groupsBatch(ctx.config, slugs));
  } catch (error) {
    ctx.report(error, { part: 'from prices', route: ctx.url.pathname });
    return null;
  }
}
