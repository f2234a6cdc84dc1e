// The store operations of the digitization pages (SPEC §7 store v1): a service's price by SKU,
// the box order's product groups, and a box with its extras in the cart.
import { BOX_PROMOTION } from '#core/domain/constants.ts';
import type { Config } from '#worker/config/config.ts';
import { addLineToCart } from './cart-operations.ts';
import { callUpstream } from './client.ts';
import { storePaths } from './paths.ts';
import { GroupsEnvelope, SkuProductEnvelope } from './schemas.ts';

/**
 * What one unit of a SKU costs now, in cents: the promotion price when it is lower, or null when
 * the product cannot be sold (disabled or unavailable).
 */
export async function skuPrice(config: Config, sku: string): Promise<number | null> {
  const query = new URLSearchParams({ strategy: 'by_sku', includes_promotions: 'true' });
  const { product } = await callUpstream(config, {
    target: storePaths.productBySku(sku),
    query,
    schema: SkuProductEnvelope,
  });
  if (!product.enabled || product.unavailable) return null;
  return product.promotionPrice !== null && product.promotionPrice < product.price_cents
    ? product.promotionPrice
    : product.price_cents;
}

/** Several groups' products in one call, in the order asked. */
export async function productGroups(config: Config, slugs: readonly string[]) {
  const { groups } = await callUpstream(config, {
    target: storePaths.groupsBatch(),
    method: 'POST',
    body: { slugs },
    schema: GroupsEnvelope,
  });
  return groups;
}

export interface BoxLine {
  productId: number;
  quantity: number;
  /** The line's own attributes (a box's processing time). */
  attributes?: Record<string, string | number | boolean>;
}

/**
 * Add to cart (SPEC §7 helper): each line in turn, with the services-landing-page promotion code;
 * answers the cart count the store gives last. A failure stops at that line.
 */
export async function addLinesToCart(config: Config, token: string, lines: readonly BoxLine[]) {
  let count: number | null = null;
  for (const line of lines) {
    const result = await addLineToCart(config, token, {
      productId: line.productId,
      quantity: line.quantity,
      requiredLineItemsAttributes: line.attributes ? [line.attributes] : null,
      promotionCode: BOX_PROMOTION,
    });
    count = result ?? count;
  }
  return count;
}
