// The store operations of the marketing pages (SPEC §7 store v1 "GET /products/{key}"): a plan's
// product by the slug SPEC §3 names it by. Into the cart it goes by ./cart-operations.ts.
import type { Config } from '#worker/config/config.ts';
import { callUpstream } from './client.ts';
import { storePaths } from './paths.ts';
import { PlanProductEnvelope } from './schemas.ts';

/** A plan's product by its slug, promotions priced in (docs/decisions/026: slugs, not SKUs). */
export async function planProduct(config: Config, slug: string) {
  const query = new URLSearchParams({ includes_promotions: 'true' });
  const { product } = await callUpstream(config, {
    target: storePaths.productBySku(slug),
    query,
    schema: PlanProductEnvelope,
  });
  return product;
}
