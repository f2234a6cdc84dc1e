// What a product page lists under Specifications: the store's product_attributes (named as a
// shopper reads them), the finished piece's dimensions and the sizes it comes in.
import type { StoreProduct } from '../product.ts';

export interface Specification {
  name: string;
  value: string;
}

/** "paper_weight" → "Paper weight". */
const label = (name: string) => {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "8 × 10 × 1.25 in": the measurements the store gives, in inches, in the order width, length, height. */
function dimensions(p: Pick<StoreProduct, 'width' | 'length' | 'height'>): string | null {
  const known = [p.width, p.length, p.height].filter((d): d is number => d !== null && d > 0);
  return known.length ? `${known.join(' × ')} in` : null;
}

/** A photo book's sizes are a section of their own (with their covers), so not a specification. */
export function specificationsOf(p: StoreProduct, photoBook = false): Specification[] {
  const out = p.product_attributes.flatMap((a) =>
    a.value?.trim() && a.name.trim() ? [{ name: label(a.name), value: a.value.trim() }] : [],
  );
  const measured = dimensions(p);
  if (measured) out.push({ name: 'Dimensions', value: measured });
  if (p.sizes.length && !photoBook)
    out.push({ name: p.sizes.length > 1 ? 'Sizes' : 'Size', value: p.sizes.map((s) => `${s} in`).join(', ') });
  return out;
}
