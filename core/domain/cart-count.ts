import { CART_COUNT_CAP } from './constants.ts';

/** The header's cart badge text (SPEC §2.9, §9): nothing for an empty cart, "99+" above the cap. */
export function formatCartCount(count: number | null | undefined): string {
  if (!count || count < 0) return '';
  return count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(Math.floor(count));
}

/**
 * What a confirmation says of the cart after an add: "Your cart holds 4 items.", "99+ items" above
 * the cap (as the badge).
 */
export function cartHoldsText(count: number): string {
  const shown = count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(Math.floor(count));
  return `Your cart holds ${shown} ${count === 1 ? 'item' : 'items'}.`;
}

/** The cart link's accessible name: the exact count, or just "Cart" when it is not known. */
export function cartLinkLabel(count: number | null): string {
  return count === null ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The document event that tells the header's cart its new count at once (after an add to cart,
 * say): `document.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: { count } }))`.
 */
export const CART_CHANGED_EVENT = 'cart:changed';

export interface CartChangedDetail {
  /** The cart's item count, or null when it is no longer known. */
  count: number | null;
}

/** The count a cart:changed event carries, or undefined when its detail is not a CartChangedDetail. */
export function cartChangedCount(detail: unknown): number | null | undefined {
  if (typeof detail !== 'object' || detail === null || !('count' in detail)) return undefined;
  const { count } = detail;
  if (count === null) return null;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.floor(count) : undefined;
}
