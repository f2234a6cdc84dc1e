// The store operations of the marketing pages (SPEC §7 store v1 "GET /products/{key}", helper
// "Add to cart"): a plan's product by the slug SPEC §3 names it by, and one of it in the cart.
import type { Config } from '#worker/config/config.ts';
import { callUpstream } from './client.ts';
import { LineItemAnswer } from './event-schemas.ts';
import { storePaths } from './paths.ts';
import { PlanProductEnvelope } from './schemas.ts';

/** A plan's product by its slug, promotions priced in (docs/decisions/026: slugs, not SKUs). */
export async function planProduct(config: Config, slug: string) {
  const query = new URLSearchParams({ includes_promotions: 'true' });
  const { product } = await callUpstream(config, { target: storePaths.productBySku(slug), query, schema: PlanProductEnvelope });
  return product;
}

/** Add to cart (SPEC §7): the product, quantity 1; answers the new cart count when the store gives it. */
export async function addToCart(config: Config, token: string, productId: number) {
  const answer = await callUpstream(config, {
    target: storePaths.addToCart(),
    method: 'POST',
    token,
    body: { product_id: productId, quantity: 1 },
    schema: LineItemAnswer,
  });
  return answer.cart_count ?? null;
}
