import { CART_COUNT_CAP } from './constants.ts';

/** The header's cart badge text (SPEC §2.9, §9): nothing for an empty cart, "99+" above the cap. */
export function formatCartCount(count: number | null | undefined): string {
  if (!count || count < 0) return '';
  return count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(Math.floor(count));
}
