// A product as its list sells it: the slug a product page's address names, found among the
// products the store lists for that page's type (SPEC §2.3, §7 product search). What a product
// page shows, and what an add to cart from that page may put in the cart (docs/decisions/072).
import * as v from 'valibot';
import { PRINT_PLACES, type PrintPlace } from '#core/domain/shop/places.ts';
import { type StoreProduct, toSummary } from '#core/domain/shop/product.ts';
import type { Config } from '#worker/config/config.ts';
import { searchProducts } from '#worker/store/print-operations.ts';

/** Product slugs as the store makes them: letters, digits, dots, dashes and underscores. */
export const Slug = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,119}$/));
const LIST_LOOKUP_SIZE = 250;

/**
 * The sellable product with this slug among the list's products; undefined when the list does not
 * sell it. Rejects when the store fails.
 */
export async function listedProduct(
  config: Config,
  place: PrintPlace,
  slug: string,
): Promise<StoreProduct | undefined> {
  const { products } = await searchProducts(config, {
    type: place.type ?? undefined,
    page: 1,
    perPage: LIST_LOOKUP_SIZE,
  });
  const listed = products.find((p) => p.slug === slug);
  return listed && toSummary(listed) ? listed : undefined;
}

/** The list and slug a product page's path names (`/create-and-print/…/{slug}`); null for any other path. */
export function productPageOf(path: string): { place: PrintPlace; slug: string } | null {
  for (const place of PRINT_PLACES) {
    if (!place.detailRoute || !path.startsWith(`${place.path}/`)) continue;
    let slug: string;
    try {
      slug = decodeURIComponent(path.slice(place.path.length + 1));
    } catch {
      return null;
    }
    if (v.is(Slug, slug)) return { place, slug };
  }
  return null;
}
