import { MAX_QUANTITY, PRODUCT_FIELD, QUANTITY_FIELD } from './variant.ts';

/** Where a product page's add-to-cart form posts when script runs (worker/api/cart.ts). */
export const CART_API = '/api/cart';

export interface CartLineBody {
  productId: number;
  quantity: number;
  optionValues: { option_id: number; option_value_id: number }[];
  /** The product page's path: the API adds only what that page sells. */
  page: string;
}

const ID = /^[1-9]\d{0,15}$/;
const QUANTITY = /^[1-9]\d?$/;

/**
 * The product page's form fields (`product_id`, one `option-{id}` per option, its value id, and
 * `quantity`) as /api/cart's body, from the page at `page`; null when the form holds something no
 * product page renders.
 */
export function cartLineOf(fields: Iterable<[string, unknown]>, page: string): CartLineBody | null {
  let productId: number | null = null;
  let quantity = 1;
  const optionValues: CartLineBody['optionValues'] = [];
  for (const [name, value] of fields) {
    if (typeof value !== 'string') return null;
    const option = /^option-(\d+)$/.exec(name);
    if (name === PRODUCT_FIELD) {
      if (!ID.test(value)) return null;
      productId = Number(value);
    } else if (name === QUANTITY_FIELD) {
      if (!QUANTITY.test(value) || Number(value) > MAX_QUANTITY) return null;
      quantity = Number(value);
    } else if (option) {
      if (!ID.test(option[1]!) || !ID.test(value)) return null;
      optionValues.push({ option_id: Number(option[1]), option_value_id: Number(value) });
    }
  }
  return productId === null ? null : { productId, quantity, optionValues, page };
}
