import { JsonLd } from '#client/components/JsonLd.tsx';
import { CardSkeletons } from '#client/components/shop/CardSkeletons.tsx';
import { ProductCard } from '#client/components/shop/ProductCard.tsx';
import { StoreRetry } from '#client/components/shop/StoreRetry.tsx';
import { type Deferred, WhenSettled } from '#client/components/WhenSettled.tsx';
import type { Deal } from '#core/domain/shop/marketing.ts';
import { productLd } from '#core/domain/structured-data.ts';

export type DealCard = Deal & { href: string };

interface Props {
  headingId: string;
  heading: string;
  intro?: string;
  deals: Deferred<DealCard[] | null>;
  retryHref: string;
  /** How many cards to hold room for while they load: as many as usually come, so nothing moves. */
  expected?: number;
  seller: Seller;
}

/** Who sells them (the brand) and from where (the origin): each card's Product JSON-LD with its Offer. */
export interface Seller {
  brand: string;
  origin: string;
}

function Cards({ list, retryHref, seller }: { list: DealCard[] | null; retryHref: string; seller: Props['seller'] }) {
  if (list === null) {
    return (
      <StoreRetry message="These products could not be loaded just now." retryHref={retryHref} testId="deals-error" />
    );
  }
  if (!list.length) return <p className="empty-state">Nothing on offer right now.</p>;
  return (
    <ul className="product-grid" data-testid="deals">
      {list.map((d) => (
        <li key={d.product.id}>
          <ProductCard product={d.product} href={d.href} badge={d.promotion ?? undefined} />
          <JsonLd
            data={productLd({
              name: d.product.name,
              sku: d.product.sku,
              brand: seller.brand,
              image: d.product.imageUrl,
              offer: {
                priceCents: d.product.priceCents,
                url: `${seller.origin}${d.href}`,
                availability: d.product.unavailable ? 'SoldOut' : 'InStock',
              },
            })}
          />
        </li>
      ))}
    </ul>
  );
}

/** Products of a store group as cards (the index's photo-print deals, the fast prints), streamed in when late. */
export function DealCards({ headingId, heading, intro, deals, retryHref, expected = 4, seller }: Props) {
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="heading-2 mb-2">
        {heading}
      </h2>
      {intro ? <p className="mb-4 max-w-3xl">{intro}</p> : null}
      <WhenSettled value={deals} fallback={<CardSkeletons count={expected} testId="deals-loading" />}>
        {(list) => <Cards list={list} retryHref={retryHref} seller={seller} />}
      </WhenSettled>
    </section>
  );
}
