// Add to cart (SPEC §7 helper): the one call that puts a line in the signed-in customer's cart,
// whatever sells it (a print product with its options, a plan, a box and its extras, an event
// ticket, a gift). Each seller says what its line holds; the store's body is built here alone.
import type { Config } from '#worker/config/config.ts';
import { callUpstream } from './client.ts';
import { LineItemResponse } from './event-schemas.ts';
import { storePaths } from './paths.ts';

type Attributes = Record<string, string | number | boolean>;

export interface CartLine {
  productId: number;
  /** 1 unless the seller says otherwise (a box's extra scans). */
  quantity?: number;
  optionValues?: { option_id: number; option_value_id: number }[];
  requiredLineItemsAttributes?: Attributes | Attributes[] | null;
  promotionCode?: string | null;
  gift?: {
    delivery_method: string;
    recipient_name: string;
    recipient_email: string | null;
    message: string | null;
    send_on: string | null;
  } | null;
}

/** One line in the cart; answers the new cart count when the store gives it. */
export async function addLineToCart(config: Config, token: string, line: CartLine): Promise<number | null> {
  const result = await callUpstream(config, {
    target: storePaths.addToCart(),
    method: 'POST',
    token,
    body: {
      product_id: line.productId,
      quantity: line.quantity ?? 1,
      option_values: line.optionValues ?? [],
      required_line_items_attributes: line.requiredLineItemsAttributes ?? null,
      promotion_code: line.promotionCode ?? null,
      ...(line.gift ? { gift: line.gift } : {}),
    },
    schema: LineItemResponse,
  });
  return result.cart_count ?? null;
}
