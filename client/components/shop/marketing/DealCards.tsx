import { Suspense, use } from 'react';
import { CardSkeletons } from '#client/components/shop/CardSkeletons.tsx';
import { ProductCard } from '#client/components/shop/ProductCard.tsx';
import { StoreRetry } from '#client/components/shop/StoreRetry.tsx';
import type { Deal } from '#client/domain/shop/marketing.ts';

export type DealCard = Deal & { href: string };

interface Props {
  headingId: string;
  heading: string;
  intro?: string;
  deals: Promise<DealCard[] | null>;
  retryHref: string;
  /** How many cards to hold room for while they load: as many as usually come, so nothing moves. */
  expected?: number;
}

function Resolved({ deals, retryHref }: Pick<Props, 'deals' | 'retryHref'>) {
  const list = use(deals);
  if (list === null) {
    return <StoreRetry message="These products could not be loaded just now." retryHref={retryHref} testId="deals-error" />;
  }
  if (!list.length) return <p className="empty-state">Nothing on offer right now.</p>;
  return (
    <ul className="product-grid" data-testid="deals">
      {list.map((d) => (
        <li key={d.product.id}>
          <ProductCard product={d.product} href={d.href} badge={d.promotion ?? undefined} />
        </li>
      ))}
    </ul>
  );
}

/** Products of a store group as cards (the index's photo-print deals, the fast prints), streamed in. */
export function DealCards({ headingId, heading, intro, deals, retryHref, expected = 4 }: Props) {
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="heading-2 mb-2">
        {heading}
      </h2>
      {intro ? <p className="mb-4 max-w-3xl">{intro}</p> : null}
      <Suspense fallback={<CardSkeletons count={expected} testId="deals-loading" />}>
        <Resolved deals={deals} retryHref={retryHref} />
      </Suspense>
    </section>
  );
}
