import { JsonLd } from '#client/components/JsonLd.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import type { PricedProduct } from '#core/domain/storage/plans.ts';
import { productLd } from '#core/domain/structured-data.ts';

interface Props {
  /** The store's prices by product slug (null when it did not answer). */
  prices: Deferred<Record<string, PricedProduct> | null>;
  /** The products the page sells, by slug, with the name and the URL they are sold under. */
  products: readonly { slug: string; name: string; url: string }[];
  brand: string;
}

/**
 * Product JSON-LD with each priced product's Offer, for crawlers: in the HTML with the prices, or
 * where they stream when the store is late (still in the HTML a crawler reads).
 */
export function PricedOffersLd({ prices, products, brand }: Props) {
  return (
    <WhenSettled value={prices} fallback={null}>
      {(all) =>
        products.flatMap((p) => {
          const priced = all?.[p.slug];
          return priced
            ? [
                <JsonLd
                  key={p.slug}
                  data={productLd({
                    name: p.name,
                    sku: p.slug,
                    brand,
                    offer: { priceCents: priced.priceCents, url: p.url, availability: 'InStock' },
                  })}
                />,
              ]
            : [];
        })
      }
    </WhenSettled>
  );
}
